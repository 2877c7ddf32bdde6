import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { useTokens } from '../theme/use-tokens';

export interface BadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  count: number;
  /** Above this the badge shows `max+`. */
  max?: number;
  /** Pin to the top-right corner of a positioned parent (an icon button). */
  floating?: boolean;
}

/** A small count bubble (cart quantity, wishlist count); renders nothing at 0. */
export function Badge({ count, max = 99, floating = false, ...rest }: BadgeProps) {
  const tokens = useTokens();
  if (!(count > 0)) return null;
  return (
    <span
      css={css`
        display: inline-flex;
        align-items: center;
        justify-content: center;
        min-width: 1.25rem;
        height: 1.25rem;
        padding: 0 0.3rem;
        border-radius: ${tokens.radii.pill};
        background: ${tokens.colors.primary};
        color: ${tokens.colors.onPrimary};
        font-size: ${tokens.fontSizes.xs};
        font-weight: ${tokens.fontWeights.bold};
        line-height: 1;
        ${floating ? 'position: absolute; top: -2px; right: -2px; pointer-events: none;' : ''}
      `}
      {...rest}
    >
      {count > max ? `${max}+` : count}
    </span>
  );
}
