import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MAX_IMAGE_BYTES } from '../media/image-limits';
import { ImageRejectedError, imageSetUrls, ingestImage } from '../media/ingest-image';
import type { MediaStore } from '../media/media-store';

export interface PhotoImportSummary {
  /** Products whose pictures were replaced. */
  products: number;
  pictures: number;
  /** Files that are not usable images, each with the reason. */
  refused: { file: string; reason: string }[];
  /** Files whose name matches no product's SKU. */
  unmatched: string[];
}

/** `SKU.jpg`, or `SKU-2.jpg` / `SKU_2.jpg` for a product's further pictures. */
const NUMBERED = /^(.*)[-_ ](\d{1,3})$/;

/** The product a file is for and its place among that product's files (the plain `SKU.jpg` first). */
function matchFile(file: string, skus: Set<string>): { sku: string; order: number } | null {
  const base = path.parse(file).name;
  if (skus.has(base)) return { sku: base, order: 0 };
  const numbered = NUMBERED.exec(base);
  return numbered && skus.has(numbered[1]) ? { sku: numbered[1], order: Number(numbered[2]) } : null;
}

/**
 * Gives products the photos in a folder, matched by file name to the product's SKU (`TEE-01.jpg`,
 * `TEE-01-2.jpg`, ...), in name order, the first being the main picture. A product's pictures are
 * replaced only when at least one of its files was taken. A file that is not a usable image is reported by
 * name with the reason, and the others are still imported.
 */
export async function importPhotos(db: Kysely<Database>, store: MediaStore, folder: string): Promise<PhotoImportSummary> {
  const products = await db.selectFrom('products').select(['id', 'sku', 'name']).execute();
  const bySku = new Map(products.map((product) => [product.sku, product]));
  const skus = new Set(bySku.keys());
  const files = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();

  const summary: PhotoImportSummary = { products: 0, pictures: 0, refused: [], unmatched: [] };
  const matched: { file: string; sku: string; order: number }[] = [];
  for (const file of files) {
    const match = matchFile(file, skus);
    if (match) matched.push({ file, ...match });
    else summary.unmatched.push(file);
  }
  matched.sort((a, b) => a.sku.localeCompare(b.sku) || a.order - b.order);

  const taken = new Map<string, string[]>();
  for (const { file, sku } of matched) {
    const full = path.join(folder, file);
    try {
      const { size } = await stat(full);
      if (size > MAX_IMAGE_BYTES) {
        throw new ImageRejectedError(`The file is ${(size / 1048576).toFixed(1)} MB; images may be at most ${MAX_IMAGE_BYTES / 1048576} MB.`);
      }
      const record = await ingestImage(db, store, await readFile(full));
      taken.set(sku, [...(taken.get(sku) ?? []), record.id]);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      summary.refused.push({ file, reason: error.message });
    }
  }

  await db.transaction().execute(async (trx) => {
    for (const [sku, ids] of taken) {
      const product = bySku.get(sku) as { id: number; name: string };
      await trx.deleteFrom('product_images').where('product_id', '=', product.id).execute();
      await trx
        .insertInto('product_images')
        .values(ids.map((id, position) => {
          const urls = imageSetUrls(id);
          return { product_id: product.id, url: urls.large, ...urls, alt: product.name, position };
        }))
        .execute();
      summary.products++;
      summary.pictures += ids.length;
    }
  });
  return summary;
}
