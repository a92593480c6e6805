import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PUBLISHABLE_KEY_HEADER, SESSION_COOKIES } from '../../resources/constants.ts';

/** The OpenAPI 3 document generated from the routes' zod schemas: `/api/docs/json`, UI at `/api/docs`. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Atrium API',
        version: '1.0.0',
        description:
          'Main API (/api): envelope {status_code, message, data}, HTTP status = status_code. Boot API (/admin-api, /app-api): envelope {code, msg, data}, always HTTP 200.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIES.seller },
          publishableKey: { type: 'apiKey', in: 'header', name: PUBLISHABLE_KEY_HEADER },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    // Each operation names the access rule its route declares (`x-atrium-access`: public, session
    // or {page, action}) and whether a guide sees only its own rows (`x-atrium-sale-scoped`), so
    // API clients, and the reliability suite generated from this document, know what every
    // route demands without reading the code. An `/app-api` route names the purpose of the
    // publishable key it takes (`x-atrium-credential`) and that key as its only security scheme, or
    // that the view id in its path names what it opens (`x-atrium-view-id`, no security scheme); a
    // POST that only reads says so (`x-atrium-read-only`); a record action lists the status moves it
    // makes (`x-atrium-moves`: field, source states, targets and who picks among them).
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const config = input.route.config as
        | { access?: unknown; saleScoped?: boolean; publishableKey?: string; viewId?: boolean; readOnly?: boolean; moves?: unknown[] }
        | undefined;
      if (config?.access === undefined) return transformed;
      const extensions = {
        'x-atrium-access': config.access,
        ...(config.saleScoped ? { 'x-atrium-sale-scoped': true } : {}),
        ...(config.readOnly ? { 'x-atrium-read-only': true } : {}),
        ...(config.moves?.length ? { 'x-atrium-moves': config.moves } : {}),
        ...(config.publishableKey ? { 'x-atrium-credential': { publishableKey: config.publishableKey }, security: [{ publishableKey: [] }] } : {}),
        ...(config.viewId ? { 'x-atrium-view-id': true, security: [] } : {}),
      };
      return { ...transformed, schema: { ...transformed.schema, ...extensions } as typeof transformed.schema };
    },
    // Emits the shared (recursive) schemas that operations point at with $ref.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
