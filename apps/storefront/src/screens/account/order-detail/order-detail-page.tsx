import { orderStatusLabel } from '@storefront/domain';
import { SdkError } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useStores } from '../../../stores';
import NotFoundScreen from '../../not-found';
import { idParam } from '../route-params';
import { PageSkeleton } from '../../shared/page-skeleton';
import { ScreenError } from '../../shared/screen-error';
import { linkStyles, titleStyles } from '../../shared/styles';
import { usePageTitle } from '../../shared/use-page-title';
import { formatDate } from '../../shared/format-date';
import { DeliveryPromise } from './delivery-promise';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';
import { OrderSummaryPanels } from './order-summary-panels';
import { OrderTimeline } from './order-timeline';

/** /my-account/orders/:id: items, address, payment, charges, the status timeline, cancel and return. */
export const OrderDetailPage = observer(function OrderDetailPage() {
  const t = useTokens();
  const { orderHistory } = useStores();
  const id = idParam(useParams<{ id: string }>().id);

  useEffect(() => {
    if (id !== null) void orderHistory.loadOrder(id);
  }, [orderHistory, id]);

  const order = orderHistory.order?.id === id ? orderHistory.order : null;
  usePageTitle(order ? `Order ${order.invoice_number}` : 'Order details');

  if (id === null) return <NotFoundScreen />;
  const error = order ? null : orderHistory.orderError;
  if (error instanceof SdkError && error.status === 404) return <NotFoundScreen />;
  if (!order) {
    return error && !orderHistory.orderLoading ? (
      <ScreenError message={error.message} onRetry={() => void orderHistory.loadOrder(id)} />
    ) : (
      <PageSkeleton />
    );
  }
  return (
    <article aria-labelledby="order-title">
      <p css={{ margin: `0 0 ${t.space.sm}` }}>
        <Link to="/my-account/orders" css={linkStyles(t)}>
          Back to My Orders
        </Link>
      </p>
      <h1 id="order-title" css={[titleStyles(t), { marginBottom: t.space.xs }]}>
        Order {order.invoice_number}
      </h1>
      <p css={{ margin: `0 0 ${t.space.lg}`, color: t.colors.muted }}>
        Placed on <time dateTime={order.created_at}>{formatDate(order.created_at)}</time> · Status:{' '}
        <strong>{orderStatusLabel(order.status)}</strong>
      </p>
      <DeliveryPromise order={order} />
      <OrderActions order={order} />
      <OrderItems order={order} />
      <OrderSummaryPanels order={order} />
      <OrderTimeline order={order} />
    </article>
  );
});
