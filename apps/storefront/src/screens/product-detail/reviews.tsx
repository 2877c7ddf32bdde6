import { css } from '@emotion/react';
import type { ProductDetail } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { formatDate } from '../shared/format-date';
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
  const count = Math.max(product.reviews_count, product.reviews.length);
  const average = averageRating(product);
  return (
    <section id="reviews" aria-labelledby="reviews-title" css={{ marginTop: t.space.xl }}>
      <h2 id="reviews-title" css={sectionTitleStyles(t)}>
        Reviews
      </h2>
      {count === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <>
          <p css={{ display: 'flex', alignItems: 'center', gap: t.space.sm, margin: `0 0 ${t.space.lg}` }}>
            <RatingStars rating={average} size={20} />
            <span>
              <strong>{average.toFixed(1)}</strong> out of 5 · {count} {count === 1 ? 'review' : 'reviews'}
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
