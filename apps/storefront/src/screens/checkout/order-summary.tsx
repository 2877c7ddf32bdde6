import type { CartDetails } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { CartLine } from '../../layout/drawers/cart-line';
import { CartTotals } from '../../layout/drawers/cart-totals';
import { CouponBox } from '../../layout/drawers/coupon-box';
import { listStyles } from '../../layout/drawers/drawer-styles';
import { sectionTitleStyles } from '../shared/styles';

/** The cart on checkout: its lines (with steppers), the coupon box and the totals. */
export const OrderSummary = observer(function OrderSummary({ details }: { details: CartDetails }) {
  const t = useTokens();
  return (
    <>
      <h2 id="checkout-summary-title" css={sectionTitleStyles(t)}>
        Order summary
      </h2>
      <ul css={listStyles} aria-label="Cart items">
        {details.cart_items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </ul>
      <CouponBox />
      <CartTotals details={details} />
    </>
  );
});
