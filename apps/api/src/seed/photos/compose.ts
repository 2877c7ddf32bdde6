import sharp from 'sharp';
import type { Box, Scene } from './scene';
import type { Textures } from './textures';

/**
 * From the scene's two SVGs to the photo's pixels: librsvg rasterises them, then one pass in JavaScript
 * over every pixel mixes the rasters with the textures.
 */

/** Raw pixels, 3 (RGB) or 4 (RGBA) bytes each, row by row. */
export interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

/** librsvg's raster of `svg` (its own width and height) as raw pixels. */
export async function rasterise(svg: string, channels: 3 | 4): Promise<Raster> {
  let image = sharp(Buffer.from(svg));
  image = channels === 3 ? image.flatten({ background: '#000' }) : image.ensureAlpha();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== channels) throw new Error(`unexpected raster ${info.width}x${info.height}x${info.channels}`);
  return { data, width: info.width, height: info.height };
}

/** Source index pairs and weights (0..256) for a bilinear stretch from `from` to `to` samples. */
function stretch(from: number, to: number): { i0: Int32Array; i1: Int32Array; f: Int32Array } {
  const i0 = new Int32Array(to);
  const i1 = new Int32Array(to);
  const f = new Int32Array(to);
  for (let i = 0; i < to; i++) {
    const s = Math.max(0, ((i + 0.5) * from) / to - 0.5);
    i0[i] = Math.min(from - 1, Math.floor(s));
    i1[i] = Math.min(from - 1, i0[i] + 1);
    f[i] = Math.round((s - Math.floor(s)) * 256);
  }
  return { i0, i1, f };
}

/** One backdrop row stretched to the photo's width: colour and the luminance + 48 that scales the texture. */
function stretchBackdropRow(backdrop: Raster, source: number, columns: ReturnType<typeof stretch>, colour: Int32Array, light: Int32Array): void {
  const data = backdrop.data;
  const base = source * backdrop.width * 3;
  const { i0, i1, f } = columns;
  for (let x = 0, q = 0; x < light.length; x++, q += 3) {
    const a = base + i0[x] * 3;
    const b = base + i1[x] * 3;
    const fb = f[x];
    const fa = 256 - fb;
    const r = (data[a] * fa + data[b] * fb) >> 8;
    const g = (data[a + 1] * fa + data[b + 1] * fb) >> 8;
    const bl = (data[a + 2] * fa + data[b + 2] * fb) >> 8;
    colour[q] = r;
    colour[q + 1] = g;
    colour[q + 2] = bl;
    light[x] = ((r * 77 + g * 150 + bl * 29) >> 8) + 48;
  }
}

/** Backdrop colour plus texture (texture x light / 256) for one output row. */
function backdropRow(out: Uint8ClampedArray, line: number, colour: Int32Array, light: Int32Array, texture: Int8Array, t: number, step: number): void {
  for (let x = 0, q = 0, p = line; x < light.length; x++, q += 3, p += 3, t += step) {
    const d = (texture[t] * light[x]) >> 8;
    out[p] = colour[q] + d;
    out[p + 1] = colour[q + 1] + d;
    out[p + 2] = colour[q + 2] + d;
  }
}

/** The objects' pixels of one row (RGBA, not premultiplied) laid over the output, with their texture. */
function objectRow(out: Uint8ClampedArray, p: number, data: Buffer, q: number, count: number, texture: Int8Array, t: number, step: number): void {
  for (let x = 0; x < count; x++, q += 4, p += 3, t += step) {
    const a = data[q + 3];
    if (a === 0) continue;
    const r = data[q];
    const g = data[q + 1];
    const b = data[q + 2];
    const d = (texture[t] * (((r * 77 + g * 150 + b * 29) >> 8) + 48)) >> 8;
    if (a === 255) {
      out[p] = r + d;
      out[p + 1] = g + d;
      out[p + 2] = b + d;
    } else {
      const rest = 255 - a;
      out[p] = ((r + d) * a + out[p] * rest) / 255;
      out[p + 1] = ((g + d) * a + out[p + 1] * rest) / 255;
      out[p + 2] = ((b + d) * a + out[p + 2] * rest) / 255;
    }
  }
}

/**
 * The one pass over every pixel, in JavaScript: stretches the backdrop (drawn at a quarter size: it is
 * smooth, so each of its rows is stretched once and used for the nearest output rows), applies its texture
 * (wall above the horizon, table below), then lays the objects (full size, their box only) over it with
 * their own texture. Texture is added to the luminance in proportion to the light: a surface's relief
 * shows in the light and disappears in shadow.
 */
export function compose(scene: Scene, textures: Textures, backdrop: Raster, objects: Raster, box: Box): Buffer {
  const { width: w, height: h } = scene;
  const out = new Uint8ClampedArray(w * h * 3);
  const n = textures.size;
  const [ox, oy] = scene.offset;
  const [flipX, flipY] = scene.flip;
  const step = flipX ? -1 : 1;
  const tableTexture = scene.table ? textures.table : textures.wall;
  const columns = stretch(backdrop.width, w);
  const colour = new Int32Array(w * 3);
  const light = new Int32Array(w);
  let colourRow = -1;
  for (let y = 0; y < h; y++) {
    const source = Math.min(backdrop.height - 1, Math.floor(((y + 0.5) * backdrop.height) / h));
    if (source !== colourRow) {
      stretchBackdropRow(backdrop, source, columns, colour, light);
      colourRow = source;
    }
    // Texture index of x = 0 in this row; x advances by `step`.
    const t = (flipY ? oy + h - 1 - y : oy + y) * n + (flipX ? ox + w - 1 : ox);
    backdropRow(out, y * w * 3, colour, light, y >= scene.horizon ? tableTexture : textures.wall, t, step);
    const objectY = y - box.top;
    if (objectY >= 0 && objectY < objects.height) {
      objectRow(out, (y * w + box.left) * 3, objects.data, objectY * objects.width * 4, objects.width, textures.object, t + box.left * step, step);
    }
  }
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}
