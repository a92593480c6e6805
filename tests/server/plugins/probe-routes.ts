import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../../server/http/route.ts';

/** The text a handler's internal error carries; it must never reach a client. */
export const SECRET_ERROR = 'password=hunter2 at db host 10.0.0.1';

/** A strict, nested create body: the shape of a commodity with SKUs and attribute values. */
export const nestedBodySchema = z.strictObject({
  name: z.string().trim().min(2).max(20),
  skus: z.array(z.strictObject({ price: z.number().min(0), stock: z.number().int().optional() })),
  attributes: z.array(z.strictObject({ name: z.string().min(1), values: z.array(z.string()).min(1) })),
});

export const validNestedBody = { name: 'Sofa', skus: [{ price: 10 }], attributes: [{ name: 'colour', values: ['red'] }] };

/**
 * Test routes on both APIs, added through the same `addRoute` the modules use (so the envelope
 * and its response schema are real): a nested-body echo, a handler that throws an internal
 * error, and a handler whose answer does not match its response schema.
 */
export function addProbeRoutes(app: FastifyInstance): void {
  for (const prefix of ['/api/test', '/admin-api/test']) {
    addRoute(app, {
      method: 'POST',
      url: `${prefix}/nested`,
      access: 'public',
      summary: 'probe: nested body',
      tags: ['test'],
      body: nestedBodySchema,
      response: z.object({ name: z.string() }),
      handler: async (request) => ({ name: request.body.name }),
    });
    addRoute(app, {
      method: 'GET',
      url: `${prefix}/boom`,
      access: 'public',
      summary: 'probe: internal error',
      tags: ['test'],
      response: z.null(),
      handler: async () => {
        throw new Error(SECRET_ERROR);
      },
    });
    addRoute(app, {
      method: 'GET',
      url: `${prefix}/mismatch`,
      access: 'public',
      summary: 'probe: answer outside the response schema',
      tags: ['test'],
      response: z.object({ count: z.number() }),
      handler: async () => ({ count: SECRET_ERROR }) as unknown as { count: number },
    });
  }
}
