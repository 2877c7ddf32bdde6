import sharp from 'sharp';
import type { IconKind } from '../data/catalog-tree';
import { Random, hashString } from '../random';
import { OBJECT_SHAPES, type Material } from './object-shapes';

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
 */

export interface DemoPhotoSpec {
  /** Stable name, e.g. 'product-voltix-neo-earbuds' (the file name without extension). */
  key: string;
  kind: 'product' | 'category' | 'banner' | 'collection';
  /** Product, category, banner or collection name. */
  title: string;
  icon: IconKind;
  /** The product's second photo: another angle, arrangement and background. */
  alternate?: boolean;
}

/** Bump when the drawing changes: it is part of the cached file names. */
export const DEMO_PHOTO_VERSION = 1;

export const DEMO_PHOTO_SIZES: Record<DemoPhotoSpec['kind'], { width: number; height: number }> = {
  product: { width: 2000, height: 2000 },
  category: { width: 2000, height: 2000 },
  banner: { width: 2400, height: 1000 },
  collection: { width: 2000, height: 1500 },
};

const JPEG_QUALITY = 86;

// ---------------------------------------------------------------------------------------------------------
// Colours

type Rgb = [number, number, number];

/** svg-art.ts's palette (saffron, teal, indigo, magenta, emerald, maroon, mustard, peacock, rose, olive, plum, coral) plus a few product colours. */
const PALETTE: [string, string][] = [
  ['#f59f00', '#e8590c'], ['#0ca678', '#087f5b'], ['#4c6ef5', '#364fc7'], ['#e64980', '#a61e4d'],
  ['#37b24d', '#2b8a3e'], ['#c92a2a', '#862e2e'], ['#fab005', '#d9480f'], ['#1098ad', '#0b7285'],
  ['#f06595', '#c2255c'], ['#74b816', '#5c940d'], ['#ae3ec9', '#862e9c'], ['#ff8787', '#e03131'],
  ['#495057', '#212529'], ['#e9ecef', '#adb5bd'], ['#a9825a', '#6f4e2f'], ['#3b5bdb', '#1c2f7a'],
];

/** Backdrop paper / wall tones: warm beige, cool grey, sage, blush, sand, slate blue, stone, clay. */
const WALLS = ['#e9e2d6', '#dfe2e5', '#d9e0d2', '#eeddd6', '#ebe0c9', '#d3dbe4', '#d8d4cd', '#e4cfc0'];
/** Table tops for the lifestyle scenes: oak, walnut, light ash, grey stone, terracotta, white marble. */
const TABLES = ['#b88a5c', '#7a5538', '#cdb594', '#9a9892', '#b9785a', '#dcd9d2'];

function hex(colour: string): Rgb {
  const n = parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function css([r, g, b]: Rgb): string {
  return `#${((1 << 24) | (Math.round(r) << 16) | (Math.round(g) << 8) | Math.round(b)).toString(16).slice(1)}`;
}

/** Towards white (amount > 0) or black (amount < 0). */
function shade(colour: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return css(hex(colour).map((c) => c + (target - c) * t) as Rgb);
}

function mix(a: string, b: string, t: number): string {
  const [x, y] = [hex(a), hex(b)];
  return css(x.map((c, i) => c + (y[i] - c) * t) as Rgb);
}

// ---------------------------------------------------------------------------------------------------------
// Textures: computed once per process, then cropped/flipped per photo.

/** Side of the square textures; every photo is at most this wide/high minus the crop margin. */
const TEXTURE_SIZE = 2600;

interface Textures {
  size: number;
  /** Paper / linen backdrop: light blotches, weave, fibres, grain. */
  wall: Int8Array;
  /** Wooden / stone table top: long streaks, blotches, grain. */
  table: Int8Array;
  /** The objects' surface: fine material texture and grain, a little unevenness. */
  object: Int8Array;
}

let texturesPromise: Promise<Textures> | undefined;

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

export function demoPhotoTextures(): Promise<Textures> {
  texturesPromise ??= buildTextures();
  return texturesPromise;
}

// ---------------------------------------------------------------------------------------------------------
// Scene layout

interface Placed {
  icon: IconKind;
  /** Top-left of the 100x100 grid, in px, and px per grid unit. */
  x: number;
  y: number;
  scale: number;
  /** Degrees, about the grid centre. */
  rotate: number;
  mirror: boolean;
  colours: [string, string];
  /** A cylinder plinth under the object (lifestyle arrangements). */
  plinth?: { colour: string };
}

interface Scene {
  width: number;
  height: number;
  wall: string;
  /** Table-top colour; undefined: a seamless paper sweep. */
  table?: string;
  /** Where the wall meets the table or where the sweep bends, px from the top. */
  horizon: number;
  /** Key light position (fractions of width and height). */
  light: [number, number];
  windowLight: boolean;
  objects: Placed[];
  /** Texture crop and flips (the same textures give every photo a different surface). */
  offset: [number, number];
  flip: [boolean, boolean];
}

function paletteFor(name: string, random: Random): [string, string] {
  return random.chance(0.85) ? PALETTE[hashString(name) % PALETTE.length] : random.pick(PALETTE);
}

function layout(spec: DemoPhotoSpec): Scene {
  const { width, height } = DEMO_PHOTO_SIZES[spec.kind];
  const random = new Random(hashString(`photo:${spec.key}`));
  const main = PALETTE[hashString(spec.title) % PALETTE.length];
  const lifestyle = spec.kind === 'banner' || spec.kind === 'collection' || spec.alternate === true || (spec.kind === 'category' && random.chance(0.5));
  const wall = random.pick(WALLS);
  const table = lifestyle ? random.pick(TABLES) : undefined;
  const horizon = Math.round(height * (lifestyle ? 0.56 + random.next() * 0.1 : 0.62 + random.next() * 0.08));
  const scene: Scene = {
    width,
    height,
    wall,
    table,
    horizon,
    light: [0.2 + random.next() * 0.25, 0.12 + random.next() * 0.2],
    windowLight: lifestyle && random.chance(0.7),
    objects: [],
    offset: [random.int(0, TEXTURE_SIZE - width), random.int(0, TEXTURE_SIZE - height)],
    flip: [random.chance(0.5), random.chance(0.5)],
  };
  const floorY = (fraction: number) => horizon + (height - horizon) * fraction;
  /** Places an object of `size` px (grid width) with its foot on the floor at (cx, floorY). */
  const place = (icon: IconKind, cx: number, footY: number, size: number, colours: [string, string], extra: Partial<Placed> = {}): Placed => {
    const scale = size / 100;
    const [fx, fy] = OBJECT_SHAPES[icon].foot;
    return { icon, x: cx - fx * scale, y: footY - fy * scale, scale, rotate: 0, mirror: false, colours, ...extra };
  };

  if (spec.kind === 'product' && !spec.alternate) {
    const size = width * (0.56 + random.next() * 0.12);
    const cx = width * (0.47 + random.next() * 0.06);
    scene.objects.push(place(spec.icon, cx, floorY(0.45 + random.next() * 0.15), size, main, { rotate: random.next() * 6 - 3 }));
  } else if (spec.kind === 'product') {
    // Another angle: mirrored, tilted, smaller, often on a plinth, off centre.
    const size = width * (0.42 + random.next() * 0.1);
    const cx = width * (random.chance(0.5) ? 0.4 : 0.6);
    const onPlinth = random.chance(0.6);
    const footY = floorY(0.35 + random.next() * 0.2);
    const plinthTop = footY - (size * PLINTH_HEIGHT) / 100;
    const plinth = random.chance(0.5) ? mix(wall, '#ffffff', 0.4) : shade(random.pick(WALLS), -0.05);
    scene.objects.push(
      place(spec.icon, cx, onPlinth ? plinthTop : footY, size, main, {
        rotate: random.next() * 16 - 8,
        mirror: true,
        plinth: onPlinth ? { colour: plinth } : undefined,
      }),
    );
  } else if (spec.kind === 'category' || spec.kind === 'collection') {
    const count = spec.kind === 'category' ? 3 : 2 + random.int(0, 1);
    const base = width * (spec.kind === 'category' ? 0.36 : 0.34);
    const slots = count === 3 ? [0.27, 0.73, 0.5] : [0.34, 0.66];
    slots.forEach((slot, index) => {
      const front = index === count - 1;
      const size = base * (front ? 1.15 : 0.9 + random.next() * 0.1);
      const colours = index === 0 ? main : paletteFor(`${spec.title}#${index}`, random);
      scene.objects.push(place(spec.icon, width * slot, floorY(front ? 0.62 : 0.3), size, colours, { rotate: random.next() * 10 - 5, mirror: random.chance(0.4) }));
    });
  } else {
    // Banner: a wide table top with the objects on the right, empty space for the title on the left.
    const size = height * (0.62 + random.next() * 0.1);
    scene.objects.push(place(spec.icon, width * 0.64, floorY(0.32), size * 0.7, paletteFor(`${spec.title}#2`, random), { mirror: true, rotate: random.next() * 8 - 4 }));
    scene.objects.push(place('leaf', width * 0.9, floorY(0.3) - (size * 0.5 * PLINTH_HEIGHT) / 100, size * 0.5, ['#51cf66', '#2b8a3e'], { plinth: { colour: shade(wall, -0.08) }, rotate: -6 }));
    scene.objects.push(place(spec.icon, width * 0.77, floorY(0.6), size, main, { rotate: random.next() * 6 - 3 }));
  }
  return scene;
}

// ---------------------------------------------------------------------------------------------------------
// Drawing

const MATERIAL_COLOURS: Record<Exclude<Material, 'body' | 'accent'>, [string, string]> = {
  dark: ['#4a4e55', '#16181b'],
  metal: ['#eef0f2', '#7c828a'],
  light: ['#fbf8f2', '#cfc8bb'],
};

function gradients(id: string, [from, to]: [string, string]): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0.85" y2="1">` +
    `<stop offset="0" stop-color="${shade(from, 0.28)}"/><stop offset="0.45" stop-color="${from}"/><stop offset="1" stop-color="${shade(to, -0.35)}"/></linearGradient>`
  );
}

/** The area the objects (and plinths) cover, in px, clipped to the photo: only this part is rasterised. */
interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

function objectsBox(scene: Scene): Box {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const object of scene.objects) {
    // The grid square rotated by up to ~10 degrees stays within 1.2x its size; plinths reach wider and lower.
    const s = object.scale;
    const extra = object.plinth ? PLINTH_HALF_WIDTH * s : 0;
    x0 = Math.min(x0, object.x - 12 * s - extra);
    x1 = Math.max(x1, object.x + 112 * s + extra);
    y0 = Math.min(y0, object.y - 12 * s);
    y1 = Math.max(y1, object.y + 112 * s + (object.plinth ? PLINTH_HEIGHT * s * 1.6 : 0));
  }
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  return { left, top, width: Math.min(scene.width, Math.ceil(x1)) - left, height: Math.min(scene.height, Math.ceil(y1)) - top };
}

/** Plinth size in grid units of the object standing on it. */
const PLINTH_HALF_WIDTH = 36;
const PLINTH_HEIGHT = 24;

/** The objects on a transparent canvas, full size, cropped to `box`. */
function objectsSvg(scene: Scene): string {
  const defs: string[] = [
    '<radialGradient id="gloss" cx="0.3" cy="0.22" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="shadeSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>',
  ];
  for (const [name, colours] of Object.entries(MATERIAL_COLOURS)) defs.push(gradients(name, colours));
  const body: string[] = [];
  scene.objects.forEach((object, index) => {
    const id = `b${index}`;
    defs.push(gradients(id, object.colours));
    defs.push(gradients(`a${index}`, [shade(object.colours[1], 0.45), shade(object.colours[1], -0.1)]));
    if (object.plinth) {
      const [fx, fy, half] = OBJECT_SHAPES[object.icon].foot;
      const s = object.scale;
      const cx = object.x + fx * s;
      const top = object.y + fy * s;
      const rx = PLINTH_HALF_WIDTH * s;
      const ry = rx * 0.22;
      const bottom = top + s * PLINTH_HEIGHT;
      defs.push(gradients(`p${index}`, [shade(object.plinth.colour, 0.1), shade(object.plinth.colour, -0.25)]));
      body.push(
        `<path d="M${cx - rx} ${top}v${bottom - top}a${rx} ${ry} 0 0 0 ${2 * rx} 0v${top - bottom}z" fill="url(#p${index})"/>` +
          `<path d="M${cx - rx} ${top}v${bottom - top}a${rx} ${ry} 0 0 0 ${2 * rx} 0v${top - bottom}z" fill="url(#shadeSide)"/>` +
          `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${shade(object.plinth.colour, 0.18)}"/>` +
          `<ellipse cx="${cx + rx * 0.08}" cy="${top + ry * 0.08}" rx="${half * s * 1.1}" ry="${half * s * 0.16}" fill="#000" opacity="0.22"/>`,
      );
    }
    const transform = `translate(${object.x.toFixed(1)} ${object.y.toFixed(1)}) scale(${object.scale.toFixed(3)}) rotate(${object.rotate.toFixed(2)} 50 50)${object.mirror ? ' translate(100 0) scale(-1 1)' : ''}`;
    const parts = OBJECT_SHAPES[object.icon].parts.map((part) => {
      const paint = part.material === 'body' ? `url(#${id})` : part.material === 'accent' ? `url(#a${index})` : `url(#${part.material})`;
      const edge = shade(part.material === 'body' ? object.colours[1] : MATERIAL_COLOURS[part.material === 'accent' ? 'dark' : part.material][1], -0.5);
      if (part.stroke) {
        return `<path d="${part.d}" fill="none" stroke="${edge}" stroke-opacity="0.6" stroke-width="${part.stroke + 0.8}" stroke-linecap="round" stroke-linejoin="round"/><path d="${part.d}" fill="none" stroke="${paint}" stroke-width="${part.stroke}" stroke-linecap="round" stroke-linejoin="round"/>`;
      }
      const gloss = part.gloss ? `<path d="${part.d}" fill="url(#gloss)"/><path d="${part.d}" fill="url(#shadeSide)"/>` : '';
      return `<path d="${part.d}" fill="${paint}" stroke="${edge}" stroke-opacity="0.45" stroke-width="0.7" stroke-linejoin="round"/>${gloss}`;
    });
    body.push(`<g transform="${transform}">${parts.join('')}</g>`);
  });
  const { left, top, width, height } = objectsBox(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

/** Backdrop, light, floor shadows and vignette: all smooth, so rendered at a quarter of the size and upscaled. */
const BACKDROP_SCALE = 4;

function backdropSvg(scene: Scene): string {
  const { width: w, height: h, wall, horizon } = scene;
  const hz = horizon / h;
  const defs: string[] = [];
  const body: string[] = [];
  if (scene.table) {
    defs.push(
      `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, -0.2)}"/><stop offset="1" stop-color="${shade(wall, 0.05)}"/></linearGradient>`,
      `<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(scene.table, -0.18)}"/><stop offset="0.25" stop-color="${scene.table}"/><stop offset="1" stop-color="${shade(scene.table, 0.12)}"/></linearGradient>`,
    );
    body.push(`<rect width="${w}" height="${horizon}" fill="url(#wall)"/><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#table)"/>`);
    body.push(`<rect y="${horizon}" width="${w}" height="${h * 0.006}" fill="#fff" opacity="0.25"/>`);
  } else {
    // A paper sweep: darker at the top, brightest where it bends, a touch darker towards the camera.
    defs.push(
      `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, -0.22)}"/><stop offset="${(hz * 0.8).toFixed(3)}" stop-color="${shade(wall, 0.04)}"/><stop offset="${Math.min(0.98, hz + 0.06).toFixed(3)}" stop-color="${shade(wall, 0.12)}"/><stop offset="1" stop-color="${shade(wall, -0.06)}"/></linearGradient>`,
    );
    body.push(`<rect width="${w}" height="${h}" fill="url(#wall)"/>`);
  }
  const [lx, ly] = scene.light;
  defs.push(
    `<radialGradient id="key" gradientUnits="userSpaceOnUse" cx="${lx * w}" cy="${ly * h}" r="${Math.max(w, h) * 0.75}"><stop offset="0" stop-color="#fff8ec" stop-opacity="0.42"/><stop offset="1" stop-color="#fff8ec" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="vignette" gradientUnits="userSpaceOnUse" cx="${w / 2}" cy="${h * 0.45}" r="${Math.hypot(w, h) * 0.55}"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></radialGradient>`,
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.5" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
  );
  if (scene.windowLight) {
    // Soft slanted light from a window falling across the wall and table.
    defs.push('<linearGradient id="window" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fffaf0" stop-opacity="0"/><stop offset="0.3" stop-color="#fffaf0" stop-opacity="0.22"/><stop offset="0.7" stop-color="#fffaf0" stop-opacity="0.22"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></linearGradient>');
    body.push(`<path d="M${w * 0.05} 0h${w * 0.3}l${w * 0.25} ${h}h${-w * 0.3}z" fill="url(#window)"/>`);
  }
  body.push(`<rect width="${w}" height="${h}" fill="url(#key)"/>`);
  for (const object of scene.objects) {
    const [fx, fy, half] = OBJECT_SHAPES[object.icon].foot;
    const s = object.scale;
    let cx = object.x + fx * s;
    let cy = object.y + fy * s;
    let rx = half * s * 1.3;
    if (object.plinth) {
      rx = PLINTH_HALF_WIDTH * s;
      cy += s * PLINTH_HEIGHT + rx * 0.2;
    }
    cx += rx * 0.18;
    // A wide soft shadow cast away from the light and a dark contact shadow.
    body.push(`<ellipse cx="${cx + rx * 0.25}" cy="${cy + rx * 0.02}" rx="${rx * 1.9}" ry="${rx * 0.42}" fill="url(#shadow)" opacity="0.55"/>`);
    body.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.05}" ry="${rx * 0.14}" fill="url(#shadow)"/>`);
  }
  body.push(`<rect width="${w}" height="${h}" fill="url(#vignette)"/>`);
  const sw = Math.round(w / BACKDROP_SCALE);
  const sh = Math.round(h / BACKDROP_SCALE);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

/** librsvg's raster of `svg` (its own width and height) as raw pixels. */
async function rasterise(svg: string, channels: 3 | 4): Promise<Raster> {
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

interface Raster {
  data: Buffer;
  width: number;
  height: number;
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
function compose(scene: Scene, textures: Textures, backdrop: Raster, objects: Raster, box: Box): Buffer {
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

/** The photo for `spec` as a JPEG; the same spec always gives the same bytes. */
export async function renderDemoPhoto(spec: DemoPhotoSpec): Promise<Buffer> {
  const scene = layout(spec);
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
