import { deliveryByText } from '@storefront/domain';
import type { TrackedOrder } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { StatusTimeline } from '../account/order-detail/order-timeline';
import { formatDate } from '../shared/format-date';
import { sectionTitleStyles } from '../shared/styles';

/** What Track order found: the order ID, its status, when it was placed, the delivery promise and the timeline. */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const t = useTokens();
  const promise = order.delivery_promise ? deliveryByText(order.delivery_promise.latest_delivery_date) : null;
  return (
    <section aria-labelledby="tracked-order-title" css={{ marginTop: t.space.xl }}>
      <h2 id="tracked-order-title" css={sectionTitleStyles(t)}>
        Order {order.order_id}
      </h2>
      <p role="status">
        Status: <strong>{order.status_label}</strong>
      </p>
      <p>
        Placed on <time dateTime={order.placed_at}>{formatDate(order.placed_at)}</time>
      </p>
      {promise && <p>{promise}</p>}
      <StatusTimeline steps={order.timeline} titleId="tracked-order-timeline-title" />
    </section>
  );
}
