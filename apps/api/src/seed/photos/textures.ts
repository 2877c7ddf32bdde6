import sharp from 'sharp';

/**
 * The surface textures that make a drawn scene look photographed: noise at several scales (light
 * blotches, paper/linen weave and fibres, wood streaks) plus sensor grain, summed into one signed byte per
 * pixel. Computing them takes a few hundred ms, so it happens once per process; every photo then uses a
 * different crop and flip of the same three textures.
 */

/** Side of the square textures; every photo is at most this wide/high minus the crop margin. */
export const TEXTURE_SIZE = 2600;

export interface Textures {
  size: number;
  /** Paper / linen backdrop: light blotches, weave, fibres, grain. */
  wall: Int8Array;
  /** Wooden / stone table top: long streaks, blotches, grain. */
  table: Int8Array;
  /** The objects' surface: fine material texture and grain, a little unevenness. */
  object: Int8Array;
}

/** Uniform noise bytes from a fixed seed (xorshift32: four bytes per step). */
function noiseBytes(count: number, seed: number): Uint8Array {
  const out = new Uint8Array(count);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < count; i += 4) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = s;
    out[i + 1] = s >>> 8;
    out[i + 2] = s >>> 16;
    out[i + 3] = s >>> 24;
  }
  return out;
}

/**
 * Noise drawn at width x height, smoothed (cubic) up to at most `TEXTURE_STEP` px on a side, with zero mean
 * and unit deviation; `accumulate` then stretches it bilinearly to the texture size.
 */
interface Layer {
  data: Float32Array;
  width: number;
  height: number;
}

const TEXTURE_STEP = 650;

async function smoothNoise(width: number, height: number, seed: number): Promise<Layer> {
  const small = noiseBytes(width * height, seed);
  const [w, h] = [Math.min(TEXTURE_STEP, width * 8), Math.min(TEXTURE_STEP, height * 8)];
  const data = w === width && h === height ? small : await sharp(small, { raw: { width, height, channels: 1 } }).resize(w, h, { fit: 'fill', kernel: 'cubic' }).extractChannel(0).raw().toBuffer();
  return { data: normalised(data), width: w, height: h };
}

function normalised(bytes: Uint8Array): Float32Array {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < bytes.length; i++) {
    sum += bytes[i];
    squares += bytes[i] * bytes[i];
  }
  const mean = sum / bytes.length;
  const deviation = Math.sqrt(squares / bytes.length - mean * mean) || 1;
  const out = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = (bytes[i] - mean) / deviation;
  return out;
}

/** Adds `weight` x `layer`, stretched bilinearly to TEXTURE_SIZE x TEXTURE_SIZE, to `target`. */
function accumulate(target: Float32Array, layer: Layer, weight: number): void {
  const n = TEXTURE_SIZE;
  const { data, width, height } = layer;
  const x0 = new Int32Array(n);
  const x1 = new Int32Array(n);
  const fx = new Float32Array(n);
  for (let x = 0; x < n; x++) {
    const sx = Math.max(0, ((x + 0.5) * width) / n - 0.5);
    x0[x] = Math.min(width - 1, Math.floor(sx));
    x1[x] = Math.min(width - 1, x0[x] + 1);
    fx[x] = sx - Math.floor(sx);
  }
  for (let y = 0; y < n; y++) {
    const sy = Math.max(0, ((y + 0.5) * height) / n - 0.5);
    const r0 = Math.min(height - 1, Math.floor(sy)) * width;
    const r1 = Math.min(height - 1, Math.floor(sy) + 1) * width;
    const fy = sy - Math.floor(sy);
    const w0 = weight * (1 - fy);
    const w1 = weight * fy;
    const row = y * n;
    for (let x = 0; x < n; x++) {
      const a = data[r0 + x0[x]] + (data[r0 + x1[x]] - data[r0 + x0[x]]) * fx[x];
      const b = data[r1 + x0[x]] + (data[r1 + x1[x]] - data[r1 + x0[x]]) * fx[x];
      target[row + x] += a * w0 + b * w1;
    }
  }
}

/** Grain at full resolution (the sum of two uniform bytes, triangular), `weight` x unit deviation, quantised. */
function withGrain(target: Float32Array, seed: number, weight: number): Int8Array {
  const a = noiseBytes(target.length, seed);
  const b = noiseBytes(target.length, seed ^ 0x9e3779b9);
  const scale = weight / (73.9 * Math.SQRT2);
  const out = new Int8Array(target.length);
  for (let i = 0; i < target.length; i++) {
    const v = target[i] + (a[i] + b[i] - 255) * scale;
    out[i] = v > 127 ? 127 : v < -127 ? -127 : v;
  }
  return out;
}

async function texture(layers: [Promise<Layer>, number][], grainSeed: number, grainWeight: number): Promise<Int8Array> {
  const target = new Float32Array(TEXTURE_SIZE * TEXTURE_SIZE);
  for (const [layer, weight] of layers) accumulate(target, await layer, weight);
  return withGrain(target, grainSeed, grainWeight);
}

async function buildTextures(): Promise<Textures> {
  const n = TEXTURE_SIZE;
  const blotchBig = smoothNoise(14, 14, 11);
  const blotchMid = smoothNoise(52, 52, 12);
  const paper = smoothNoise(n / 4, n / 4, 13);
  const fibres = smoothNoise(n / 8, n / 8, 14);
  const weaveH = smoothNoise(n / 40, n / 4, 15);
  const weaveV = smoothNoise(n / 4, n / 40, 16);
  const streaks = smoothNoise(n / 100, n / 5, 17);
  const bands = smoothNoise(8, n / 26, 18);
  const wall = await texture([[blotchBig, 5], [blotchMid, 3], [paper, 8], [fibres, 7], [weaveH, 4], [weaveV, 4]], 20, 6);
  const table = await texture([[blotchBig, 6], [blotchMid, 3], [streaks, 10], [bands, 7], [paper, 5]], 21, 6);
  const object = await texture([[blotchMid, 4], [fibres, 4], [paper, 5]], 22, 6);
  return { size: n, wall, table, object };
}

let texturesPromise: Promise<Textures> | undefined;

/** The textures, built on the first call and shared by every later one. */
export function demoPhotoTextures(): Promise<Textures> {
  texturesPromise ??= buildTextures();
  return texturesPromise;
}
