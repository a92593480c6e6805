import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIES } from '../../resources/constants.ts';

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
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
