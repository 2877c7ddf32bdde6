import { css } from '@emotion/react';
import { madeOnce, perTokens } from '../theme/made-once';
import type { ThemeTokens } from '../theme/tokens';

const controlLooks = perTokens((t: ThemeTokens) =>
  madeOnce(
    (invalid: boolean) => css`
      width: 100%;
      min-height: 44px;
      padding: ${t.space.sm} ${t.space.md};
      border: 1px solid ${invalid ? t.colors.danger : t.colors.border};
      border-radius: ${t.radii.md};
      background: ${t.colors.background};
      color: ${t.colors.text};
      font-family: inherit;
      font-size: ${t.fontSizes.md};
      line-height: ${t.lineHeights.normal};
      &::placeholder {
        color: ${t.colors.muted};
      }
      &:focus {
        outline: none;
        border-color: ${invalid ? t.colors.danger : t.colors.primary};
        box-shadow: ${t.shadows.focus};
      }
      &:disabled {
        cursor: not-allowed;
        opacity: 0.6;
      }
    `,
  ),
);

/** A text field's or select's box, made once per theme and state. */
export const controlStyles = (t: ThemeTokens, invalid: boolean) => controlLooks(t)(invalid);

export const labelStyles = perTokens((t: ThemeTokens) => css`
  display: block;
  margin-bottom: ${t.space.xs};
  font-size: ${t.fontSizes.sm};
  font-weight: ${t.fontWeights.medium};
`);

export const hintStyles = perTokens((t: ThemeTokens) => css`
  margin: ${t.space.xs} 0 0;
  font-size: ${t.fontSizes.sm};
  color: ${t.colors.muted};
`);

export const errorStyles = perTokens((t: ThemeTokens) => css`
  margin: ${t.space.xs} 0 0;
  font-size: ${t.fontSizes.sm};
  color: ${t.colors.danger};
`);
