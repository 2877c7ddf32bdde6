import { formatDeliveryDay, useLocale, useT, useTranslateMessage } from '@storefront/i18n';
import type { TrackedOrder } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { StatusTimeline } from '../account/order-detail/order-timeline';
import { useFormatDate } from '../shared/format-date';
import { textAround, VALUE_MARK } from '../shared/message-parts';
import { sectionTitleStyles } from '../shared/styles';

/** What Track order found: the order ID, its status, when it was placed, the delivery promise and the timeline. */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const t = useTokens();
  const tr = useT();
  const locale = useLocale();
  const translateMessage = useTranslateMessage();
  const formatDate = useFormatDate();
  const promise = order.delivery_promise
    ? tr('shell.delivery.by', { day: formatDeliveryDay(order.delivery_promise.latest_delivery_date, locale) })
    : null;
  const [beforeDate, afterDate] = textAround(tr('browse.track.placedOn', { date: VALUE_MARK }));
  return (
    <section aria-labelledby="tracked-order-title" css={{ marginTop: t.space.xl }}>
      <h2 id="tracked-order-title" css={sectionTitleStyles(t)}>
        {tr('browse.track.order', { id: order.order_id })}
      </h2>
      <p role="status">
        {tr('browse.track.status')} <strong>{translateMessage(order.status_label)}</strong>
      </p>
      <p>
        {beforeDate}
        <time dateTime={order.placed_at}>{formatDate(order.placed_at)}</time>
        {afterDate}
      </p>
      {promise && <p>{promise}</p>}
      <StatusTimeline steps={order.timeline} titleId="tracked-order-timeline-title" />
    </section>
  );
}
