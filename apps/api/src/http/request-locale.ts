import { LOCALE_QUERY_PARAM, requestLocale, type Locale } from '@storefront/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language a request is answered in (`?locale=`, else `Accept-Language`, else English; the
 * domain's `requestLocale`). Handlers write English; `http/answer-language.ts` answers the messages in it.
 */
export function resolveLocale(request: Pick<FastifyRequest, 'query' | 'headers'>): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const acceptLanguage = request.headers['accept-language'];
  return requestLocale(query?.[LOCALE_QUERY_PARAM], Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage);
}

/** `request.locale`, worked out the first time a handler reads it (most requests never do). */
export function installRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return resolveLocale(this);
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request is answered in; see `http/request-locale.ts`. */
    readonly locale: Locale;
  }
}
