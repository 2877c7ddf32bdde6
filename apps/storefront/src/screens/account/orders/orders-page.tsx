import { css } from '@emotion/react';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { SquareThumbnail } from '@storefront/themes';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '../../../stores';
import { PageSkeleton } from '../../shared/page-skeleton';
import { ScreenError } from '../../shared/screen-error';
import { focusRing, linkStyles, titleStyles } from '../../shared/styles';
import { usePageTitle } from '../../shared/use-page-title';
import { useOrderStatusLabel } from '../order-status-label';
import { Pager } from '../pager';
import { useFormatDate, usePrice } from '../use-formats';
import { AppLink } from '../../../components/links/app-link';

/** An order row's picture (its first item): the row's fixed first column, at every width; `sizes` is its width. */
const ORDER_THUMB_PX = 64;

/** Reads `?page=`; anything but a positive whole number is page 1. */
function pageParam(raw: string | null): number {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}

/** /my-account/orders: the shopper's orders, newest first, a page at a time (`?page=` is linkable). */
export const OrdersPage = observer(function OrdersPage() {
  const t = useTokens();
  const tr = useT();
  const translate = useTranslateMessage();
  const statusLabel = useOrderStatusLabel();
  const formatDate = useFormatDate();
  const price = usePrice();
  const { orderHistory } = useStores();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  usePageTitle(tr('account.nav.orders'));

  useEffect(() => {
    void orderHistory.loadOrders(page);
  }, [orderHistory, page]);

  const { orders, listLoading, listError } = orderHistory;
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" css={titleStyles(t)}>
        {tr('account.nav.orders')}
      </h1>
      {listError && !listLoading ? (
        <ScreenError message={translate(listError.message)} onRetry={() => void orderHistory.loadOrders(page)} />
      ) : listLoading && orders.length === 0 ? (
        <PageSkeleton />
      ) : orders.length === 0 ? (
        <p>
          {tr('account.orders.empty')}{' '}
          <AppLink to="/products" css={linkStyles(t)}>
            {tr('account.orders.startShopping')}
          </AppLink>
        </p>
      ) : (
        <ul aria-busy={listLoading} css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: t.space.md }}>
          {orders.map((order) => (
            <li key={order.id}>
              <AppLink
                to={`/my-account/orders/${order.id}`}
                aria-label={tr('account.order.title', { number: order.invoice_number })}
                css={[
                  css`
                    display: grid;
                    grid-template-columns: ${ORDER_THUMB_PX}px minmax(0, 1fr) auto;
                    gap: ${t.space.md};
                    align-items: center;
                    padding: ${t.space.md};
                    border: 1px solid ${t.colors.border};
                    border-radius: ${t.radii.md};
                    color: inherit;
                    text-decoration: none;
                  `,
                  focusRing(t),
                ]}
              >
                <SquareThumbnail picture={order.thumbnail_picture} thumbnail={order.thumbnail ?? ''} px={ORDER_THUMB_PX} />
                <span css={{ display: 'grid', gap: t.space.xs }}>
                  <strong>{order.invoice_number}</strong>
                  <span css={{ color: t.colors.muted, fontSize: t.fontSizes.sm }}>
                    <time dateTime={order.created_at}>{formatDate(order.created_at)}</time> ·{' '}
                    {tr('account.orders.itemCount', { count: order.items_count })}
                  </span>
                  <span>{statusLabel(order.status)}</span>
                </span>
                <strong>{price(order.total)}</strong>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <Pager
        label={tr('account.orders.pages')}
        page={orderHistory.page}
        totalPages={orderHistory.totalPages}
        disabled={listLoading}
        onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </section>
  );
});
