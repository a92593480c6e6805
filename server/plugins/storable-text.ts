import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldErrors, invalid } from '../http/app-error.ts';

const MAX_DEPTH = 32;

/**
 * PostgreSQL cannot store the NUL character in text or JSON, nor a lone UTF-16 surrogate in JSON,
 * so a request carrying one would fail deep in a statement as a server error. Found by the
 * reliability suite's fuzzing; refused here instead, as a validation error on the field that holds
 * it (after authorisation, like all validation), for every route at once.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    // Path parameters are left to their own patterns: a path with NUL in it names nothing (404).
    if (!holdsUnstorable(request.query, 0) && !holdsUnstorable(request.body, 0)) return;
    const errors: FieldErrors = Object.create(null);
    for (const part of [request.query, request.body]) collectUnstorable(part, '', errors, 0);
    if (Object.keys(errors).length) throw invalid(errors);
  });
});

/**
 * Whether any string or key within is unstorable, building nothing on the way: every request
 * passes here, and a batch of events is thousands of keys (figure 8a); the paths are worked out
 * (collectUnstorable) only for the rare request that holds one.
 */
function holdsUnstorable(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return !storable(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) {
    for (const child of value) if (holdsUnstorable(child, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!storable(key) || holdsUnstorable((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

function collectUnstorable(value: unknown, path: string, errors: FieldErrors, depth: number): void {
  if (typeof value === 'string') {
    if (!storable(value)) errors[path || 'body'] = ['validation.unstorableText'];
    return;
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is removed
    if (!storable(key)) errors[childPath.replace(/\u0000/g, '')] = ['validation.unstorableText'];
    else collectUnstorable(child, childPath, errors, depth + 1);
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function storable(text: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(text);
}
