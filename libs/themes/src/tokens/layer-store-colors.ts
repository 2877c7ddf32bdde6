import { STORE_COLOR_VARIABLES, type ThemeColors } from '@storefront/ui-kit';
import { BODY_TEXT_CONTRAST, contrastRatio, parseColor } from './contrast';
import type { StoreColors } from './store-colors';

const cssVar = (name: string, fallback: string) => `var(${name}, ${fallback})`;
const clean = (value: string | null | undefined) => value?.trim() || undefined;
const readable = (value: string | undefined) => value === undefined || parseColor(value) !== null;
const legible = (a: string, b: string) => contrastRatio(a, b) >= BODY_TEXT_CONTRAST;

/**
 * The theme palette with the store's colours layered on: each store colour becomes a `var(--sf-*, theme
 * value)` reference, but only when body text stays readable (4.5:1) with it, against the theme's own
 * surfaces and secondary text too. A store colour that would break that, or that cannot be checked (a named
 * colour, a gradient), is ignored and the theme's own literal value is used instead.
 */
export function layerStoreColors(palette: ThemeColors, store: StoreColors): ThemeColors {
  const bg = clean(store.background_color);
  const text = clean(store.text_color);
  const hover = clean(store.hover_color);
  const border = clean(store.border_color);

  const pageBg = bg ?? palette.background;
  const pageText = text ?? palette.text;
  // Background and text are judged as a pair: one without the other could leave text unreadable.
  const usePair =
    readable(bg) &&
    readable(text) &&
    legible(pageText, pageBg) &&
    legible(pageText, palette.surface) &&
    legible(palette.muted, pageBg);
  const effectiveBg = usePair ? pageBg : palette.background;
  const useHover =
    readable(hover) &&
    (hover === undefined || (legible(hover, effectiveBg) && legible(hover, palette.onPrimary)));

  return {
    ...palette,
    background: usePair ? cssVar(STORE_COLOR_VARIABLES.background, palette.background) : palette.background,
    text: usePair ? cssVar(STORE_COLOR_VARIABLES.text, palette.text) : palette.text,
    hover: useHover ? cssVar(STORE_COLOR_VARIABLES.hover, palette.hover) : palette.hover,
    border: readable(border) ? cssVar(STORE_COLOR_VARIABLES.border, palette.border) : palette.border,
  };
}
