import type { CheckoutStep } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import type { CartDetails } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { CartLine } from '../../components/cart/cart-line';
import { CartTotals } from '../../components/cart/cart-totals';
import { CouponBox } from '../../components/cart/coupon-box';
import { listStyles } from '../../components/line-item-styles';
import { sectionTitleStyles } from '../shared/styles';
import { CheckoutAmounts } from './checkout-amounts';

/**
 * The cart on checkout: its lines (with steppers), the coupon box and the totals; on the payment step,
 * every part of the money as the server will charge it.
 */
export const OrderSummary = observer(function OrderSummary({ details, step }: { details: CartDetails; step: CheckoutStep }) {
  const t = useTokens();
  const tr = useT();
  return (
    <>
      <h2 id="checkout-summary-title" css={sectionTitleStyles(t)}>
        {tr('checkout.summary.title')}
      </h2>
      <ul css={listStyles} aria-label={tr('checkout.summary.items')}>
        {details.cart_items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </ul>
      <CouponBox />
      {step === 'payment' ? <CheckoutAmounts details={details} /> : <CartTotals details={details} />}
    </>
  );
});
