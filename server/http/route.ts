import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublishableKeyPurpose } from '../tenancy/publishable-keys.ts';
import type { DocumentedMove } from '../../resources/engine/machines.ts';
import type { RouteAccess } from './access.ts';
import { apiKindOf, envelopeSchema, isApiPath, wrapSuccess } from './envelope.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type AnySchema = z.ZodType;

/**
 * A route's request schemas as Fastify sees them. Every key is present (undefined when the route
 * declares none, which Fastify treats as absent), so the zod type provider resolves each part.
 */
interface RequestSchemas<B, Q, P> extends FastifySchema {
  body: B;
  querystring: Q;
  params: P;
}

/**
 * The request a handler gets: body, query and params typed by the zod type provider from the
 * route's schemas (their parsed output; `unknown` for a part the route does not declare).
 */
export type RouteRequest<B, Q, P> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RequestSchemas<B, Q, P>,
  ZodTypeProvider
>;

export interface RouteSpec<B, Q, P, R extends AnySchema> {
  method: Method;
  url: string;
  access: RouteAccess;
  /** Lets a lapsed merchant through the gate (only for routes that reduce access, like logout). */
  allowLapsedMerchant?: boolean;
  /** The route's rows are a shopping guide's own (its sale_id) when a guide asks (ACCESS.md "Data scopes"). */
  saleScoped?: boolean;
  /** `/app-api` routes only: the purpose of the publishable key that names the caller's merchant (`request.keyHolder`). */
  publishableKey?: PublishableKeyPurpose;
  /** `/app-api` routes only, instead of a key: the `:viewuuid` of the path names what the caller opens (access.ts). */
  viewId?: boolean;
  /**
   * A POST that only reads (the spec's statistics queries take their filters in a body): it may
   * declare `read` access, documented as `x-atrium-read-only`, and the suite proves it writes nothing.
   */
  readOnly?: boolean;
  /** A record action's status moves (documentMoves), documented as `x-atrium-moves`. */
  moves?: readonly DocumentedMove[];
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
export function addRoute<
  B extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  P extends AnySchema | undefined = undefined,
  R extends AnySchema = AnySchema,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P, R>): void {
  const kind = apiKindOf(spec.url);
  app.withTypeProvider<ZodTypeProvider>().route<RouteGenericInterface, ContextConfigDefault, RequestSchemas<B, Q, P>>({
    method: spec.method,
    url: spec.url,
    config: {
      access: spec.access,
      allowLapsedMerchant: spec.allowLapsedMerchant ?? false,
      saleScoped: spec.saleScoped ?? false,
      ...(spec.publishableKey ? { publishableKey: spec.publishableKey } : {}),
      ...(spec.viewId ? { viewId: true } : {}),
      ...(spec.readOnly ? { readOnly: true } : {}),
      ...(spec.moves?.length ? { moves: spec.moves } : {}),
    },
    schema: declaredParts({
      summary: spec.summary,
      tags: spec.tags,
      // A part the route does not declare is left out (declaredParts); its type parameter then
      // defaults to undefined too, so these only drop the optional property's `| undefined`.
      body: spec.body as B,
      querystring: spec.querystring as Q,
      params: spec.params as P,
      response: { 200: envelopeSchema(kind, spec.response) },
    }),
    handler: async (request, reply) => {
      const data = await spec.handler(request, reply);
      // API.md fixes the success message as the literal "ok" in every language.
      return wrapSuccess(kind, data, 'ok');
    },
  });
}

/** The schema without the parts a route leaves undeclared: Fastify warns (FSTWRN001) about a part present but undefined. */
function declaredParts<S extends FastifySchema>(schema: S): S {
  return Object.fromEntries(Object.entries(schema).filter(([, part]) => part !== undefined)) as S;
}
