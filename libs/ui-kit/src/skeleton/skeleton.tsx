import { css, keyframes } from '@emotion/react';
import { useT } from '@storefront/i18n';
import { VisuallyHidden } from '../layout/visually-hidden';
import { reducedMotion } from '../theme/mq';
import type { ThemeTokens } from '../theme/tokens';
import { useTokens } from '../theme/use-tokens';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

export interface SkeletonProps {
  variant?: 'line' | 'box' | 'circle';
  /** CSS lengths. A circle uses `width` for both sides. */
  width?: string;
  height?: string;
  className?: string;
}

const shapes = (t: ThemeTokens, width?: string, height?: string) => ({
  line: css`
    width: ${width ?? '100%'};
    height: ${height ?? '0.9em'};
    border-radius: ${t.radii.sm};
  `,
  box: css`
    width: ${width ?? '100%'};
    height: ${height ?? '120px'};
    border-radius: ${t.radii.md};
  `,
  circle: css`
    width: ${width ?? '40px'};
    height: ${width ?? '40px'};
    border-radius: ${t.radii.round};
  `,
});

/** A grey shimmering shape standing in for content that is loading; hidden from screen readers. */
export function Skeleton({ variant = 'line', width, height, className }: SkeletonProps) {
  const tokens = useTokens();
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={className}
      css={[
        css`
          display: block;
          flex: none;
          background: linear-gradient(
            90deg,
            ${tokens.colors.skeleton} 25%,
            ${tokens.colors.skeletonHighlight} 50%,
            ${tokens.colors.skeleton} 75%
          );
          background-size: 200% 100%;
          animation: ${shimmer} 1.4s linear infinite;
          ${reducedMotion} {
            animation: none;
          }
        `,
        shapes(tokens, width, height)[variant],
      ]}
    />
  );
}

export interface SkeletonRowsProps {
  count: number;
  /** Show a square thumbnail before the lines (search results, cart rows). */
  thumbnail?: boolean;
  /** Announced to screen readers while the rows are shown. */
  label?: string;
}

/** `count` placeholder rows, e.g. search results while they load. */
export function SkeletonRows({ count, thumbnail = true, label }: SkeletonRowsProps) {
  const tr = useT();
  const tokens = useTokens();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label ?? tr('shell.ui.loading')}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          css={css`
            display: flex;
            align-items: center;
            gap: ${tokens.space.md};
            padding: ${tokens.space.sm} 0;
          `}
        >
          {thumbnail && <Skeleton variant="box" width="48px" height="48px" />}
          <div
            css={css`
              display: flex;
              flex: 1;
              flex-direction: column;
              gap: ${tokens.space.sm};
            `}
          >
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}
