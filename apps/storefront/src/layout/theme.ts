import type { ThemeName } from '@storefront/domain';
import { themeTokens, type StoreColors, type StorefrontTokens } from '@storefront/themes';

/** The Emotion theme: the theme's tokens with the store's colours layered on (libs/themes). */
export function tokensFor(theme: ThemeName, colours: StoreColors | null): StorefrontTokens {
  return themeTokens(theme, colours ?? {});
}
