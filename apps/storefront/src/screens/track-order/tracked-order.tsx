import type { TrackedOrder } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { StatusTimeline } from '../account/order-detail/order-timeline';
import { formatDate } from '../shared/format-date';
import { sectionTitleStyles } from '../shared/styles';

/**
 * The delivery promise in words, when the order carries one (issue 26 part 1 records it): its own text
 * when it has one, else its earliest and latest dates. Nothing when the order has none.
 */
function promiseText(promise: Record<string, unknown> | null): string | null {
  if (!promise) return null;
  for (const key of ['label', 'text', 'message']) if (typeof promise[key] === 'string' && promise[key]) return promise[key] as string;
  const earliest = typeof promise.earliest === 'string' ? formatDate(promise.earliest) : '';
  const latest = typeof promise.latest === 'string' ? formatDate(promise.latest) : '';
  if (earliest && latest && earliest !== latest) return `Delivery between ${earliest} and ${latest}`;
  return earliest || latest ? `Delivery by ${latest || earliest}` : null;
}

/** What Track order found: the order ID, its status, when it was placed, the delivery promise and the timeline. */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const t = useTokens();
  const promise = promiseText(order.delivery_promise);
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
