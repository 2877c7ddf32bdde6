import { useTheme } from '@emotion/react';
import { defaultTokens, type ThemeTokens } from './tokens';

/** The theme's tokens from Emotion's ThemeProvider, or `defaultTokens` when none is provided. */
export function useTokens(): ThemeTokens {
  const theme = useTheme() as Partial<ThemeTokens>;
  return theme.colors ? (theme as ThemeTokens) : defaultTokens;
}
