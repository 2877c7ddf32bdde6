import { css } from '@emotion/react';
import type { Order } from '@storefront/sdk';
import { useT, useTranslateMessage, type Translate } from '@storefront/i18n';
import { mq, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { sectionTitleStyles } from '../../shared/styles';
import { usePrice } from '../use-formats';

/** The payment method's name; null for one the store does not know. */
function paymentMethod(tr: Translate, method: string): string | null {
  switch (method) {
    case 'cod':
      return tr('account.payment.cod');
    case 'wallet':
      return tr('account.nav.wallet');
    case 'razorpay':
      return tr('account.payment.razorpay');
    case 'phonepe':
      return tr('account.payment.phonepe');
    case 'paypal':
      return tr('account.payment.paypal');
    default:
      return null;
  }
}

/** The payment status's name; null for one the store does not know. */
function paymentStatus(tr: Translate, status: string): string | null {
  switch (status) {
    case 'pending':
      return tr('account.payment.pending');
    case 'paid':
      return tr('account.payment.paid');
    case 'partially_paid':
      return tr('account.payment.partiallyPaid');
    case 'failed':
      return tr('account.payment.failed');
    case 'refunded':
      return tr('account.payment.refunded');
    default:
      return null;
  }
}

const listStyles = css`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 16px;
  dd {
    margin: 0;
    text-align: right;
  }
`;

/** Delivery address, payment (method and status) and the charges and discounts. */
export const OrderSummaryPanels = observer(function OrderSummaryPanels({ order }: { order: Order }) {
  const t = useTokens();
  const tr = useT();
  const translate = useTranslateMessage();
  const { address } = order;
  const price = usePrice();
  const discount = order.coupon_code ? tr('account.charges.discountWithCode', { code: order.coupon_code }) : tr('account.invoice.discount');
  const charges: [string, string][] = [
    [tr('account.charges.subTotal'), price(order.sub_total)],
    ...(order.discount > 0 ? [[discount, `− ${price(order.discount)}`] as [string, string]] : []),
    [tr('account.charges.shipping'), order.shipping_charge > 0 ? price(order.shipping_charge) : tr('account.charges.free')],
    ...(order.cod_charge > 0 ? [[tr('account.charges.cod'), price(order.cod_charge)] as [string, string]] : []),
    [tr('account.invoice.total'), price(order.total)],
    ...(order.wallet_amount_used > 0 ? [[tr('account.charges.fromWallet'), price(order.wallet_amount_used)] as [string, string]] : []),
    [tr('account.charges.amountDue'), price(order.amount_due)],
  ];
  return (
    <div
      css={css`
        display: grid;
        gap: ${t.space.lg};
        margin-bottom: ${t.space.lg};
        ${mq.md} {
          grid-template-columns: repeat(3, minmax(0, 1fr));
        }
      `}
    >
      <section aria-labelledby="order-address-title">
        <h2 id="order-address-title" css={sectionTitleStyles(t)}>
          {tr('account.order.deliveryAddress')}
        </h2>
        <address css={{ fontStyle: 'normal', lineHeight: 1.5 }}>
          {address.name}
          <br />
          {address.address_line_1}
          {address.address_line_2 && <>, {address.address_line_2}</>}
          <br />
          {address.landmark && (
            <>
              {address.landmark}
              <br />
            </>
          )}
          {address.city}, {address.state} {address.pincode}
          <br />
          {tr('account.addresses.phone', { phone: address.phone })}
        </address>
      </section>
      <section aria-labelledby="order-payment-title">
        <h2 id="order-payment-title" css={sectionTitleStyles(t)}>
          {tr('account.order.payment')}
        </h2>
        <dl css={listStyles}>
          <dt>{tr('account.payment.method')}</dt>
          <dd>{paymentMethod(tr, order.payment_method) ?? translate(order.payment_method)}</dd>
          <dt>{tr('account.payment.status')}</dt>
          <dd>{paymentStatus(tr, order.payment_status) ?? translate(order.payment_status)}</dd>
        </dl>
      </section>
      <section aria-labelledby="order-charges-title">
        <h2 id="order-charges-title" css={sectionTitleStyles(t)}>
          {tr('account.order.charges')}
        </h2>
        <dl css={listStyles}>
          {charges.map(([label, value]) => (
            <div key={label} css={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
});
