import { css } from '@emotion/react';
import { useT } from '@storefront/i18n';
import { StarIcon, useTokens } from '@storefront/ui-kit';

const MAX_RATING = 5;

/** Five stars filled up to the rounded rating, read out as "Rated 4.5 out of 5". */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const t = useTokens();
  const tr = useT();
  const value = Math.max(0, Math.min(MAX_RATING, rating));
  const filled = Math.round(value);
  const label = tr('browse.rating.label', { rating: Number(value.toFixed(1)), max: MAX_RATING });
  return (
    <span
      role="img"
      aria-label={label}
      css={css`
        display: inline-flex;
        gap: 2px;
        color: #b7791f;
        line-height: 0;
        & svg {
          width: ${size}px;
          height: ${size}px;
        }
        & [data-empty] {
          color: ${t.colors.border};
        }
      `}
    >
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <StarIcon key={i} filled={i < filled} aria-hidden="true" data-empty={i < filled ? undefined : ''} />
      ))}
    </span>
  );
}
