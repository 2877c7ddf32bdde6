import formbody from '@fastify/formbody';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDatabase } from './catalog-reads/app-database';
import { DEFAULT_RESPONSE_CACHE_LIMITS, ResponseCache } from './catalog-reads/response-cache';
import type { AppConfig, HttpLimits } from './config';
import type { Database } from './db/schema';
import { installBodyParsers } from './http/body-parsers';
import { installAnswerLanguage } from './http/answer-language';
import { installErrorHandler } from './http/error-handler';
import { refuseDuplicateHost } from './http/host-header';
import { installRequestContext } from './http/request-context';
import { installRequestLocale } from './http/request-locale';
import { installResponseCompression } from './http/response-compression';
import { apiRoutes } from './routes';
import { sandboxRoutes } from './routes/sandbox';
import { createSenders } from './senders/create-senders';
import { createSearchEngine } from './search/create-search-engine';
import type { SearchEngine } from './search/search-engine';
import { scheduleOrphanDocumentSweep } from './uploads/orphan-documents';
import type { Senders } from './senders/types';
import { registerApiDocs } from './web/api-docs';
import { registerCrawlerFiles } from './web/crawlers/register-crawler-files';
import { registerSecurityHeaders } from './web/security-headers';
import { registerStaticAssets } from './web/static-assets';
import { DerivativeMaker } from './media/derivatives';
import { folderMediaStore } from './media/media-store';
import { registerMediaRoutes } from './media/media-routes';
import { registerStorefront } from './web/storefront';

/**
 * The body limit of every operation but registration (which raises it for documents, routes/auth.ts):
 * the contract's largest other body (an address or a review, its longest texts at their maximum length)
 * is a few kilobytes.
 */
export const BODY_LIMIT = 32 * 1024;

export interface BuildAppOptions {
  /** Opened by openDatabase; the caller closes it after the app. */
  database: AppDatabase;
  config: AppConfig;
  /** Defaults to the outbox (and SMTP for email when SMTP_URL is set). */
  senders?: Senders;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database with its read machinery (catalog-reads/app-database.ts). */
    database: AppDatabase;
    /** `database.db`, the app's Kysely handle. */
    db: Kysely<Database>;
    config: AppConfig;
    senders: Senders;
    /** Serialised catalogue reads by URL and catalogue revision (catalog-reads/catalog-read.ts). */
    catalogCache: ResponseCache;
    /** Text search of the catalogue, on the backend chosen at start-up (search/README.md). */
    searchEngine: SearchEngine;
  }
}

/**
 * The whole server: API areas under /api/v1 (validated against the contract), `/assets/*`, the payment
 * sandbox under `/sandbox/*`, robots.txt and the sitemaps, and the built storefront: every page path
 * answers its index.html with that page's head.
 */
export async function buildApp({ database, config, senders, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    logger,
    // Production logs at info, where Fastify writes two lines per request: serialising them is work on
    // every request of the hot path. Access logs are the proxy's or load balancer's job; errors (5xx)
    // are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-* decide the client address (rate limits) and the protocol (HSTS, payment return
    // URLs): believed only from the proxies TRUST_PROXY names, never from anyone by default.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    ...slowClientLimits(config.http),
  });

  app.decorate('database', database);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('senders', senders ?? createSenders(db, config));
  app.decorate('catalogCache', new ResponseCache({ ...DEFAULT_RESPONSE_CACHE_LIMITS, maxEntries: config.catalogCacheEntries }));
  app.decorate('searchEngine', createSearchEngine({ db: database.db, readPool: database.readPool }));

  await registerSecurityHeaders(app, config.paymentMode);
  installErrorHandler(app);
  refuseDuplicateHost(app);
  installRequestContext(app, db);
  installRequestLocale(app);
  installAnswerLanguage(app);
  installResponseCompression(app);
  installBodyParsers(app);
  // Multipart is registered per route, only where the contract declares it (http/route.ts).
  await app.register(formbody);

  for (const plugin of Object.values(apiRoutes)) await app.register(plugin);
  // The simulators sign with the configured secrets: in live mode they would mint real signatures.
  if (config.paymentMode === 'sandbox') await app.register(sandboxRoutes, { prefix: '/sandbox' });
  app.get('/healthz', async () => ({ status: 'ok' }));
  scheduleOrphanDocumentSweep(app);

  await registerCrawlerFiles(app);
  await registerApiDocs(app, { production: config.isProduction });
  await registerStaticAssets(app, config.storefrontDist, { production: config.isProduction });
  await registerMediaRoutes(app, new DerivativeMaker(folderMediaStore(config.mediaDir)));
  await registerStorefront(app, config.storefrontDist, { production: config.isProduction }, async () => {
    const settings = await db.selectFrom('store_settings').select('name').executeTakeFirst();
    return settings?.name ?? 'Storefront';
  });
  return app;
}

/**
 * A client that sends its headers or body slowly holds a socket and a parser: the headers must arrive
 * within `headersTimeoutMs` and the whole request within `requestTimeoutMs` (answered 408 and closed),
 * an idle socket closes after `connectionTimeoutMs`, and headers are capped. Node checks both time-outs
 * on an interval (30 s by default), so the interval follows the shorter one.
 */
function slowClientLimits(limits: HttpLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      maxHeaderSize: limits.maxHeaderSize,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(limits.headersTimeoutMs / 4))),
    },
  } satisfies FastifyHttpOptions<Server>;
}
