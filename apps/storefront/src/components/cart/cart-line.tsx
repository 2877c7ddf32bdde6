import { CART_NAME_MAX_LENGTH, productPath, truncateName } from '@storefront/domain';
import type { CartItem } from '@storefront/sdk';
import { SquareThumbnail } from '@storefront/themes';
import { IconButton, TrashIcon, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useT } from '@storefront/i18n';
import { useStores } from '../../stores';
import { DRAWER_THUMB_PX, mutedStyles, nameLinkStyles, rowBodyStyles, rowStyles } from '../line-item-styles';
import { CartQuantityStepper } from './quantity-stepper';
import { AppLink } from '../links/app-link';

/** One cart line: image, name (30 characters), variant, unit and line price, stepper and remove. */
export const CartLine = observer(function CartLine({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  const { cart, settings } = useStores();
  const t = useTokens();
  const tr = useT();
  const attributes = item.variant?.attributes?.map((a) => `${a.option_type}: ${a.option_value}`).join(', ');
  return (
    <li css={rowStyles(t)}>
      <SquareThumbnail picture={item.product_image?.picture} thumbnail={item.product_image?.thumbnail} px={DRAWER_THUMB_PX} />
      <div css={rowBodyStyles}>
        <AppLink
          to={productPath({ id: item.product_id, name: item.product_name, slug: item.product_slug })}
          onClick={onNavigate}
          css={nameLinkStyles(t)}
          title={item.product_name}
        >
          {truncateName(item.product_name, CART_NAME_MAX_LENGTH)}
        </AppLink>
        {attributes && <span css={mutedStyles(t)}>{attributes}</span>}
        <span css={mutedStyles(t)}>{tr('shell.cart.each', { price: settings.formatPrice(item.unit_price) })}</span>
        <CartQuantityStepper item={item} />
        <strong>{settings.formatPrice(item.total_price)}</strong>
      </div>
      <IconButton aria-label={tr('shell.cart.remove', { name: item.product_name })} size="sm" disabled={cart.actionLoading || cart.isUpdating(item.id)} onClick={() => void cart.remove(item.id)}>
        <TrashIcon />
      </IconButton>
    </li>
  );
});
