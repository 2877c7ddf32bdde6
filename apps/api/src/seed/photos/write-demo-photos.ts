import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildCatalog } from '../build-catalog';
import { BANNERS, COLLECTIONS } from '../data/store-content';
import { BANNER_ICONS, COLLECTION_ICONS } from '../demo-images';
import { DEMO_PHOTO_VERSION, renderDemoPhoto, type DemoPhotoSpec } from './demo-photo';

/** File name without extension: the SVG tile's name without `.svg` ('banner-1', 'category-electronics'). */
function keyOf(file: string): string {
  return (file.split('/').pop() as string).replace(/\.svg$/, '');
}

/**
 * One photo per product image (both of each product's pictures), category, banner and collection of the
 * demo store; the key of each is its SVG tile's file name without `.svg`, so `/assets/images/<key>.svg`
 * maps to the photo.
 */
export function demoPhotoSpecs(): DemoPhotoSpec[] {
  const specs: DemoPhotoSpec[] = [];
  for (const image of buildCatalog(new Date(0)).images) {
    if (image.kind === 'product') specs.push({ key: keyOf(image.file), kind: 'product', title: image.title, icon: image.icon, alternate: image.alternate === true });
    else if (image.kind === 'category') specs.push({ key: keyOf(image.file), kind: 'category', title: image.title, icon: image.icon });
  }
  BANNERS.forEach((banner, index) => {
    specs.push({ key: keyOf(banner.image), kind: 'banner', title: banner.title, icon: BANNER_ICONS[index % BANNER_ICONS.length] });
  });
  COLLECTIONS.forEach((collection, index) => {
    specs.push({ key: `collection-${collection.slug}`, kind: 'collection', title: collection.name, icon: COLLECTION_ICONS[index % COLLECTION_ICONS.length] });
  });
  return specs;
}

export function demoPhotoFile(dir: string, key: string): string {
  return path.join(dir, `${key}-v${DEMO_PHOTO_VERSION}.jpg`);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/**
 * Writes `<dir>/<key>-v<DEMO_PHOTO_VERSION>.jpg` for each spec, keeping the files an earlier call wrote
 * (the photos depend only on the spec and the version). Each file is written under a temporary name in
 * the same directory and renamed into place, so a killed start never leaves half a photo.
 *
 * Renders run `concurrency` at a time (default: one per core). The JavaScript part of a render (mixing
 * the layers) runs on the main thread; librsvg and the JPEG encoder, about as long, run in libuv's
 * thread pool, so two renders at a time keep two cores busy without worker threads.
 */
export async function writeDemoPhotos(
  specs: DemoPhotoSpec[],
  dir: string,
  options: { concurrency?: number } = {},
): Promise<{ files: Map<string, string>; made: number; reused: number; ms: number }> {
  const started = performance.now();
  await mkdir(dir, { recursive: true });
  const files = new Map<string, string>();
  const missing: DemoPhotoSpec[] = [];
  let reused = 0;
  for (const spec of specs) {
    if (files.has(spec.key)) continue;
    const file = demoPhotoFile(dir, spec.key);
    files.set(spec.key, file);
    if (await exists(file)) reused++;
    else missing.push(spec);
  }

  let next = 0;
  let made = 0;
  const worker = async () => {
    while (next < missing.length) {
      const spec = missing[next++];
      const file = files.get(spec.key) as string;
      const jpeg = await renderDemoPhoto(spec);
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, jpeg);
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
      made++;
    }
  };
  const concurrency = Math.max(1, Math.min(options.concurrency ?? os.availableParallelism(), missing.length));
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { files, made, reused, ms: Math.round(performance.now() - started) };
}
