import { readFile } from 'node:fs/promises';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { imageSetUrls, ingestImage } from '../media/ingest-image';
import type { MediaStore } from '../media/media-store';
import { imageUrl } from './build-catalog';
import { demoPhotoSpecs, writeDemoPhotos } from './photos/write-demo-photos';

export interface DemoPhotosSummary {
  photos: number;
  /** Photos drawn now; the rest were kept from an earlier start. */
  made: number;
  seconds: number;
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Gives the seeded demo store photographs instead of its SVG tiles: each product, category, banner and
 * collection picture is drawn once into `photosDir` (kept between starts), taken into the image pipeline,
 * and every row that named the tile names the photo. Brand logos stay SVG.
 */
export async function useDemoPhotos(db: Kysely<Database>, store: MediaStore, photosDir: string): Promise<DemoPhotosSummary> {
  const started = Date.now();
  const specs = demoPhotoSpecs();
  const { files, made } = await writeDemoPhotos(specs, photosDir);
  const ids = await inParallel(specs, os.availableParallelism(), async (spec) => {
    const record = await ingestImage(db, store, await readFile(files.get(spec.key) as string));
    return [imageUrl(`${spec.key}.svg`), record.id] as const;
  });
  await db.transaction().execute(async (trx) => {
    for (const [tile, id] of ids) {
      const urls = imageSetUrls(id);
      await trx.updateTable('product_images').set({ ...urls, url: urls.large }).where('large', '=', tile).execute();
      await trx.updateTable('categories').set({ image: urls.large }).where('image', '=', tile).execute();
      await trx.updateTable('banners').set({ image: urls.large }).where('image', '=', tile).execute();
      await trx.updateTable('collections').set({ image: urls.large }).where('image', '=', tile).execute();
      await trx.updateTable('order_items').set({ product_image: urls.thumbnail }).where('product_image', '=', tile).execute();
    }
  });
  return { photos: specs.length, made, seconds: (Date.now() - started) / 1000 };
}
