import { css } from '@emotion/react';
import { CALLBACK_TEXTS, checkoutPath, TRACK_ORDER_PATH } from '@storefront/domain';
import type { Order } from '@storefront/sdk';
import { Button, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores';
import { linkStyles, titleStyles } from '../shared/styles';

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
  const navigate = useNavigate();
  const { auth } = useStores();
  const hasEmail = Boolean(auth.user?.email);
  return (
    <div css={{ textAlign: 'center' }}>
      <h1 css={titleStyles(t)}>{CALLBACK_TEXTS.thankYou}</h1>
      <p css={{ fontSize: t.fontSizes.lg }}>
        {CALLBACK_TEXTS.orderId} <strong>{order.invoice_number}</strong>
      </p>
      <p>{hasEmail ? CALLBACK_TEXTS.confirmationEmail : CALLBACK_TEXTS.keepOrderId}</p>
      <p>
        <Link to={`${TRACK_ORDER_PATH}?order_id=${encodeURIComponent(order.invoice_number)}`} css={linkStyles(t)}>
          {CALLBACK_TEXTS.trackOrder}
        </Link>
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
          <Button variant="secondary" onClick={() => window.open(order.whatsapp_order_link ?? '', '_blank', 'noopener,noreferrer')}>
            {CALLBACK_TEXTS.sendToWhatsApp}
          </Button>
        )}
        <Button variant="secondary" onClick={() => navigate('/', { replace: true })}>
          {CALLBACK_TEXTS.continueShopping}
        </Button>
        <Button onClick={() => navigate(`/my-account/orders/${order.id}`, { replace: true })}>{CALLBACK_TEXTS.myOrder}</Button>
      </div>
    </div>
  );
});

/** "Payment Failed" with a "try again" link to the payment step. */
export function PaymentFailed() {
  const t = useTokens();
  return (
    <div css={{ textAlign: 'center' }}>
      <h1 css={titleStyles(t)}>{CALLBACK_TEXTS.paymentFailed}</h1>
      <Link to={checkoutPath('payment')} css={linkStyles(t)}>
        {CALLBACK_TEXTS.tryAgain}
      </Link>
    </div>
  );
}
