import { css } from '@emotion/react';
import { HOVER_MENU_MAX_HEIGHT, HOVER_MENU_OFFSET_PX, perTokens } from '@storefront/ui-kit';
import type { StorefrontTokens } from '../tokens/theme-look';

/** A top-level entry of the header nav (link or menu button), styled by the theme's look; it takes its bar's text colour. */
export const navItemStyles = perTokens((t: StorefrontTokens) => css`
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  min-height: 40px;
  padding: 0 0.5em;
  border: 0;
  border-radius: ${t.radii.sm};
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${t.look.header.navFontSize};
  font-weight: ${t.look.header.navWeight};
  letter-spacing: ${t.look.header.navLetterSpacing};
  text-transform: ${t.look.header.navTransform};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  box-shadow: inset 0 -2px 0 transparent;
  transition:
    box-shadow 150ms ease,
    color 150ms ease;
  &:hover,
  &[aria-expanded='true'] {
    color: inherit;
    box-shadow: inset 0 -2px 0 ${t.look.accent};
  }
  &:focus-visible {
    outline: 2px solid ${t.look.accent};
    outline-offset: 2px;
  }
  svg {
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`);

/** The popup box of a header menu: never taller than 80vh, nor than the screen below the header offset. */
export const panelStyles = perTokens((t: StorefrontTokens) => css`
  position: absolute;
  top: 100%;
  z-index: ${t.zIndices.header + 1};
  max-height: min(${HOVER_MENU_MAX_HEIGHT}, calc(100vh - ${HOVER_MENU_OFFSET_PX}px));
  overflow-y: auto;
  padding: ${t.space.sm};
  border: 1px solid ${t.look.menu.border};
  border-radius: ${t.radii.md};
  background: ${t.look.menu.background};
  color: ${t.look.menu.text};
  box-shadow: ${t.shadows.md};
  font-family: ${t.fonts.body};
  font-size: ${t.fontSizes.sm};
  text-align: left;
  text-transform: none;
  letter-spacing: normal;
  &[hidden] {
    display: none;
  }
`);

/** A full-width panel under its bar (mega menu, All Categories). */
export const widePanelStyles = perTokens((t: StorefrontTokens) => [
  panelStyles(t),
  css`
    left: 0;
    right: 0;
    padding: ${t.space.lg};
    border-radius: 0 0 ${t.radii.md} ${t.radii.md};
  `,
]);

/** A link inside a menu panel. */
export const menuItemStyles = perTokens((t: StorefrontTokens) => css`
  display: block;
  padding: ${t.space.xs} ${t.space.sm};
  border-radius: ${t.radii.sm};
  color: ${t.look.menu.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${t.look.menu.highlight};
    color: ${t.look.menu.text};
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${t.colors.primary};
  }
`);

export const menuHeadingItemStyles = perTokens((t: StorefrontTokens) => css`
  font-family: ${t.fonts.heading};
  font-weight: ${t.fontWeights.bold};
`);

export const menuSubItemStyles = perTokens((t: StorefrontTokens) => css`
  padding-left: ${t.space.lg};
  color: ${t.look.menu.muted};
  font-size: ${t.fontSizes.sm};
`);

export const plainListStyles = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
