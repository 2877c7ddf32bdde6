import { css } from '@emotion/react';
import { perTokens } from '@storefront/ui-kit';
import type { StorefrontTokens } from '../tokens/theme-look';

export const footerHeadingStyles = perTokens((t: StorefrontTokens) => css`
  margin: 0 0 ${t.space.sm};
  color: ${t.look.footer.heading};
  font-family: ${t.fonts.heading};
  font-size: ${t.fontSizes.md};
  font-weight: ${t.fontWeights.bold};
  letter-spacing: ${t.look.footer.headingLetterSpacing};
  text-transform: ${t.look.footer.headingTransform};
`);

export const footerLinkStyles = perTokens((t: StorefrontTokens) => css`
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    outline: 2px solid ${t.look.accent};
    outline-offset: 2px;
  }
`);

/** The centred content width of the footer. */
export const footerInnerStyles = perTokens((t: StorefrontTokens) => css`
  width: 100%;
  max-width: 1320px;
  margin: 0 auto;
  padding: 0 ${t.space.md};
  box-sizing: border-box;
`);
