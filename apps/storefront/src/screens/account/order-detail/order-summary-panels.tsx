import { css } from '@emotion/react';
import type { Order } from '@storefront/sdk';
import { mq, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores';
import { sectionTitleStyles } from '../../shared/styles';

const PAYMENT_METHODS: Record<string, string> = {
  cod: 'Cash on delivery',
  wallet: 'Wallet',
  razorpay: 'Card / UPI',
  phonepe: 'PhonePe',
  paypal: 'PayPal',
};
const PAYMENT_STATUSES: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
  partially_paid: 'Partially paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

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
  const { settings } = useStores();
  const { address } = order;
  const price = settings.formatPrice;
  const charges: [string, string][] = [
    ['Sub-total', price(order.sub_total)],
    ...(order.discount > 0 ? [[`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`, `− ${price(order.discount)}`] as [string, string]] : []),
    ['Shipping', order.shipping_charge > 0 ? price(order.shipping_charge) : 'Free'],
    ...(order.cod_charge > 0 ? [['COD charge', price(order.cod_charge)] as [string, string]] : []),
    ['Total', price(order.total)],
    ...(order.wallet_amount_used > 0 ? [['Paid from wallet', price(order.wallet_amount_used)] as [string, string]] : []),
    ['Amount due', price(order.amount_due)],
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
          Delivery address
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
          Phone: {address.phone}
        </address>
      </section>
      <section aria-labelledby="order-payment-title">
        <h2 id="order-payment-title" css={sectionTitleStyles(t)}>
          Payment
        </h2>
        <dl css={listStyles}>
          <dt>Method</dt>
          <dd>{PAYMENT_METHODS[order.payment_method] ?? order.payment_method}</dd>
          <dt>Status</dt>
          <dd>{PAYMENT_STATUSES[order.payment_status] ?? order.payment_status}</dd>
        </dl>
      </section>
      <section aria-labelledby="order-charges-title">
        <h2 id="order-charges-title" css={sectionTitleStyles(t)}>
          Charges
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
