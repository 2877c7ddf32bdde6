import { Global, css } from '@emotion/react';
import { useStorefrontTokens } from './use-storefront-tokens';

/** Page-wide base styles of the active theme: body font, colours, headings and link hover. */
export function ThemeGlobalStyles() {
  const t = useStorefrontTokens();
  return (
    <Global
      styles={css`
        body {
          margin: 0;
          background: ${t.colors.background};
          color: ${t.colors.text};
          font-family: ${t.fonts.body};
          font-size: ${t.fontSizes.md};
          line-height: ${t.lineHeights.normal};
          -webkit-font-smoothing: antialiased;
        }
        h1,
        h2,
        h3,
        h4,
        h5,
        h6 {
          font-family: ${t.fonts.heading};
          line-height: ${t.lineHeights.tight};
        }
        a:hover {
          color: ${t.colors.hover};
        }
      `}
    />
  );
}
