import type { AppConfig } from '../config';
import { ConfigError } from '../config';
import { openDatabase } from '../catalog-reads/open-database';
import { migrateToLatest } from '../db/migrate';
import { folderMediaStore } from '../media/media-store';
import { demoPhotosDir } from '../paths';
import { seedDemoStore } from '../seed/seed-demo-store';
import { useDemoPhotos } from '../seed/use-demo-photos';

/**
 * Migrates the database and, outside production, seeds the demo store on first start. Runs once per
 * start: in the only process, or in the cluster's primary before any worker serves (workers racing to
 * migrate or seed the same database would collide).
 */
export async function prepareDatabase(config: AppConfig): Promise<void> {
  const database = openDatabase(config.databaseUrl, { poolSize: 1 });
  const { db } = database;
  try {
    await migrateToLatest(db);
    const hasStore = await db.selectFrom('store_settings').select('id').executeTakeFirst();
    if (!hasStore && config.isProduction) {
      throw new ConfigError(
        'Refusing to start: the database has no store. Production never seeds on start; seed it once with ' +
          '`NODE_ENV=production node apps/api/dist/cli.js seed` (the catalogue without the demo shopper).',
      );
    }
    if (!hasStore) {
      // The demo shopper's password is public: it comes with the payment sandbox, never with real payments.
      const summary = await seedDemoStore(db, new Date(), { demoCustomer: config.paymentMode === 'sandbox' });
      console.log(`Seeded the demo store (${summary.products} products)`);
      const photos = await useDemoPhotos(db, folderMediaStore(config.mediaDir), demoPhotosDir);
      console.log(`Demo photos: ${photos.photos} (${photos.made} drawn now) in ${photos.seconds.toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}
