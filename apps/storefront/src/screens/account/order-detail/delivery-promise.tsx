import { formatDeliveryDay, useLocale, useT } from '@storefront/i18n';
import type { Order } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';

/** Statuses of an order still on its way: the promise made when it was placed still means something. */
const ON_ITS_WAY = new Set(['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery']);

/**
 * The delivery promise fixed when the order was placed, "Delivery by Tue, 2 Dec" (its latest date: what the
 * shopper can count on), while the order is on its way. Nothing for an order delivered, cancelled or returned.
 */
export function DeliveryPromise({ order }: { order: Pick<Order, 'status' | 'delivery_promise'> }) {
  const t = useTokens();
  const tr = useT();
  const locale = useLocale();
  const promise = order.delivery_promise;
  if (!promise || !ON_ITS_WAY.has(order.status)) return null;
  return (
    <p css={{ margin: `0 0 ${t.space.lg}` }}>
      <strong css={{ color: t.colors.success }}>{tr('account.order.deliveryBy', { date: formatDeliveryDay(promise.latest_delivery_date, locale) })}</strong>
    </p>
  );
}
