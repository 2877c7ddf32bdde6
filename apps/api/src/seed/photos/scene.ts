import type { IconKind } from '../data/catalog-tree';
import { Random, hashString } from '../random';
import { mix, PALETTE, shade, TABLES, WALLS } from './colours';
import { OBJECT_SHAPES } from './object-shapes';
import { TEXTURE_SIZE } from './textures';

/**
 * What a demo photo shows, decided before anything is drawn: wall and table, light, which objects stand
 * where and in which colours, and the texture crop. The layout is seeded by the photo's key, so the same
 * spec always gives the same scene.
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

export interface Scene {
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

/** The area the objects (and plinths) cover, in px, clipped to the photo: only this part is rasterised. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Plinth size in grid units of the object standing on it. */
export const PLINTH_HALF_WIDTH = 36;
export const PLINTH_HEIGHT = 24;

/** Mostly the colours the name hashes to, so the same name keeps its colours from photo to photo; now and then any. */
function paletteFor(name: string, random: Random): [string, string] {
  return random.chance(0.85) ? PALETTE[hashString(name) % PALETTE.length] : random.pick(PALETTE);
}

/** The scene for `spec` on a photo of width x height px (neither above TEXTURE_SIZE: the rest is the crop margin). */
export function layout(spec: DemoPhotoSpec, { width, height }: { width: number; height: number }): Scene {
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

export function objectsBox(scene: Scene): Box {
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
