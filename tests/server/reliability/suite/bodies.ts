import type { ApiDocument, JsonSchema, Operation } from './openapi.ts';
import { resolveRef } from './openapi.ts';
import type { Row } from './fixtures.ts';
import { plainSample } from './schema-arbitrary.ts';

/**
 * A body that passes the route's schema, pointing at `row` where the body names records (the
 * `ids` of batch routes, the `items` of the recycle bin's), so the request reaches the records.
 */
export function validBody(document: ApiDocument, operation: Operation, row?: Row, seed = 1): unknown {
  if (!operation.body) return undefined;
  const body = plainSample(document, operation.body, seed);
  if (!row || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const schema = resolveRef(document, operation.body);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const result = { ...(body as Record<string, unknown>) };
  if (namesIds(document, properties.ids)) result.ids = [row.id];
  if (namesRecords(document, properties.items)) {
    const sampled = ((result.items as Record<string, unknown>[] | undefined) ?? [])[0] ?? {};
    result.items = [{ ...sampled, ...(typeof row.kind === 'string' ? { kind: row.kind } : {}), id: row.id }];
  }
  return result;
}

/** `ids: integer[]`. */
function namesIds(document: ApiDocument, schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const items = resolveRef(document, schema).items as JsonSchema | undefined;
  return !!items && resolveRef(document, items).type === 'integer';
}

/** `items: {id, …}[]`: records named by id and more (the recycle bin's kind and id). */
function namesRecords(document: ApiDocument, schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const items = resolveRef(document, schema).items as JsonSchema | undefined;
  const properties = items ? (resolveRef(document, items).properties as Record<string, unknown> | undefined) : undefined;
  return !!properties && 'id' in properties;
}

/** True when the route names its records in the body rather than the path (batch routes). */
export function takesIdsInBody(document: ApiDocument, operation: Operation): boolean {
  if (!operation.body) return false;
  const properties = (resolveRef(document, operation.body).properties ?? {}) as Record<string, JsonSchema>;
  return namesIds(document, properties.ids) || namesRecords(document, properties.items);
}

/** A batch route's 200 that refused every id (`{ok: [], failed: [...]}`), the batch form of 404. */
export function batchRefusedAll(body: unknown): boolean {
  const data = (body as { data?: { ok?: unknown[]; failed?: unknown[] } } | undefined)?.data;
  return Array.isArray(data?.ok) && data.ok.length === 0 && Array.isArray(data.failed) && data.failed.length > 0;
}
