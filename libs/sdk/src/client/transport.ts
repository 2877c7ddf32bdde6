import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { STORAGE_KEYS, TOKEN_EXPIRED_MESSAGE } from '@storefront/domain';
import type { paths } from '../generated/schema';
import type { TokenStore } from '../tokens/token-store';
import { selectTokenHeaders } from './headers';
import { loggingMiddleware, type SdkLogger } from './logger';
import { operationAt } from './routes';

/** The typed openapi-fetch client every namespace shares. */
export type StorefrontClient = Client<paths>;

/**
 * Adds the token headers on every request, reading the tokens afresh each time (docs/product.md §7), and
 * applies the token-expiry rule: a response whose `meta.message` is "Token expired." removes auth_token
 * and tells the registered handler (docs/product.md §4).
 */
export function tokenMiddleware(tokenStore: TokenStore, onTokenExpired?: () => void): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const headers = selectTokenHeaders({
        policy: operationAt(request.method, schemaPath)?.tokens ?? 'none',
        path: schemaPath,
        authToken: tokenStore.get(STORAGE_KEYS.authToken),
        cartToken: tokenStore.get(STORAGE_KEYS.cartToken),
      });
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return request;
    },
    async onResponse({ response }) {
      // openapi-fetch's onError never sees 4xx/5xx, so the expiry check lives here.
      if (response.ok) return undefined;
      const body = await response
        .clone()
        .json()
        .catch(() => null);
      if (body?.meta?.message === TOKEN_EXPIRED_MESSAGE) {
        tokenStore.remove(STORAGE_KEYS.authToken);
        onTokenExpired?.();
      }
      return undefined;
    },
  };
}

/** The shopper's language: a BCP 47 tag, or a getter read on every request. */
export type LocaleOption = string | (() => string);

/**
 * Sends the shopper's language as `Accept-Language` on every request. That header is CORS-safelisted,
 * so a cross-origin call costs no preflight (a custom header would).
 */
export function localeMiddleware(locale: LocaleOption): Middleware {
  return {
    onRequest({ request }) {
      const value = typeof locale === 'function' ? locale() : locale;
      if (value) request.headers.set('accept-language', value);
      return request;
    },
  };
}

export interface TransportOptions {
  baseUrl: string;
  tokenStore: TokenStore;
  fetch?: typeof globalThis.fetch;
  onTokenExpired?: () => void;
  /** Sent as `Accept-Language` on every request. */
  locale?: LocaleOption;
  /** Logs every request (operation, method, path, status, duration; tokens redacted). */
  logger?: SdkLogger;
}

/** One openapi-fetch client with the token middleware (and the debug log when asked); no time-out (docs/product.md §7). */
export function createTransport({ baseUrl, tokenStore, fetch, onTokenExpired, locale, logger }: TransportOptions): StorefrontClient {
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/$/, ''),
    // Resolved per call so a fetch patched later (msw in tests, polyfills) is the one used.
    fetch: (request: Request) => (fetch ?? globalThis.fetch)(request),
  });
  client.use(tokenMiddleware(tokenStore, onTokenExpired));
  if (locale !== undefined) client.use(localeMiddleware(locale));
  // After the token middleware: the log shows the headers actually sent, redacted.
  if (logger) client.use(loggingMiddleware(logger));
  return client;
}
