/**
 * Writes the demo store's images to apps/api/assets/images/ (SVG, no network), removing stale ones:
 *   npx tsx apps/api/src/seed/generate-images.ts
 * The files are committed; run this again after changing the catalogue outline or the drawings.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assetsDir } from '../paths';
import { demoImages } from './demo-images';

/** Each file must stay small: the whole store's images are committed to the repository. */
export const MAX_IMAGE_BYTES = 2048;

export function generateImages(dir: string = path.join(assetsDir, 'images')): { written: number; largest: number } {
  mkdirSync(dir, { recursive: true });
  const images = demoImages();
  const wanted = new Set(images.map((image) => image.file));
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.svg') && !wanted.has(file)) rmSync(path.join(dir, file));
  }
  let largest = 0;
  for (const image of images) {
    const bytes = Buffer.byteLength(image.svg);
    if (bytes > MAX_IMAGE_BYTES) throw new Error(`${image.file} is ${bytes} bytes, over ${MAX_IMAGE_BYTES}`);
    largest = Math.max(largest, bytes);
    writeFileSync(path.join(dir, image.file), image.svg);
  }
  return { written: images.length, largest };
}

if (require.main === module) {
  const { written, largest } = generateImages();
  console.log(`Wrote ${written} images to ${path.join(assetsDir, 'images')} (largest ${largest} bytes)`);
}
