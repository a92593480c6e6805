import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_COOKIE, type Language, pickLanguage, translate } from '../../resources/messages/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    /** Translates a message key into the request's language (API.md §1). */
    t(key: string, params?: Record<string, unknown>): string;
  }
}

/** Picks each request's language from the `atrium_lang` cookie, else Accept-Language. */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'en');
  app.decorateRequest('t', function (this: { language: Language }, key: string, params?: Record<string, unknown>) {
    return translate(this.language, key, params);
  });
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
  });
});
