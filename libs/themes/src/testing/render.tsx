import { ThemeProvider } from '@emotion/react';
import type { ThemeName } from '@storefront/domain';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeTokens } from '../tokens/theme-tokens';

/** Renders inside the given theme's ThemeProvider. */
export function renderInTheme(ui: ReactElement, theme: ThemeName = 'Default'): RenderResult {
  return render(<ThemeProvider theme={themeTokens(theme)}>{ui}</ThemeProvider>);
}
