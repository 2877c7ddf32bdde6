import type { ThemeName } from '@storefront/domain';
import type { ThemeDefinition } from '../theme-look';
import { cosmeticTheme } from './cosmetic';
import { defaultTheme } from './default';
import { electronicTheme } from './electronic';
import { eliteTheme } from './elite';
import { garmentTheme } from './garment';
import { groceryTheme } from './grocery';
import { standardTheme } from './standard';
import { ultraTheme } from './ultra';

/** Every theme's definition, by name. */
export const THEME_DEFINITIONS: Readonly<Record<ThemeName, ThemeDefinition>> = {
  Standard: standardTheme,
  Ultra: ultraTheme,
  Default: defaultTheme,
  Elite: eliteTheme,
  Cosmetic: cosmeticTheme,
  Grocery: groceryTheme,
  Electronic: electronicTheme,
  Garment: garmentTheme,
};
