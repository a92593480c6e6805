import type { z } from 'zod';

/** The OpenAPI keyword that says which collection a body field's ids name (read by the reliability suite). */
export const REFERENCES_KEYWORD = 'x-atrium-references';
/** The operation's own collection (a material's folder is a material of the same library). */
export const SAME_COLLECTION = '.';
/** Other body fields the ids matter with (partial visibility names stores; other visibilities ignore them). */
export const REFERENCES_WHEN_KEYWORD = 'x-atrium-references-when';
/** What the named records must be (a material's parent is a folder). */
export const REFERENCES_WHERE_KEYWORD = 'x-atrium-references-where';

type Conditions = Record<string, string | number | boolean>;

/**
 * Marks a body field whose ids name records of another collection, given by its list path
 * (`/api/commodities`) or SAME_COLLECTION. The server must refuse ids the session cannot see (404
 * or 422 on the field); the reliability suite sends another merchant's ids there to prove it.
 */
export function referencing<T extends z.ZodType>(schema: T, listPath: string, { when, where }: { when?: Conditions; where?: Conditions } = {}): T {
  return schema.meta({
    [REFERENCES_KEYWORD]: listPath,
    ...(when ? { [REFERENCES_WHEN_KEYWORD]: when } : {}),
    ...(where ? { [REFERENCES_WHERE_KEYWORD]: where } : {}),
  }) as T;
}

/**
 * The OpenAPI keyword of a body field that narrows a read to one merchant, store or guide within
 * the caller's scope (statistics' `merchant_id`, `store_id`, `sale_id`): an id outside the scope
 * answers 404, which the reliability suite's scope-ids check proves; it names no records to write.
 */
export const SCOPE_KEYWORD = 'x-atrium-scope';

export function narrowingScope<T extends z.ZodType>(schema: T, to: 'merchant' | 'store' | 'sale'): T {
  return schema.meta({ [SCOPE_KEYWORD]: to }) as T;
}
