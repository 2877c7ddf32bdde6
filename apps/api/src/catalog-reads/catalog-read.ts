import { htmlLang, type Locale } from '@storefront/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import { reuseCompressedCopies } from '../http/response-compression';
import { route, type RouteHandler } from '../http/route';

/**
 * Shoppers' browsers and any CDN keep catalogue answers but ask again every time (If-None-Match):
 * stock and prices must never show stale, and a revalidation costs one cached lookup and a 304.
 */
export const CATALOG_CACHE_CONTROL = 'no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

/** If-None-Match holds the ETag (weak comparison: `W/` ignored) or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The response cache's key: the same URL in two languages is two answers. */
export function catalogCacheKey(locale: Locale, url: string): string {
  return `${locale} ${url}`;
}

/**
 * Wraps a public catalogue read whose answer depends only on the URL, the request's language and the
 * database (never on who asks): the body is serialised once per catalogue revision and language and
 * served from the app's response cache while the revision stands, with an ETag, `Cache-Control:
 * no-cache`, `Content-Language` and `Vary: Accept-Language` (a shared cache keeps one copy per
 * language), and compressed at most once per content coding; a matching If-None-Match answers 304 with
 * no body. Errors (404 and the like) are never cached.
 */
export function catalogRead<T extends RouteGenericInterface>(app: FastifyInstance, handler: RouteHandler<T>): RouteHandler<T> {
  return async (request: FastifyRequest<T>, reply: FastifyReply) => {
    // Read before the data: an entry is then never older than the revision it is stored under.
    const revision = await app.database.revision.read();
    const key = catalogCacheKey(request.locale, request.url);
    const entry = app.catalogCache.get(key, revision) ?? app.catalogCache.set(key, revision, JSON.stringify(await handler(request, reply)));
    reply.header('cache-control', CATALOG_CACHE_CONTROL).header('etag', entry.etag);
    reply.header('content-language', htmlLang(request.locale)).header('vary', 'accept-language');
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    // The compression hook takes the entry's compressed copy instead of compressing on every request.
    reuseCompressedCopies(reply, entry.compressed);
    // Bytes with a JSON type are sent as they are: Fastify does not serialise them again.
    return reply.type(JSON_TYPE).send(entry.body);
  };
}

/**
 * Registers a public catalogue read (see `catalogRead`): cached per catalogue revision, with an ETag,
 * and without looking up the caller, whose identity cannot change the answer.
 */
export function catalogRoute<T extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  operationId: string,
  handler: RouteHandler<T>,
): void {
  route<T>(app, operationId, catalogRead(app, handler), { ignoresCaller: true });
}
