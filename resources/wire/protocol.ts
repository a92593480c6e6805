import { z } from 'zod';

/**
 * The main API's wire conventions (API.md §1) in one home, for the server that answers them and the
 * browser that speaks them: list filter suffixes, batch and record-action paths, batch results.
 */

/** Filter operators and the suffix each puts after the field name (`price_gte=100`); `eq` has none. */
export const FILTER_SUFFIXES = { eq: '', like: '_like', gte: '_gte', lte: '_lte', in: '_in' } as const;
export type FilterOperator = keyof typeof FILTER_SUFFIXES;

/** The query parameter of one filter on one field. */
export function filterParameter(field: string, operator: FilterOperator): string {
  return `${field}${FILTER_SUFFIXES[operator]}`;
}

/** `POST <collection>/batch/<action>` with `{ ids }` (or the collection's own item refs). */
export function batchPath(collection: string, action: string): string {
  return `${collection}/batch/${action}`;
}

/** `POST <collection>/<id>/<action>`, or the record itself (`GET/PUT/PATCH/DELETE <collection>/<id>`). */
export function recordPath(collection: string, id: number | string, action?: string): string {
  return action ? `${collection}/${id}/${action}` : `${collection}/${id}`;
}

/** A record action as declared: its name, and a spec-verbatim path with `{id}` where it has one. */
export interface ActionRoute {
  name: string;
  path?: string;
}

/** Where one record's action is posted: its declared path, else `<collection>/<id>/<name>`. */
export function recordActionPath(collection: string, action: ActionRoute, id: number): string {
  return action.path ? action.path.replace('{id}', String(id)) : recordPath(collection, id, action.name);
}

/** How a batch refers to one record: its id, or a richer ref (the recycle bin's `{ kind, id }`). */
type Failed<Ref> = (Ref extends object ? Ref : { id: Ref }) & { message: string };

/** A batch answer: the refs done, and each ref that failed with why; every ref succeeds or fails on its own. */
export interface BatchResult<Ref = number> {
  ok: Ref[];
  failed: Failed<Ref>[];
}

/** The batch answer's schema for plain ids. */
export const batchResultSchema = z.object({ ok: z.array(z.number()), failed: z.array(z.object({ id: z.number(), message: z.string() })) });

/** The batch answer's schema for refs of another shape. */
export function batchResultOf<Ref extends z.ZodObject>(ref: Ref) {
  return z.object({ ok: z.array(ref), failed: z.array(ref.extend({ message: z.string() })) });
}
