import { useTheme } from '@emotion/react';
import type { StorefrontTokens } from './theme-look';
import { themeTokens } from './theme-tokens';

let fallback: StorefrontTokens | undefined;

/** The active theme's tokens and look; the Default theme when no themed ThemeProvider is above. */
export function useStorefrontTokens(): StorefrontTokens {
  const theme = useTheme() as Partial<StorefrontTokens>;
  if (theme.look && theme.colors) return theme as StorefrontTokens;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a theme's name, not text
  fallback ??= themeTokens('Default');
  return fallback;
}
