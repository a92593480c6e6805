import type { z } from 'zod';
import type { Fields, ResourceDefinition } from './define-resource.ts';

/**
 * Types derived from a declaration's field schemas (STYLE.md "Declare once, derive the rest"):
 * `RecordOf<typeof commodities>` is a goods record, `BodyOf<typeof commodities>` a create body.
 * A wide `ResourceDefinition` gives `unknown` values, so generic code keeps working on any resource.
 */

type FieldsOf<R extends ResourceDefinition> = R['fields'];
type OutputOf<F extends Fields, K extends keyof F> = z.output<F[K]['schema']>;

/** Fields a record carries: all but secrets (a password is given, never read back). */
type StoredNames<F extends Fields> = { [K in keyof F]: F[K] extends { secret: true } ? never : K }[keyof F];

/** Records carry what the database holds: a field the body may leave out may come back as null. */
type RecordValue<V> = undefined extends V ? Exclude<V, undefined> | null : V;

/** Fields a client may write: all but those declared `readOnly: true`. */
type WritableNames<F extends Fields> = { [K in keyof F]: F[K] extends { readOnly: true } ? never : K }[keyof F];

/** A record as the API answers it (the declaration's `recordSchema`), its field values typed. */
export type RecordOf<R extends ResourceDefinition> = {
  id: number;
  /** Merchant-owned resources only. */
  merchant_id?: number;
  /** Tagged resources only. */
  tags?: string[];
  created_at: string;
  updated_at: string;
} & { [K in StoredNames<FieldsOf<R>>]: RecordValue<OutputOf<FieldsOf<R>, K>> };

/** A create or replace body as the server receives it (after the `createSchema` parsed it). */
export type BodyOf<R extends ResourceDefinition> = {
  [K in WritableNames<FieldsOf<R>> as undefined extends OutputOf<FieldsOf<R>, K> ? never : K]: OutputOf<FieldsOf<R>, K>;
} & {
  [K in WritableNames<FieldsOf<R>> as undefined extends OutputOf<FieldsOf<R>, K> ? K : never]?: OutputOf<FieldsOf<R>, K>;
};

/** A PATCH body: any of the writable fields. */
export type PatchOf<R extends ResourceDefinition> = Partial<BodyOf<R>>;

/** The names of the record actions a resource declares (a literal union for a typed declaration). */
export type ActionNamesOf<R extends ResourceDefinition> = R['recordActions'][number]['name'];

/**
 * The custom widget a field declares (`FieldOptions.widget`), as a literal. A name widened to
 * `string` (options typed as plain `FieldOptions`) counts as none, so no extension can provide it:
 * declare such options inline or through a `const` type parameter.
 */
export type WidgetNameOf<F> = F extends { widget: infer W extends string } ? (string extends W ? never : W) : never;

/** The custom widget names a resource's fields declare (a literal union for a typed declaration). */
export type WidgetNamesOf<R extends ResourceDefinition> = keyof { [K in keyof FieldsOf<R> as WidgetNameOf<FieldsOf<R>[K]>]: true };
