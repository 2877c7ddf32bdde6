import sharp from 'sharp';
import { compose, rasterise } from './compose';
import { layout, objectsBox, type DemoPhotoSpec } from './scene';
import { backdropSvg, objectsSvg } from './scene-svg';
import { demoPhotoTextures } from './textures';

/**
 * Raster "photographs" for the demo store, drawn on this machine (nothing is downloaded): a studio or
 * table-top scene with the catalogue icon's object, shaded, with a soft floor shadow, lit from the upper
 * left and vignetted, then textured at several scales (light blotches, paper/linen/wood texture, sensor
 * grain) so that the JPEG and every downscaled derivative have the size and entropy of a real photo.
 *
 * Cost per photo (one core): two small SVG renders by librsvg (backdrop at a quarter of the size, objects
 * at full size with no SVG filters), one pass in JavaScript that mixes them with the textures, and the JPEG
 * encode. The textures are computed once per process (a few hundred ms) and reused with a different crop,
 * flip and strength per photo.
 *
 * The steps, one file each: scene.ts lays the scene out, scene-svg.ts draws it as SVG, textures.ts makes
 * the textures, compose.ts mixes the rasters and textures into pixels; this file encodes the JPEG.
 */

export type { DemoPhotoSpec } from './scene';

/** Bump when the drawing changes: it is part of the cached file names. */
export const DEMO_PHOTO_VERSION = 1;

export const DEMO_PHOTO_SIZES: Record<DemoPhotoSpec['kind'], { width: number; height: number }> = {
  product: { width: 2000, height: 2000 },
  category: { width: 2000, height: 2000 },
  banner: { width: 2400, height: 1000 },
  collection: { width: 2000, height: 1500 },
};

const JPEG_QUALITY = 86;

/** The photo for `spec` as a JPEG; the same spec always gives the same bytes. */
export async function renderDemoPhoto(spec: DemoPhotoSpec): Promise<Buffer> {
  const scene = layout(spec, DEMO_PHOTO_SIZES[spec.kind]);
  const [textures, backdrop, objects] = await Promise.all([
    demoPhotoTextures(),
    rasterise(backdropSvg(scene), 3),
    rasterise(objectsSvg(scene), 4),
  ]);
  const box = objectsBox(scene);
  if (objects.width !== box.width || objects.height !== box.height) throw new Error(`objects raster ${objects.width}x${objects.height}, expected ${box.width}x${box.height}`);
  const pixels = compose(scene, textures, backdrop, objects, box);
  return sharp(pixels, { raw: { width: scene.width, height: scene.height, channels: 3 } }).jpeg({ quality: JPEG_QUALITY, optimiseCoding: false }).toBuffer();
}
