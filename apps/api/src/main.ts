/**
 * `npx tsx apps/api/src/main.ts`: opens the database (creating, migrating and, outside production,
 * seeding it on first start), then serves the API, the assets and the storefront on one origin.
 * Production (NODE_ENV=production) refuses to start without live payments and every provider secret
 * (config.ts), and never seeds: `cli.ts seed` does that, on purpose, once.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedDemoStore } from './seed/seed-demo-store';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  await migrateToLatest(db);
  const hasStore = await db.selectFrom('store_settings').select('id').executeTakeFirst();
  if (!hasStore && config.isProduction) {
    await db.destroy();
    throw new ConfigError(
      'Refusing to start: the database has no store. Production never seeds on start; seed it once with ' +
        '`NODE_ENV=production npx tsx apps/api/src/cli.ts seed` (the catalogue without the demo shopper).',
    );
  }
  if (!hasStore) {
    const summary = await seedDemoStore(db);
    console.log(`Seeded the demo store (${summary.products} products)`);
  }

  const app = await buildApp({
    db,
    config,
    logger: { level: config.isProduction ? 'info' : 'warn' },
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Storefront and API on ${config.publicUrl ?? `http://localhost:${port}`}`);

  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // A refused configuration is the operator's to fix: the message says what, a stack trace adds nothing.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
