import { isOnlinePayment } from '@storefront/domain';
import { useT, type Translate } from '@storefront/i18n';
import type { CartDetails, CheckoutCharges } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { CartTotals } from '../../components/cart/cart-totals';
import { summaryRowStyles } from '../../components/line-item-styles';
import { useStores } from '../../stores';

type Row = [label: string, value: string];

/** The rows of the order's money, in the order it adds up: what the items cost, then how it is paid. */
function amountRows(charges: CheckoutCharges, formatPrice: (rupees: number) => string, tr: Translate): { costs: Row[]; payment: Row[] } {
  const costs: Row[] = [
    [tr('checkout.amounts.subtotal'), formatPrice(charges.sub_total)],
    ...(charges.applied_discount > 0
      ? [
          [
            charges.coupon_code ? tr('checkout.amounts.discountWithCode', { code: charges.coupon_code }) : tr('checkout.amounts.discount'),
            `-${formatPrice(charges.applied_discount)}`,
          ] as Row,
        ]
      : []),
    [tr('checkout.amounts.shipping'), charges.shipping_charge > 0 ? formatPrice(charges.shipping_charge) : tr('checkout.amounts.free')],
    ...(charges.cod_charge > 0 ? [[tr('checkout.amounts.codCharge'), formatPrice(charges.cod_charge)] as Row] : []),
  ];
  // How it is paid is known once a method is (the wallet counts as one when it pays it all).
  if (charges.payment_method === null) return { costs, payment: [] };
  const online = isOnlinePayment(charges.payment_method);
  const payment: Row[] = [
    ...(charges.wallet_amount_used > 0 ? [[tr('checkout.amounts.walletUsed'), formatPrice(charges.wallet_amount_used)] as Row] : []),
    ...(online
      ? [[tr(charges.make_advance_payment ? 'checkout.amounts.advanceNow' : 'checkout.amounts.payNow'), formatPrice(charges.pay_online_now)] as Row]
      : []),
    [tr('checkout.amounts.dueOnDelivery'), formatPrice(charges.due_on_delivery)],
  ];
  return { costs, payment };
}

function ChargesRows({ charges }: { charges: CheckoutCharges }) {
  const t = useTokens();
  const tr = useT();
  const { settings } = useStores();
  const { costs, payment } = amountRows(charges, settings.formatPrice, tr);
  const row = ([label, value]: Row, strong = false) => (
    <p key={label} css={[summaryRowStyles, strong && { fontWeight: t.fontWeights.bold, fontSize: t.fontSizes.lg }]}>
      <span>{label}</span>
      <span>{value}</span>
    </p>
  );
  return (
    <>
      {costs.map((entry) => row(entry))}
      {row([tr('checkout.amounts.total'), settings.formatPrice(charges.total)], true)}
      {payment.map((entry) => row(entry))}
    </>
  );
}

/**
 * The payment step's money, every part as the server will charge it (GET /carts/checkout_charges):
 * items, discount, shipping, COD charge, total, then the wallet used, what is paid online now and what
 * is left to pay on delivery. Busy while the charges of the latest choice are on their way; the cart's
 * own totals stand in until the first answer.
 */
export const CheckoutAmounts = observer(function CheckoutAmounts({ details }: { details: CartDetails }) {
  const tr = useT();
  const { checkout } = useStores();
  const busy = checkout.chargesLoading;
  return (
    <div role="group" aria-label={tr('checkout.amounts.label')} aria-busy={busy} css={{ opacity: busy ? 0.6 : 1 }}>
      {checkout.charges ? <ChargesRows charges={checkout.charges} /> : <CartTotals details={details} showAdvance={false} />}
    </div>
  );
});
