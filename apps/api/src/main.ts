/**
 * `npx tsx apps/api/src/main.ts`: opens the database (creating, migrating and seeding it on first
 * start), then serves the API, the assets and the storefront on one origin.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedDemoStore } from './seed/seed-demo-store';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  await migrateToLatest(db);
  const hasStore = await db.selectFrom('store_settings').select('id').executeTakeFirst();
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
  console.error(error);
  process.exit(1);
});
