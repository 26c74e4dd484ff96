import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, languageFromHeader, type Language } from '@ergo/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the language of every message this request answers with (Accept-Language, default en) */
    lang: Language;
  }
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
  });
}
