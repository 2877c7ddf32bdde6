import { css } from '@emotion/react';
import {
  CART_DRAWER_TITLE,
  CART_NAME_MAX_LENGTH,
  checkoutEntryStep,
  checkoutPath,
  EMPTY_CART_TEXT,
  productPath,
  truncateName,
} from '@storefront/domain';
import type { CartItem } from '@storefront/sdk';
import { Button, Drawer, IconButton, Image, SkeletonRows, TrashIcon, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores';
import { emptyStyles, listStyles, mutedStyles, nameLinkStyles, rowBodyStyles, rowStyles, summaryRowStyles } from './drawer-styles';

const CartLine = observer(function CartLine({ item }: { item: CartItem }) {
  const { cart, settings, ui } = useStores();
  const t = useTokens();
  const attributes = item.variant?.attributes?.map((a) => `${a.option_type}: ${a.option_value}`).join(', ');
  return (
    <li css={rowStyles(t)}>
      <Image src={item.product_image?.thumbnail} alt="" width={64} height={64} />
      <div css={rowBodyStyles}>
        <Link
          to={productPath({ id: item.product_id, name: item.product_name, slug: item.product_slug })}
          onClick={() => ui.closeCartDrawer()}
          css={nameLinkStyles(t)}
          title={item.product_name}
        >
          {truncateName(item.product_name, CART_NAME_MAX_LENGTH)}
        </Link>
        {attributes && <span css={mutedStyles(t)}>{attributes}</span>}
        <span css={mutedStyles(t)}>
          {item.quantity} × {settings.formatPrice(item.unit_price)}
        </span>
        <strong>{settings.formatPrice(item.total_price)}</strong>
      </div>
      <IconButton
        aria-label={`Remove ${item.product_name}`}
        size="sm"
        disabled={cart.actionLoading}
        onClick={() => void cart.remove(item.id)}
      >
        <TrashIcon />
      </IconButton>
    </li>
  );
});

/** The cart drawer, "Shopping cart": its lines, totals and the way to checkout; "Your Cart is empty" when empty. */
export const CartDrawer = observer(function CartDrawer() {
  const { cart, auth, settings, ui } = useStores();
  const t = useTokens();
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
      title={CART_DRAWER_TITLE}
      footer={
        !empty && details ? (
          <div>
            <p css={summaryRowStyles}>
              <span>Subtotal</span>
              <span>{settings.formatPrice(details.sub_total)}</span>
            </p>
            {details.applied_discount > 0 && (
              <p css={summaryRowStyles}>
                <span>Discount</span>
                <span>-{settings.formatPrice(details.applied_discount)}</span>
              </p>
            )}
            <p css={[summaryRowStyles, css`font-weight: ${t.fontWeights.bold};`]}>
              <span>Total</span>
              <span>{settings.formatPrice(details.total)}</span>
            </p>
            <Button fullWidth onClick={goToCheckout}>
              Checkout
            </Button>
          </div>
        ) : undefined
      }
    >
      {cart.loading && !details ? (
        <SkeletonRows count={3} />
      ) : empty ? (
        <p css={emptyStyles(t)}>{EMPTY_CART_TEXT}</p>
      ) : (
        <ul css={listStyles} aria-label="Cart items">
          {cart.items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Drawer>
  );
});
