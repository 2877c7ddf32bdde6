/**
 * Database chores (`node apps/api/dist/cli.js` after `nx run api:build`; `npx tsx apps/api/src/cli.ts`
 * in development):
 *   cli.js migrate            apply pending migrations
 *   cli.js seed               seed the demo store into an empty, migrated database
 *                             (NODE_ENV=production: without the demo shopper)
 *   cli.js reset              drop every table, migrate, seed (refused in production)
 *   cli.js import <file.json> upsert brands, categories and products (README)
 *   cli.js import-photos <dir> give products the photos in a folder, named by SKU (README)
 *   cli.js demo-photos        draw the demo store's photographs into data/demo-photos (no database;
 *                             the first seed draws them too, so this only moves the wait earlier)
 * The database comes from DATABASE_URL (default sqlite:data/storefront.sqlite).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCliConfig } from './config';
import { openDatabase } from './catalog-reads/open-database';
import { dropAllTables, migrateToLatest } from './db/migrate';
import { folderMediaStore } from './media/media-store';
import { demoPhotosDir } from './paths';
import { ImportError, importCatalog } from './seed/import-catalog';
import { importPhotos } from './seed/import-photos';
import { seedDemoStore } from './seed/seed-demo-store';
import { demoPhotoSpecs, writeDemoPhotos } from './seed/photos/write-demo-photos';
import { useDemoPhotos } from './seed/use-demo-photos';

const USAGE = 'Usage: node apps/api/dist/cli.js (or tsx apps/api/src/cli.ts) reset | migrate | seed | import <file.json> | import-photos <folder> | demo-photos';

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

async function run(command: string | undefined, args: string[]): Promise<void> {
  if (!command || !['reset', 'migrate', 'seed', 'import', 'import-photos', 'demo-photos'].includes(command)) throw new Error(USAGE);
  if (command === 'demo-photos') {
    const { made, reused, ms } = await writeDemoPhotos(demoPhotoSpecs(), demoPhotosDir);
    console.log(`Demo photos in ${demoPhotosDir}: ${made} drawn, ${reused} kept, in ${(ms / 1000).toFixed(1)} s`);
    return;
  }
  const config = loadCliConfig();
  const database = openDatabase(config.databaseUrl);
  const { db } = database;
  console.log(`Database: ${redact(config.databaseUrl)}`);
  try {
    const started = Date.now();
    if (command === 'reset') {
      if (config.isProduction) throw new Error('Refusing to reset: NODE_ENV=production (it drops every table)');
      await dropAllTables(db);
      console.log('Dropped every table');
    }
    if (command !== 'import' && command !== 'import-photos') {
      const applied = await migrateToLatest(db);
      console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Migrations up to date');
    }
    if (command === 'reset' || command === 'seed') {
      // The demo shopper's password is public: a production store never gets that account or its wallet.
      const summary = await seedDemoStore(db, new Date(), { demoCustomer: !config.isProduction });
      console.log(
        `Seeded the demo store: ${summary.products} products, ${summary.variants} variants, ` +
          `${summary.categories} categories, ${summary.reviews} reviews, ${summary.cities} cities` +
          (config.isProduction ? ' (production: no demo shopper)' : ''),
      );
      const photos = await useDemoPhotos(db, folderMediaStore(config.mediaDir), demoPhotosDir);
      console.log(`Demo photos: ${photos.photos} (${photos.made} drawn now) in ${photos.seconds.toFixed(1)} s`);
    }
    if (command === 'import') {
      const file = args[0];
      if (!file) throw new Error(USAGE);
      const fullPath = path.resolve(process.cwd(), file);
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(fullPath, 'utf8'));
      } catch (error) {
        throw new Error(`Cannot read ${fullPath} as JSON: ${(error as Error).message}`);
      }
      const summary = await importCatalog(db, data);
      console.log(
        `Imported ${fullPath}: brands ${summary.brands.created} new / ${summary.brands.updated} updated, ` +
          `categories ${summary.categories.created} / ${summary.categories.updated}, ` +
          `products ${summary.products.created} / ${summary.products.updated}, ${summary.variants} variants`,
      );
    }
    if (command === 'import-photos') {
      const folder = args[0];
      if (!folder) throw new Error(USAGE);
      const summary = await importPhotos(db, folderMediaStore(config.mediaDir), path.resolve(process.cwd(), folder));
      console.log(`Imported ${summary.pictures} photos for ${summary.products} products`);
      if (summary.unmatched.length > 0) console.log(`No product has the SKU of: ${summary.unmatched.join(', ')}`);
      for (const { file, reason } of summary.refused) console.error(`Refused ${file}: ${reason}`);
      if (summary.refused.length > 0) process.exitCode = 1;
    }
    console.log(`Done in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof ImportError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
