import type { IconKind } from '../data/catalog-tree';

/**
 * Solid versions of svg-art.ts's line icons (same 100x100 grid, same outlines), for the demo photos.
 * Each part is drawn filled with a shaded gradient (`body`: the palette colour, `dark`: a near-black
 * material such as a phone frame or a strap, `metal`: brushed grey, `light`: an off-white such as a sole,
 * pages or a label), or stroked when it is a thin part of the object (a lamp's pole, a cup's handle).
 */
export type Material = 'body' | 'dark' | 'metal' | 'light' | 'accent';

export interface ShapePart {
  d: string;
  material: Material;
  /** A thin part drawn as a thick stroke of this width instead of a fill. */
  stroke?: number;
  /** Whether the part gets the glossy highlight (broad solid surfaces). */
  gloss?: boolean;
}

export interface ObjectShape {
  parts: ShapePart[];
  /** Where the object touches the floor (grid units), for its shadow: centre x, y and half width. */
  foot: [number, number, number];
}

const rect = (x: number, y: number, w: number, h: number, r = 0): string =>
  r === 0
    ? `M${x} ${y}h${w}v${h}h${-w}z`
    : `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}z`;
const circle = (cx: number, cy: number, r: number): string => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

export const OBJECT_SHAPES: Record<IconKind, ObjectShape> = {
  device: {
    parts: [
      { d: rect(28, 8, 44, 84, 8), material: 'dark', gloss: true },
      { d: rect(31, 13, 38, 63, 3), material: 'body', gloss: true },
      { d: 'M44 84h12', material: 'metal', stroke: 2.5 },
    ],
    foot: [50, 92, 22],
  },
  headphones: {
    parts: [
      { d: 'M18 62V50a32 32 0 0 1 64 0v12', material: 'body', stroke: 7 },
      { d: rect(12, 58, 16, 28, 6), material: 'body', gloss: true },
      { d: rect(72, 58, 16, 28, 6), material: 'body', gloss: true },
      { d: rect(24, 61, 6, 22, 3), material: 'dark' },
      { d: rect(70, 61, 6, 22, 3), material: 'dark' },
    ],
    foot: [50, 86, 40],
  },
  shirt: {
    parts: [
      { d: 'M34 10 14 24l10 18 10-6v54h32V36l10 6 10-18-20-14c-2 8-8 12-16 12S36 18 34 10z', material: 'body', gloss: true },
      { d: 'M34 10c2 8 8 12 16 12s14-4 16-12', material: 'accent', stroke: 2.5 },
      { d: circle(50, 40, 1.6) + circle(50, 52, 1.6) + circle(50, 64, 1.6) + circle(50, 76, 1.6), material: 'light' },
    ],
    foot: [50, 90, 18],
  },
  shoe: {
    parts: [
      { d: 'M8 72V42l22 4 14 12 40 8c6 1 10 6 10 12v0H8z', material: 'body', gloss: true },
      { d: 'M8 72h86v4c0 3-2 5-5 5H12c-2 0-4-2-4-4z', material: 'light' },
      { d: 'M32 50l6 -4M37 55l6-4M42 59l6-3', material: 'light', stroke: 2 },
    ],
    foot: [51, 81, 44],
  },
  saree: {
    parts: [
      { d: 'M30 10h40l-6 30 14 50H22l14-50z', material: 'body', gloss: true },
      { d: 'M36 38h28l2 6H34zM24 72h52l2 8H22z', material: 'accent' },
    ],
    foot: [50, 90, 28],
  },
  pot: {
    parts: [
      { d: 'M14 40h72v14a36 30 0 0 1-72 0z', material: 'body', gloss: true },
      { d: 'M16 40c4-8 18-12 34-12s30 4 34 12z', material: 'metal', gloss: true },
      { d: 'M6 40h88', material: 'metal', stroke: 5 },
      { d: rect(42, 21, 16, 8, 4), material: 'dark', gloss: true },
    ],
    foot: [50, 84, 30],
  },
  lamp: {
    parts: [
      { d: 'M50 48v36', material: 'metal', stroke: 4 },
      { d: 'M30 12h40l12 36H18z', material: 'body', gloss: true },
      { d: 'M30 86a20 5 0 0 1 40 0v2H30z', material: 'dark', gloss: true },
    ],
    foot: [50, 88, 22],
  },
  jar: {
    parts: [
      { d: rect(24, 26, 52, 64, 10), material: 'body', gloss: true },
      { d: rect(30, 12, 40, 15, 3), material: 'metal', gloss: true },
      { d: rect(24, 48, 52, 22), material: 'light' },
    ],
    foot: [50, 90, 26],
  },
  leaf: {
    parts: [
      { d: 'M18 82C18 40 44 16 86 14c0 42-24 68-68 68z', material: 'body', gloss: true },
      { d: 'M18 82 60 40', material: 'light', stroke: 2 },
    ],
    foot: [30, 84, 16],
  },
  cup: {
    parts: [
      { d: 'M72 40h6a10 10 0 0 1 0 20h-6', material: 'body', stroke: 5 },
      { d: 'M16 34h56v26a24 24 0 0 1-24 24h-8a24 24 0 0 1-24-24z', material: 'body', gloss: true },
      { d: 'M16 34h56v4H16z', material: 'light' },
    ],
    foot: [46, 84, 26],
  },
  bottle: {
    parts: [
      { d: 'M40 8h20v16l8 10v52a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6V34l8-10z', material: 'body', gloss: true },
      { d: rect(40, 6, 20, 8, 2), material: 'dark' },
      { d: rect(32, 50, 36, 22), material: 'light' },
    ],
    foot: [50, 92, 18],
  },
  ball: {
    parts: [
      { d: circle(50, 50, 38), material: 'body', gloss: true },
      { d: 'M14 40c20 6 52 6 72 0M14 60c20-6 52-6 72 0', material: 'light', stroke: 2.5 },
    ],
    foot: [50, 88, 24],
  },
  dumbbell: {
    parts: [
      { d: 'M30 50h40M8 42v16M92 42v16', material: 'metal', stroke: 5 },
      { d: rect(14, 30, 16, 40, 4), material: 'body', gloss: true },
      { d: rect(70, 30, 16, 40, 4), material: 'body', gloss: true },
    ],
    foot: [50, 70, 40],
  },
  book: {
    parts: [
      { d: 'M50 22C40 14 24 12 10 14v62c14-2 30 0 40 8 10-8 26-10 40-8V14c-14-2-30 0-40 8z', material: 'body', gloss: true },
      { d: 'M50 26C41 19 27 17 15 18v53c13-1 26 1 35 7 9-6 22-8 35-7V18c-12-1-26 1-35 8z', material: 'light' },
      { d: 'M50 26v58', material: 'dark', stroke: 1.5 },
    ],
    foot: [50, 84, 40],
  },
  pen: {
    parts: [
      { d: 'M70 10 90 30 38 82H18V62z', material: 'body', gloss: true },
      { d: 'M18 62 38 82H18z', material: 'metal' },
      { d: 'M60 20l20 20', material: 'metal', stroke: 3 },
    ],
    foot: [40, 84, 30],
  },
  watch: {
    parts: [
      { d: 'M38 28l4-18h16l4 18zM38 72l4 18h16l4-18z', material: 'dark', gloss: true },
      { d: circle(50, 50, 26), material: 'metal', gloss: true },
      { d: circle(50, 50, 21), material: 'body', gloss: true },
      { d: 'M50 38v12l8 6', material: 'light', stroke: 2.5 },
    ],
    foot: [50, 92, 14],
  },
};
