/** An sRGB colour with channels 0-255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };

/**
 * Reads `#rgb`, `#rrggbb`, `rgb(r, g, b)` / `rgba(...)` (alpha ignored) and the names white and black;
 * anything else (other names, var(), gradients) gives null, so callers can refuse what they cannot check.
 */
export function parseColor(value: string | null | undefined): Rgb | null {
  const text = (value ?? '').trim().toLowerCase();
  const color = NAMED[text] ?? text;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(color);
  if (short) {
    const [r, g, b] = short.slice(1).map((digit) => parseInt(digit + digit, 16));
    return { r, g, b };
  }
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(color);
  if (long) {
    const [r, g, b] = long.slice(1).map((pair) => parseInt(pair, 16));
    return { r, g, b };
  }
  const fn = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(color);
  if (fn) {
    const [r, g, b] = fn.slice(1).map(Number);
    if ([r, g, b].every((channel) => channel <= 255)) return { r, g, b };
  }
  return null;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours (1 to 21), or 0 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const first = parseColor(a);
  const second = parseColor(b);
  if (!first || !second) return 0;
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Body text needs 4.5:1 (WCAG AA). */
export const BODY_TEXT_CONTRAST = 4.5;
