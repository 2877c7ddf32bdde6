import type { ThemeName } from '@storefront/domain';
import type { ThemeColors, ThemeTokens } from '@storefront/ui-kit';

/** Colours of a bar or band (header, strip, footer, menu panel). */
export interface ChromeColors {
  background: string;
  text: string;
  /** Secondary text on the same background. */
  muted: string;
  border: string;
}

/** What a theme adds to the ui-kit tokens: the look of its header, menus and footer. */
export interface ThemeLook {
  name: ThemeName;
  /** A second highlight colour (sale tags, active underline, badges on dark bars). */
  accent: string;
  /** Text on `accent`. */
  onAccent: string;
  header: ChromeColors & {
    /** Translucent bar once the page is scrolled (blurred behind). */
    scrolledBackground: string;
    /** The second row or category strip. */
    strip: ChromeColors;
    navTransform: 'none' | 'uppercase';
    navLetterSpacing: string;
    navWeight: number;
    navFontSize: string;
    /** Height of the main bar. */
    height: string;
  };
  /** Hover and mega menu panels. */
  menu: ChromeColors & { highlight: string };
  footer: ChromeColors & {
    heading: string;
    headingTransform: 'none' | 'uppercase';
    headingLetterSpacing: string;
    /** A band (subscribe, bottom bar) inside the footer. */
    band: ChromeColors;
  };
}

/** The ui-kit tokens plus the theme's look; assignable wherever `ThemeTokens` is expected. */
export interface StorefrontTokens extends ThemeTokens {
  look: ThemeLook;
}

/** Token groups a theme overrides (merged one level deep into the ui-kit defaults). */
export type TokenOverrides = {
  [K in keyof ThemeTokens]?: ThemeTokens[K] extends object ? Partial<ThemeTokens[K]> : ThemeTokens[K];
};

/** One theme: its own palette (literal colours), token overrides and look. */
export interface ThemeDefinition {
  palette: ThemeColors;
  tokens: TokenOverrides;
  look: ThemeLook;
}
