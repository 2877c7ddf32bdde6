import { DEFAULT_THEME, LOCAL_DEV_THEME, toThemeName } from './themes';
import type { ThemeName } from './themes';
import { isLocalDevHost } from './local-host';

/** What decides the theme. */
export interface ThemeInputs {
  /** theme_template.name from store settings. */
  themeTemplateName?: string | null;
  /** The page's hostname. */
  hostname?: string | null;
  /** A theme forced by the build (or runtime config); wins over everything when valid. */
  buildOverride?: string | null;
  /** A theme chosen explicitly to preview (e.g. by a designer on localhost); wins over the local-host rule. */
  preview?: string | null;
}

/**
 * Picks the theme (docs/product.md §1): a valid build override wins; then a valid preview; then a
 * local or LAN development host gets Electronic; then the settings' theme name; unknown names get
 * Default. Invalid override or preview names are ignored.
 */
export function resolveTheme(inputs: ThemeInputs): ThemeName {
  return (
    toThemeName(inputs.buildOverride) ??
    toThemeName(inputs.preview) ??
    (isLocalDevHost(inputs.hostname) ? LOCAL_DEV_THEME : null) ??
    toThemeName(inputs.themeTemplateName) ??
    DEFAULT_THEME
  );
}
