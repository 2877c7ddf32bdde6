import { productPath } from '@storefront/domain';
import type { Order } from '@storefront/sdk';
import { SquareThumbnail } from '@storefront/themes';
import { useT } from '@storefront/i18n';
import { useTokens, VisuallyHidden } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { usePrice } from '../use-formats';
import { LINE_ITEM_THUMB_PX, lineItemRowStyles, linkStyles, sectionTitleStyles } from '../../shared/styles';
import { AppLink } from '../../../components/links/app-link';

/** The lines with their variants; a delivered order's lines link to writing a review. */
export const OrderItems = observer(function OrderItems({ order }: { order: Order }) {
  const t = useTokens();
  const tr = useT();
  const price = usePrice();
  const reviewable = order.status === 'delivered' || order.status === 'return_requested' || order.status === 'returned';
  return (
    <section aria-labelledby="order-items-title" css={{ marginBottom: t.space.lg }}>
      <h2 id="order-items-title" css={sectionTitleStyles(t)}>
        {tr('account.order.items')}
      </h2>
      <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: t.space.sm }}>
        {order.items.map((item) => {
          const path = productPath({ id: item.product_id, name: item.product_name, slug: item.product_slug });
          return (
            <li
              key={item.id}
              css={lineItemRowStyles(t)}
            >
              <SquareThumbnail picture={item.product_image.picture} thumbnail={item.product_image.thumbnail} px={LINE_ITEM_THUMB_PX} />
              <span css={{ display: 'grid', gap: t.space.xs }}>
                <AppLink to={path} css={linkStyles(t)}>
                  {item.product_name}
                </AppLink>
                {item.attributes.length > 0 && (
                  <span css={{ color: t.colors.muted, fontSize: t.fontSizes.sm }}>
                    {item.attributes.map((a) => `${a.option_type}: ${a.option_value}`).join(', ')}
                  </span>
                )}
                <span css={{ fontSize: t.fontSizes.sm }}>
                  {item.quantity} × {price(item.unit_price)}
                </span>
                {reviewable && (
                  <AppLink to={`${path}#write-review`} css={[linkStyles(t), { fontSize: t.fontSizes.sm }]}>
                    {tr('account.order.writeReview')}
                    <VisuallyHidden>{tr('account.order.writeReviewOf', { name: item.product_name })}</VisuallyHidden>
                  </AppLink>
                )}
              </span>
              <strong>{price(item.total_price)}</strong>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
