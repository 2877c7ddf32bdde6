/**
 * The demo photos' colours: the product palette the catalogue's SVG tiles also use, the backdrop and
 * table-top tones, and the small hex arithmetic the scene and its SVG need.
 */

type Rgb = [number, number, number];

/** svg-art.ts's palette (saffron, teal, indigo, magenta, emerald, maroon, mustard, peacock, rose, olive, plum, coral) plus a few product colours. */
export const PALETTE: [string, string][] = [
  ['#f59f00', '#e8590c'], ['#0ca678', '#087f5b'], ['#4c6ef5', '#364fc7'], ['#e64980', '#a61e4d'],
  ['#37b24d', '#2b8a3e'], ['#c92a2a', '#862e2e'], ['#fab005', '#d9480f'], ['#1098ad', '#0b7285'],
  ['#f06595', '#c2255c'], ['#74b816', '#5c940d'], ['#ae3ec9', '#862e9c'], ['#ff8787', '#e03131'],
  ['#495057', '#212529'], ['#e9ecef', '#adb5bd'], ['#a9825a', '#6f4e2f'], ['#3b5bdb', '#1c2f7a'],
];

/** Backdrop paper / wall tones: warm beige, cool grey, sage, blush, sand, slate blue, stone, clay. */
export const WALLS = ['#e9e2d6', '#dfe2e5', '#d9e0d2', '#eeddd6', '#ebe0c9', '#d3dbe4', '#d8d4cd', '#e4cfc0'];
/** Table tops for the lifestyle scenes: oak, walnut, light ash, grey stone, terracotta, white marble. */
export const TABLES = ['#b88a5c', '#7a5538', '#cdb594', '#9a9892', '#b9785a', '#dcd9d2'];

function hex(colour: string): Rgb {
  const n = parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function css([r, g, b]: Rgb): string {
  return `#${((1 << 24) | (Math.round(r) << 16) | (Math.round(g) << 8) | Math.round(b)).toString(16).slice(1)}`;
}

/** Towards white (amount > 0) or black (amount < 0). */
export function shade(colour: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return css(hex(colour).map((c) => c + (target - c) * t) as Rgb);
}

export function mix(a: string, b: string, t: number): string {
  const [x, y] = [hex(a), hex(b)];
  return css(x.map((c, i) => c + (y[i] - c) * t) as Rgb);
}
