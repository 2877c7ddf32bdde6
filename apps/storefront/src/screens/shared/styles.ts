import { css } from '@emotion/react';
import { mq, perTokens, type ThemeTokens } from '@storefront/ui-kit';

/** A visible keyboard focus ring for links and custom controls. */
export const focusRing = perTokens((t: ThemeTokens) => css`
  &:focus-visible {
    outline: 2px solid ${t.colors.primary};
    outline-offset: 2px;
    box-shadow: ${t.shadows.focus};
  }
`);

/** Vertical rhythm of a screen's <main> content. */
export const screenStyles = perTokens((t: ThemeTokens) => css`
  padding-block: ${t.space.lg} ${t.space.xxl};
  ${mq.md} {
    padding-block: ${t.space.xl} ${t.space.xxl};
  }
`);

/** The screen's h1. */
export const titleStyles = perTokens((t: ThemeTokens) => css`
  margin: 0 0 ${t.space.lg};
  font-family: ${t.fonts.heading};
  font-size: ${t.fontSizes.xxl};
  line-height: ${t.lineHeights.tight};
  ${mq.md} {
    font-size: ${t.fontSizes.xxxl};
  }
`);

/** A section's h2. */
export const sectionTitleStyles = perTokens((t: ThemeTokens) => css`
  margin: 0 0 ${t.space.md};
  font-family: ${t.fonts.heading};
  font-size: ${t.fontSizes.xl};
  line-height: ${t.lineHeights.tight};
  ${mq.md} {
    font-size: ${t.fontSizes.xxl};
  }
`);

/** A link that reads as a link: underlined, the store's hover colour, a focus ring. */
export const linkStyles = perTokens((t: ThemeTokens) => css`
  color: ${t.colors.primary};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover {
    color: ${t.colors.hover};
  }
  ${focusRing(t)}
`);

/** A link that leads to a choice ("Choose options"): drawn like a small outlined button. */
export const outlinedLinkStyles = perTokens((t: ThemeTokens) => css`
  display: flex;
  justify-content: center;
  padding: ${t.space.xs} ${t.space.sm};
  border: 1px solid ${t.colors.primary};
  border-radius: ${t.radii.md};
  color: ${t.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${t.colors.primary};
    color: ${t.colors.onPrimary};
  }
  ${focusRing(t)}
`);

/** Prose from the CMS: readable measure and spacing for whatever tags it holds. */
export const proseStyles = perTokens((t: ThemeTokens) => css`
  max-width: 72ch;
  line-height: ${t.lineHeights.normal};
  overflow-wrap: anywhere;
  & img {
    max-width: 100%;
    height: auto;
  }
  & a {
    color: ${t.colors.primary};
    text-decoration: underline;
  }
  & a:focus-visible {
    outline: 2px solid ${t.colors.primary};
    outline-offset: 2px;
  }
  & table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  & th,
  & td {
    border: 1px solid ${t.colors.border};
    padding: ${t.space.xs} ${t.space.sm};
  }
`);

/** Responsive product grid: 2 columns on phones up to 5 on wide screens. */
export const gridStyles = perTokens((t: ThemeTokens) => css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${t.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${t.space.lg};
  }
  ${mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${mq.xxl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`);

/** The thumbnail column of a product line (lineItemRowStyles). */
export const LINE_ITEM_THUMB_PX = 56;

/** A product line: a 56 px thumbnail, the name and details, then the amount (cart summary, order items). */
export const lineItemRowStyles = perTokens((t: ThemeTokens) => css`
  display: grid;
  grid-template-columns: ${LINE_ITEM_THUMB_PX}px minmax(0, 1fr) auto;
  gap: ${t.space.md};
  align-items: center;
`);
