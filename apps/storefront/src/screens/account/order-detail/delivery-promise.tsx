import type { Order } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { deliveryByText, formatDeliveryDate } from '../../shared/delivery-check';

/** Statuses of an order still on its way: the promise made when it was placed still means something. */
const ON_ITS_WAY = new Set(['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery']);

/**
 * The delivery promise fixed when the order was placed: "Delivery by Tue, 2 Dec" (and the earliest day when
 * it differs), while the order is on its way. Nothing for an order delivered, cancelled or returned.
 */
export function DeliveryPromise({ order }: { order: Pick<Order, 'status' | 'delivery_promise'> }) {
  const t = useTokens();
  const promise = order.delivery_promise;
  if (!promise || !ON_ITS_WAY.has(order.status)) return null;
  const { earliest_delivery_date: earliest, latest_delivery_date: latest } = promise;
  return (
    <p css={{ margin: `0 0 ${t.space.lg}` }}>
      <strong css={{ color: t.colors.success }}>{deliveryByText(latest)}</strong>
      {earliest !== latest && <span css={{ color: t.colors.muted }}> (as early as {formatDeliveryDate(earliest)})</span>}
    </p>
  );
}
