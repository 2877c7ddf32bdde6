import { css } from '@emotion/react';
import { useT } from '@storefront/i18n';
import { ICON_STROKE, madeOnce, perTokens, useTokens, type ThemeTokens } from '@storefront/ui-kit';

const MAX_RATING = 5;
/** Each star's 24-unit box and the space after it, in the drawing's units. */
const STAR_BOX = 24;
const STAR_GAP = 3;
const STARS_WIDTH = MAX_RATING * STAR_BOX + (MAX_RATING - 1) * STAR_GAP;

const starsStyles = perTokens((t: ThemeTokens) =>
  madeOnce(
    (size: number) => css`
      display: inline-block;
      width: ${(size * STARS_WIDTH) / STAR_BOX}px;
      height: ${size}px;
      color: #b7791f;
      vertical-align: middle;
      & [data-empty] {
        color: ${t.colors.border};
      }
    `,
  ),
);

/**
 * Five stars filled up to the rounded rating, read out as "Rated 4.5 out of 5": one drawing of five star
 * outlines (a list draws one per card, so one element instead of five icons).
 */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const t = useTokens();
  const tr = useT();
  const value = Math.max(0, Math.min(MAX_RATING, rating));
  const filled = Math.round(value);
  const label = tr('browse.rating.label', { rating: Number(value.toFixed(1)), max: MAX_RATING });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${STARS_WIDTH} ${STAR_BOX}`}
      {...ICON_STROKE}
      css={starsStyles(t)(size)}
    >
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <path
          key={i}
          d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
          transform={i === 0 ? undefined : `translate(${i * (STAR_BOX + STAR_GAP)} 0)`}
          fill={i < filled ? 'currentColor' : undefined}
          data-empty={i < filled ? undefined : ''}
        />
      ))}
    </svg>
  );
}
