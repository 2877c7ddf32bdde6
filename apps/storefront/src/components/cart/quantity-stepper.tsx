import { css } from '@emotion/react';
import type { CartItem } from '@storefront/sdk';
import { IconButton, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useT } from '@storefront/i18n';
import { useStores } from '../../stores';

/**
 * A cart line's quantity: -, a typed number (clamped before it is sent), +. It shows the quantity asked
 * for at once; presses made while the line updates stay enabled and the store sends them as one update
 * (the group is aria-busy meanwhile). The store refuses below 1 and beyond stock ("{n} product(s) in stock").
 */
export const CartQuantityStepper = observer(function CartQuantityStepper({ item }: { item: CartItem }) {
  const t = useTokens();
  const tr = useT();
  const { cart } = useStores();
  const shown = cart.quantityOf(item);
  const [typed, setTyped] = useState(String(shown));
  useEffect(() => setTyped(String(shown)), [shown]);
  const updating = cart.isUpdating(item.id);
  const commit = () => {
    if (typed !== String(shown)) void cart.setTyped(item, typed).then((sent) => !sent && setTyped(String(cart.quantityOf(item))));
  };

  return (
    <div
      role="group"
      aria-label={tr('shell.cart.quantityOf', { name: item.product_name })}
      aria-busy={updating || undefined}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 4px;
      `}
    >
      <IconButton size="sm" aria-label={tr('shell.cart.decrease', { name: item.product_name })} onClick={() => void cart.step(item, -1)}>
        <span aria-hidden="true">−</span>
      </IconButton>
      <input
        aria-label={tr('shell.cart.quantityOf', { name: item.product_name })}
        inputMode="numeric"
        value={typed}
        onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 4))}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        css={css`
          width: 3rem;
          padding: 4px;
          text-align: center;
          border: 1px solid ${t.colors.border};
          border-radius: ${t.radii.sm};
          font: inherit;
        `}
      />
      <IconButton size="sm" aria-label={tr('shell.cart.increase', { name: item.product_name })} onClick={() => void cart.step(item, 1)}>
        <span aria-hidden="true">+</span>
      </IconButton>
    </div>
  );
});
