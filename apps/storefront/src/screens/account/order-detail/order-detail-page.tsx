import { useT, useTranslateMessage } from '@storefront/i18n';
import { SdkError } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useStores } from '../../../stores';
import NotFoundScreen from '../../not-found';
import { useOrderStatusLabel } from '../order-status-label';
import { idParam } from '../route-params';
import { useFormatDate } from '../use-formats';
import { PageSkeleton } from '../../shared/page-skeleton';
import { ScreenError } from '../../shared/screen-error';
import { linkStyles, titleStyles } from '../../shared/styles';
import { usePageTitle } from '../../shared/use-page-title';
import { DeliveryPromise } from './delivery-promise';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';
import { OrderSummaryPanels } from './order-summary-panels';
import { OrderTimeline } from './order-timeline';
import { AppLink } from '../../../components/links/app-link';

/** /my-account/orders/:id: items, address, payment, charges, the status timeline, cancel and return. */
export const OrderDetailPage = observer(function OrderDetailPage() {
  const t = useTokens();
  const tr = useT();
  const translate = useTranslateMessage();
  const statusLabel = useOrderStatusLabel();
  const formatDate = useFormatDate();
  const { orderHistory } = useStores();
  const id = idParam(useParams<{ id: string }>().id);

  useEffect(() => {
    if (id !== null) void orderHistory.loadOrder(id);
  }, [orderHistory, id]);

  const order = orderHistory.order?.id === id ? orderHistory.order : null;
  usePageTitle(order ? tr('account.order.title', { number: order.invoice_number }) : tr('account.order.detailsTitle'));

  if (id === null) return <NotFoundScreen />;
  const error = order ? null : orderHistory.orderError;
  if (error instanceof SdkError && error.status === 404) return <NotFoundScreen />;
  if (!order) {
    return error && !orderHistory.orderLoading ? (
      <ScreenError message={translate(error.message)} onRetry={() => void orderHistory.loadOrder(id)} />
    ) : (
      <PageSkeleton />
    );
  }
  return (
    <article aria-labelledby="order-title">
      <p css={{ margin: `0 0 ${t.space.sm}` }}>
        <AppLink to="/my-account/orders" css={linkStyles(t)}>
          {tr('account.order.backToOrders')}
        </AppLink>
      </p>
      <h1 id="order-title" css={[titleStyles(t), { marginBottom: t.space.xs }]}>
        {tr('account.order.title', { number: order.invoice_number })}
      </h1>
      <p css={{ margin: `0 0 ${t.space.lg}`, color: t.colors.muted }}>
        {tr('account.order.placedOn')} <time dateTime={order.created_at}>{formatDate(order.created_at)}</time> ·{' '}
        {tr('account.order.status')} <strong>{statusLabel(order.status)}</strong>
      </p>
      <DeliveryPromise order={order} />
      <OrderActions order={order} />
      <OrderItems order={order} />
      <OrderSummaryPanels order={order} />
      <OrderTimeline order={order} />
    </article>
  );
});
