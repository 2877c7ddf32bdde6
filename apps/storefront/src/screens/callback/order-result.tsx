import { css } from '@emotion/react';
import { checkoutPath, TRACK_ORDER_PATH } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import type { Order } from '@storefront/sdk';
import { Button, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores';
import { linkStyles, titleStyles } from '../shared/styles';
import { AppLink } from '../../components/links/app-link';

/** `window.open`'s features for the WhatsApp chat: a new tab that cannot reach back to this page. */
const NEW_TAB = ['noopener', 'noreferrer'].join(',');

/** The order a place-order navigation carries in its state, if it looks like one. */
export function orderFromState(state: unknown): Pick<Order, 'id' | 'invoice_number' | 'whatsapp_order_link'> | null {
  const candidate = (state as { order?: unknown } | null)?.order ?? state;
  if (!candidate || typeof candidate !== 'object') return null;
  const { id, invoice_number, whatsapp_order_link } = candidate as Partial<Order>;
  if (typeof id !== 'number' || typeof invoice_number !== 'string') return null;
  return { id, invoice_number, whatsapp_order_link: whatsapp_order_link ?? null };
}

/**
 * "Thank you! Your order has been placed" with the invoice number and the ways on (docs/product.md §2). The
 * confirmation e-mail is promised only when the shopper has an address it goes to (the order takes the
 * account's or the guest's e-mail); "Track order" opens the tracking page with the order ID filled in.
 */
export const OrderPlaced = observer(function OrderPlaced({ order }: { order: NonNullable<ReturnType<typeof orderFromState>> }) {
  const t = useTokens();
  const tr = useT();
  const navigate = useNavigate();
  const { auth } = useStores();
  const hasEmail = Boolean(auth.user?.email);
  return (
    <div css={{ textAlign: 'center' }}>
      <h1 css={titleStyles(t)}>{tr('checkout.callback.thankYou')}</h1>
      <p css={{ fontSize: t.fontSizes.lg }}>
        {tr('checkout.callback.orderId')} <strong>{order.invoice_number}</strong>
      </p>
      <p>{tr(hasEmail ? 'checkout.callback.confirmationEmail' : 'checkout.callback.keepOrderId')}</p>
      <p>
        <AppLink to={`${TRACK_ORDER_PATH}?order_id=${encodeURIComponent(order.invoice_number)}`} css={linkStyles(t)}>
          {tr('checkout.callback.trackOrder')}
        </AppLink>
      </p>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: ${t.space.sm};
          margin-top: ${t.space.lg};
        `}
      >
        {order.whatsapp_order_link && (
          <Button variant="secondary" onClick={() => window.open(order.whatsapp_order_link ?? '', '_blank', NEW_TAB)}>
            {tr('checkout.callback.sendToWhatsApp')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => navigate('/', { replace: true })}>
          {tr('checkout.callback.continueShopping')}
        </Button>
        <Button onClick={() => navigate(`/my-account/orders/${order.id}`, { replace: true })}>{tr('checkout.callback.myOrder')}</Button>
      </div>
    </div>
  );
});

/** "Payment Failed" with a "try again" link to the payment step. */
export function PaymentFailed() {
  const t = useTokens();
  const tr = useT();
  return (
    <div css={{ textAlign: 'center' }}>
      <h1 css={titleStyles(t)}>{tr('checkout.callback.paymentFailed')}</h1>
      <AppLink to={checkoutPath('payment')} css={linkStyles(t)}>
        {tr('checkout.callback.tryAgain')}
      </AppLink>
    </div>
  );
}
