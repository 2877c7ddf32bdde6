import { css } from '@emotion/react';
import type { ProductDetail } from '@storefront/sdk';
import { useLocale, useT } from '@storefront/i18n';
import { useTokens } from '@storefront/ui-kit';
import { countText } from '../shared/count-text';
import { useFormatDate } from '../shared/format-date';
import { textAround, VALUE_MARK } from '../shared/message-parts';
import { RatingStars } from '../shared/rating-stars';
import { sectionTitleStyles } from '../shared/styles';

/** The average of the reviews shown, or the product's own average when it has one. */
export function averageRating(product: Pick<ProductDetail, 'average_rating' | 'reviews'>): number {
  if (product.average_rating > 0) return product.average_rating;
  if (product.reviews.length === 0) return 0;
  return product.reviews.reduce((sum, r) => sum + r.rating, 0) / product.reviews.length;
}

/** The average with its stars, then the latest reviews. */
export function Reviews({ product }: { product: ProductDetail }) {
  const t = useTokens();
  const tr = useT();
  const locale = useLocale();
  const formatDate = useFormatDate();
  const count = Math.max(product.reviews_count, product.reviews.length);
  const average = averageRating(product);
  const [beforeAverage, afterAverage] = textAround(tr('browse.reviews.average', { average: VALUE_MARK }));
  return (
    <section id="reviews" aria-labelledby="reviews-title" css={{ marginTop: t.space.xl }}>
      <h2 id="reviews-title" css={sectionTitleStyles(t)}>
        {tr('browse.reviews.title')}
      </h2>
      {count === 0 ? (
        <p>{tr('browse.reviews.none')}</p>
      ) : (
        <>
          <p css={{ display: 'flex', alignItems: 'center', gap: t.space.sm, margin: `0 0 ${t.space.lg}` }}>
            <RatingStars rating={average} size={20} />
            <span>
              {beforeAverage}
              <strong>{average.toFixed(1)}</strong>
              {afterAverage} · {tr('browse.reviews.count', { count, n: countText(count, locale) })}
            </span>
          </p>
          <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: t.space.md }}>
            {product.reviews.map((review) => (
              <li key={review.id}>
                <article
                  css={css`
                    padding: ${t.space.md};
                    border: 1px solid ${t.colors.border};
                    border-radius: ${t.radii.md};
                  `}
                >
                  <h3 css={{ margin: `0 0 ${t.space.xs}`, fontSize: t.fontSizes.md }}>{review.title}</h3>
                  <RatingStars rating={review.rating} />
                  <p css={{ margin: `${t.space.xs} 0`, color: t.colors.muted, fontSize: t.fontSizes.sm }}>
                    {review.user_name}
                    {formatDate(review.created_at) && (
                      <>
                        {' · '}
                        <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
                      </>
                    )}
                  </p>
                  <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{review.comment}</p>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
