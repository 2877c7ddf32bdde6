import { checkoutEntryStep, checkoutPath } from '@storefront/domain';
import { Button, Drawer, SkeletonRows, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useT } from '@storefront/i18n';
import { LazyDeliveryCheckBox } from '../../screens/shared/delivery-check';
import { useStores } from '../../stores';
import { CartLine } from '../../components/cart/cart-line';
import { CartTotals } from '../../components/cart/cart-totals';
import { CouponBox } from '../../components/cart/coupon-box';
import { emptyStyles, listStyles } from '../../components/line-item-styles';

/** The cart drawer, "Shopping cart": its lines with steppers, the coupon box, totals and the way to checkout; "Your Cart is empty" when empty. */
export const CartDrawer = observer(function CartDrawer() {
  const { cart, auth, ui } = useStores();
  const t = useTokens();
  const tr = useT();
  const details = cart.details;
  const empty = cart.items.length === 0;
  const goToCheckout = () => {
    ui.closeCartDrawer();
    ui.navigate(checkoutPath(checkoutEntryStep({ isSignedIn: auth.isSignedIn, hasCartToken: auth.hasCartToken })));
  };

  return (
    <Drawer
      open={ui.cartDrawerOpen}
      onClose={() => ui.closeCartDrawer()}
      title={tr('shell.cart.title')}
      footer={
        !empty && details ? (
          <div>
            <CouponBox />
            <CartTotals details={details} />
            <Button fullWidth onClick={goToCheckout}>
              {tr('shell.cart.checkout')}
            </Button>
          </div>
        ) : undefined
      }
    >
      {cart.loading && !details ? (
        <SkeletonRows count={3} />
      ) : empty ? (
        <p css={emptyStyles(t)}>{tr('shell.cart.empty')}</p>
      ) : (
        <>
          <ul css={listStyles} aria-label={tr('shell.cart.items')}>
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} onNavigate={() => ui.closeCartDrawer()} />
            ))}
          </ul>
          <div css={{ marginTop: t.space.md }}>
            <LazyDeliveryCheckBox headingLevel={3} />
          </div>
        </>
      )}
    </Drawer>
  );
});
