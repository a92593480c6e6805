import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from './access.ts';
import { apiKindOf, envelopeSchema, isApiPath, wrapSuccess } from './envelope.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type AnySchema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteRequest<B, Q, P> extends Omit<FastifyRequest, 'body' | 'query' | 'params'> {
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
}

export interface RouteSpec<B, Q, P, R extends AnySchema> {
  method: Method;
  url: string;
  access: RouteAccess;
  /** Lets a lapsed merchant through the gate (only for routes that reduce access, like logout). */
  allowLapsedMerchant?: boolean;
  /** The route's rows are a shopping guide's own (its sale_id) when a guide asks (ACCESS.md "Data scopes"). */
  saleScoped?: boolean;
  summary: string;
  tags: string[];
  body?: B;
  querystring?: Q;
  params?: P;
  /** The schema of `data` inside the envelope. */
  response: R;
  handler: (request: RouteRequest<B, Q, P>, reply: FastifyReply) => Promise<z.input<R>>;
}

const NO_QUERY = z.strictObject({});

/**
 * Strict like every request schema (SECURITY.md §5): an API route that declares no query string
 * refuses one (422) rather than silently ignoring what a client meant to say. Registered at the
 * root, so routes added with `app.route` directly are covered too.
 */
export function requireStrictQueries(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.url.startsWith('/api/docs')) return;
    if (route.schema?.querystring) return;
    route.schema = { ...route.schema, querystring: NO_QUERY };
  });
}

/**
 * Registers one route with its access rule, request schemas and the envelope of its API around
 * the response schema, so the OpenAPI document and the serializer both see the real answer.
 */
export function addRoute<B extends AnySchema | undefined, Q extends AnySchema | undefined, P extends AnySchema | undefined, R extends AnySchema>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, P, R>,
): void {
  const kind = apiKindOf(spec.url);
  app.route({
    method: spec.method,
    url: spec.url,
    config: { access: spec.access, allowLapsedMerchant: spec.allowLapsedMerchant ?? false, saleScoped: spec.saleScoped ?? false },
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.querystring ? { querystring: spec.querystring } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      response: { 200: envelopeSchema(kind, spec.response) },
    },
    handler: async (request, reply) => {
      const data = await spec.handler(request as unknown as RouteRequest<B, Q, P>, reply);
      // API.md fixes the success message as the literal "ok" in every language.
      return wrapSuccess(kind, data, 'ok');
    },
  });
}
