import { GARMENT_HEADER_CATEGORY_LIMIT, HEADER_CATEGORY_LIMIT } from '../constants';
import { toThemeName } from './themes';
import type { ThemeName } from './themes';

/** Header layouts. */
export type HeaderVariant = 'grocery' | 'electronic' | 'garment' | 'default';

/** Footer layouts. */
export type FooterVariant = 'standard' | 'ultra' | 'elite' | 'cosmetic' | 'grocery' | 'electronic' | 'garment' | 'default';

/** Header layout of a theme: Grocery, Electronic and Garment have their own, every other theme the default. */
export function headerVariant(theme: ThemeName): HeaderVariant {
  switch (theme) {
    case 'Grocery':
      return 'grocery';
    case 'Electronic':
      return 'electronic';
    case 'Garment':
      return 'garment';
    default:
      return 'default';
  }
}

/**
 * Footer layout of a theme_template name: Standard, Ultra, Elite, Cosmetic, Grocery, Electronic and
 * Garment have their own (case ignored); any other name, "Default" included, gets the default footer.
 */
export function footerVariant(themeTemplateName: string | null | undefined): FooterVariant {
  const theme = toThemeName(themeTemplateName);
  return theme === null || theme === 'Default' ? 'default' : (theme.toLowerCase() as FooterVariant);
}

/** How many top-level categories the header shows before "More": 5, or 4 for Garment. */
export function headerCategoryLimit(theme: ThemeName): number {
  return theme === 'Garment' ? GARMENT_HEADER_CATEGORY_LIMIT : HEADER_CATEGORY_LIMIT;
}
