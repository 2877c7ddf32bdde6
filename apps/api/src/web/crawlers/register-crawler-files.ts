import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from '../page-head/content-encoding';
import { siteOrigin } from '../page-head/site-origin';
import { robotsTxt } from './robots';
import { MAX_URLS_PER_SITEMAP, pagesSitemap, planSitemap, productsSitemap, sitemapIndex, wholeSitemap } from './sitemap';

/** Crawlers come back daily at most; an hour keeps a burst of them from rebuilding a large sitemap. */
const CRAWLER_FILE_CACHE = 'public, max-age=3600';

/**
 * `/robots.txt` and the sitemaps from the catalogue: `/sitemap.xml` is the whole site while it fits in
 * one file (50,000 URLs), else an index of `/sitemap-pages.xml` and `/sitemap-products-<n>.xml`.
 * Sitemaps stream from the database in batches and are compressed as the client accepts.
 */
export async function registerCrawlerFiles(app: FastifyInstance): Promise<void> {
  const origin = (request: FastifyRequest) => siteOrigin(request, app.config.publicUrl);
  const offered = app.config.offeredLocales;

  app.get('/robots.txt', async (request, reply) =>
    reply.header('cache-control', CRAWLER_FILE_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(origin(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const plan = await planSitemap(app.db, MAX_URLS_PER_SITEMAP, offered);
    const body = plan.productFiles === 0 ? wholeSitemap(app.db, origin(request), offered) : sitemapIndex(origin(request), plan);
    return sendXml(request, reply, body);
  });

  app.get('/sitemap-pages.xml', async (request, reply) => sendXml(request, reply, pagesSitemap(app.db, origin(request), offered)));

  app.get<{ Params: { file: string } }>('/sitemap-products-:file.xml', async (request, reply) => {
    const file = /^\d{1,6}$/.test(request.params.file) ? Number(request.params.file) : 0;
    const plan = await planSitemap(app.db, MAX_URLS_PER_SITEMAP, offered);
    if (file < 1 || file > plan.productFiles) {
      return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap');
    }
    return sendXml(request, reply, productsSitemap(app.db, origin(request), file, MAX_URLS_PER_SITEMAP, offered));
  });
}

function sendXml(request: FastifyRequest, reply: FastifyReply, parts: Iterable<string> | AsyncIterable<string>) {
  reply.header('cache-control', CRAWLER_FILE_CACHE).header('vary', 'accept-encoding').type('application/xml; charset=utf-8');
  const body = Readable.from(parts);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(body);
  // Streamed, so compressed as it goes; brotli at a middle quality keeps a large sitemap quick to build.
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.createGzip();
  body.on('error', (error) => compressor.destroy(error));
  return reply.header('content-encoding', encoding).send(body.pipe(compressor));
}
