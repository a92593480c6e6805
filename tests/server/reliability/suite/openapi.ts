import type { FastifyInstance } from 'fastify';

/** A JSON Schema node as the OpenAPI document serves it (OpenAPI 3.0 dialect). */
export type JsonSchema = Record<string, unknown>;

export interface Grant {
  page: string;
  action: string;
}

/** `x-atrium-access`: nobody, a session, a page action, or page actions any one of which grants. */
export type Access = 'public' | 'session' | Grant | Grant[];

/** The page actions an access rule names (none for public and session). */
export function grantsOf(access: Access): Grant[] {
  if (access === 'public' || access === 'session') return [];
  return Array.isArray(access) ? access : [access];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the served OpenAPI document: what the suite knows about a route. */
export interface Operation {
  /** `GET /api/commodities/{id}`: how exemptions and findings name a route. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{param}` placeholders. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
  access: Access;
  api: 'main' | 'boot';
  isWrite: boolean;
  /** `x-atrium-read-only`: a POST that only reads (its filters in a body); it must write nothing. */
  readOnly: boolean;
  /** True when the route takes a record id in its path. */
  takesId: boolean;
  /** `x-atrium-sale-scoped`: a shopping guide sees only its own sale_id's rows here. */
  saleScoped: boolean;
  /** `x-atrium-credential`: an `/app-api` route's caller names its merchant with a publishable key of this purpose. */
  credential?: { publishableKey: string };
  /** `x-atrium-view-id`: an `/app-api` route whose path's view id names what it opens (the public showroom), instead of a key. */
  viewId: boolean;
}

export interface ApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        'x-atrium-access'?: Access;
        'x-atrium-sale-scoped'?: boolean;
        'x-atrium-read-only'?: boolean;
        'x-atrium-credential'?: { publishableKey: string };
        'x-atrium-view-id'?: boolean;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Reads the document the server serves; every route it documents is one operation. */
export async function loadApiDocument(app: FastifyInstance): Promise<ApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`the OpenAPI document answered ${response.statusCode}`);
  return response.json() as ApiDocument;
}

export function operationsOf(document: ApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    // The documentation serves itself; it is public by design (API.md §6).
    if (path.startsWith('/api/docs')) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const access = operation['x-atrium-access'];
      if (access === undefined) throw new Error(`${method.toUpperCase()} ${path} documents no x-atrium-access`);
      const parameters = operation.parameters ?? [];
      const upper = method.toUpperCase() as Operation['method'];
      const pathParams = parameters.filter((p) => p.in === 'path');
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        pathParams,
        query: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        access,
        api: path.startsWith('/admin-api/') || path.startsWith('/app-api/') ? 'boot' : 'main',
        isWrite: upper !== 'GET' && operation['x-atrium-read-only'] !== true,
        readOnly: upper !== 'GET' && operation['x-atrium-read-only'] === true,
        takesId: pathParams.some((p) => p.name === 'id'),
        saleScoped: operation['x-atrium-sale-scoped'] === true,
        viewId: operation['x-atrium-view-id'] === true,
        ...(operation['x-atrium-credential'] ? { credential: operation['x-atrium-credential'] } : {}),
      });
    }
  }
  return operations;
}

/** Resolves `$ref: '#/components/schemas/x'` against the document. */
export function resolveRef(document: ApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = document.components?.schemas?.[name];
  if (!target) throw new Error(`unresolvable $ref ${ref}`);
  return resolveRef(document, target);
}

/** The collection a record route belongs to: `/api/materials/center/{id}/move` → `/api/materials/center`. */
export function collectionOf(path: string): string {
  return path.split('/{')[0];
}
