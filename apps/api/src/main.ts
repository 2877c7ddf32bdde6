/**
 * `node apps/api/dist/main.js` (built by `nx run api:build`; `npx tsx apps/api/src/main.ts` in
 * development): migrates the database (and, outside production, seeds it on first start), then serves
 * the API, the assets and the storefront on one origin. Production (NODE_ENV=production) refuses to
 * start without live payments and every provider secret (config.ts), and never seeds: `cli.js seed` does
 * that, on purpose, once. API_WORKERS=<n|auto> runs n worker processes on the one port (node's cluster):
 * the primary prepares the database once, then forks them.
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { openDatabase } from './catalog-reads/open-database';
import { runClusterPrimary } from './process/cluster-primary';
import { checkNodeSupport } from './process/node-support';
import { prepareDatabase } from './process/prepare-database';

async function serve(config: AppConfig, { announce }: { announce: boolean }): Promise<void> {
  const database = openDatabase(config.databaseUrl);
  const app = await buildApp({
    database,
    config,
    logger: { level: config.isProduction ? 'info' : 'warn' },
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (announce) console.log(`Storefront and API on ${config.publicUrl ?? `http://localhost:${port}`}`);

  const shutdown = async (signal: string) => {
    if (announce) console.log(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary) for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
  if (cluster.isPrimary) checkNodeSupport(config.isProduction);
  // A worker: the primary has migrated (and seeded) already.
  if (cluster.isWorker) return serve(config, { announce: false });
  await prepareDatabase(config);
  if (config.workers > 0) return runClusterPrimary(config.workers, config.publicUrl);
  return serve(config, { announce: true });
}

main().catch((error: unknown) => {
  // A refused configuration is the operator's to fix: the message says what, a stack trace adds nothing.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
