import { css, type SerializedStyles } from '@emotion/react';
import { madeOnce, perTokens } from '../theme/made-once';
import type { ThemeTokens } from '../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const sizes = (t: ThemeTokens) => ({
  sm: css`
    min-height: 32px;
    padding: 0 ${t.space.sm};
    font-size: ${t.fontSizes.sm};
  `,
  md: css`
    min-height: 40px;
    padding: 0 ${t.space.md};
    font-size: ${t.fontSizes.md};
  `,
  lg: css`
    min-height: 48px;
    padding: 0 ${t.space.lg};
    font-size: ${t.fontSizes.lg};
  `,
});

const variants = (t: ThemeTokens) => ({
  primary: css`
    background: ${t.colors.primary};
    color: ${t.colors.onPrimary};
    border-color: ${t.colors.primary};
    &:hover:not(:disabled) {
      background: ${t.colors.hover};
      border-color: ${t.colors.hover};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${t.colors.primary};
    border-color: ${t.colors.primary};
    &:hover:not(:disabled) {
      background: ${t.colors.primary};
      color: ${t.colors.onPrimary};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${t.colors.surface};
      color: ${t.colors.hover};
    }
  `,
  link: css`
    min-height: auto;
    padding: 0;
    background: none;
    border-color: transparent;
    color: ${t.colors.primary};
    text-decoration: underline;
    text-underline-offset: 2px;
    &:hover:not(:disabled) {
      color: ${t.colors.hover};
    }
  `,
});

const buttonLooks = perTokens((t: ThemeTokens) => {
  const base = (fullWidth: boolean) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${t.space.sm};
    width: ${fullWidth ? '100%' : 'auto'};
    border: 1px solid transparent;
    border-radius: ${t.radii.md};
    font-family: inherit;
    font-weight: ${t.fontWeights.medium};
    line-height: ${t.lineHeights.tight};
    cursor: pointer;
    transition:
      background-color 150ms ease,
      color 150ms ease,
      border-color 150ms ease;
    &:focus-visible {
      outline: none;
      box-shadow: ${t.shadows.focus};
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
  `;
  const sized = sizes(t);
  const looks = variants(t);
  return madeOnce((variant: ButtonVariant, size: ButtonSize, fullWidth: boolean) => css([base(fullWidth), sized[size], looks[variant]]));
});

/** A button's look: one style, made once per theme and kind of button. */
export function buttonStyles(t: ThemeTokens, variant: ButtonVariant, size: ButtonSize, fullWidth: boolean): SerializedStyles {
  return buttonLooks(t)(variant, size, fullWidth);
}
