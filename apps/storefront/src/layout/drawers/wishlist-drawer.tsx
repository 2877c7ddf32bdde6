import { css } from '@emotion/react';
import { productPath, truncateName, WISHLIST_NAME_MAX_LENGTH } from '@storefront/domain';
import type { WishlistItem } from '@storefront/sdk';
import { SquareThumbnail } from '@storefront/themes';
import { Button, Drawer, IconButton, SkeletonRows, TrashIcon, useTokens, VisuallyHidden } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useT } from '@storefront/i18n';
import { outlinedLinkStyles } from '../../screens/shared/styles';
import { useStores } from '../../stores';
import {
  DRAWER_THUMB_PX,
  emptyStyles,
  listStyles,
  mutedStyles,
  nameLinkStyles,
  rowBodyStyles,
  rowStyles,
} from '../../components/line-item-styles';
import { AppLink } from '../../components/links/app-link';

const WishlistLine = observer(function WishlistLine({ item }: { item: WishlistItem }) {
  const { wishlist, settings, ui } = useStores();
  const tr = useT();
  const t = useTokens();
  const href = productPath({ id: item.product_id, name: item.product_name, slug: item.product_slug });
  return (
    <li css={rowStyles(t)}>
      <SquareThumbnail picture={item.item_image?.picture} thumbnail={item.item_image?.thumbnail} px={DRAWER_THUMB_PX} />
      <div css={rowBodyStyles}>
        <AppLink
          to={href}
          onClick={() => ui.closeWishlistDrawer()}
          css={nameLinkStyles(t)}
          title={item.product_name}
        >
          {truncateName(item.product_name, WISHLIST_NAME_MAX_LENGTH)}
        </AppLink>
        <span css={css`display: flex; gap: ${t.space.sm};`}>
          <strong>{settings.formatPrice(item.item.sell_price)}</strong>
          {item.item.compare_price != null && <s css={mutedStyles(t)}>{settings.formatPrice(item.item.compare_price)}</s>}
        </span>
        {item.needs_variant_choice && item.in_stock ? (
          // A whole product sold by size or colour: the cart needs a variant, chosen on the product page.
          <AppLink
            to={href}
            onClick={() => ui.closeWishlistDrawer()}
            css={[outlinedLinkStyles(t), css`align-self: flex-start;`]}
          >
            {tr('shell.wishlist.chooseOptions')}
            <VisuallyHidden>: {item.product_name}</VisuallyHidden>
          </AppLink>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={wishlist.actionLoading || !item.in_stock}
            onClick={() => void wishlist.moveToCart(item.id)}
            css={css`align-self: flex-start;`}
          >
            {item.in_stock ? tr('shell.wishlist.moveToCart') : tr('shell.wishlist.outOfStock')}
          </Button>
        )}
      </div>
      <IconButton
        aria-label={tr('shell.cart.remove', { name: item.product_name })}
        size="sm"
        disabled={wishlist.actionLoading}
        onClick={() => void wishlist.remove(item.id)}
      >
        <TrashIcon />
      </IconButton>
    </li>
  );
});

/** The wishlist drawer, "My WishList"; "Your Wishlist is empty" when empty. */
export const WishlistDrawer = observer(function WishlistDrawer() {
  const { wishlist, ui } = useStores();
  const tr = useT();
  const t = useTokens();
  return (
    <Drawer open={ui.wishlistDrawerOpen} onClose={() => ui.closeWishlistDrawer()} title={tr('shell.wishlist.title')}>
      {wishlist.loading && wishlist.items.length === 0 ? (
        <SkeletonRows count={3} />
      ) : wishlist.items.length === 0 ? (
        <p css={emptyStyles(t)}>{tr('shell.wishlist.empty')}</p>
      ) : (
        <ul css={listStyles} aria-label={tr('shell.wishlist.items')}>
          {wishlist.items.map((item) => (
            <WishlistLine key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Drawer>
  );
});
