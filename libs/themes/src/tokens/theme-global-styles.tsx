import { Global, css } from '@emotion/react';
import { useStorefrontTokens } from './use-storefront-tokens';

/**
 * Page-wide base styles of the active theme: body font, colours, headings, link hover and the focus ring.
 * The ring is two-tone, the theme's text colour inside a halo of its background colour, so one of the two
 * keeps 3:1 or more against any bar, band or button it sits on (light or dark, in every theme); it wins over
 * the `outline: none` of single controls. Not on <main> and dialog panels, which take focus only to pass it on.
 */
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
        :focus-visible:not(main):not([role='dialog']):not([role='alertdialog']) {
          outline: 2px solid ${t.colors.text} !important;
          outline-offset: 0 !important;
          box-shadow: 0 0 0 4px ${t.colors.background} !important;
        }
      `}
    />
  );
}
