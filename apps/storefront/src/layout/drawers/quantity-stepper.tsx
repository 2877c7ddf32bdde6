import { css } from '@emotion/react';
import type { CartItem } from '@storefront/sdk';
import { IconButton, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../stores';

/**
 * A cart line's quantity: -, a typed number (clamped before it is sent), +. The whole stepper is disabled
 * while the line updates; the store refuses below 1 and beyond stock ("{n} product(s) in stock").
 */
export const CartQuantityStepper = observer(function CartQuantityStepper({ item }: { item: CartItem }) {
  const t = useTokens();
  const { cart } = useStores();
  const [typed, setTyped] = useState(String(item.quantity));
  useEffect(() => setTyped(String(item.quantity)), [item.quantity]);
  const updating = cart.updatingItemId === item.id;
  const commit = () => {
    if (typed !== String(item.quantity)) void cart.setTyped(item, typed).then((sent) => !sent && setTyped(String(item.quantity)));
  };

  return (
    <div
      role="group"
      aria-label={`Quantity of ${item.product_name}`}
      aria-busy={updating || undefined}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 4px;
      `}
    >
      <IconButton size="sm" aria-label={`Decrease quantity of ${item.product_name}`} disabled={updating} onClick={() => void cart.step(item, -1)}>
        <span aria-hidden="true">−</span>
      </IconButton>
      <input
        aria-label={`Quantity of ${item.product_name}`}
        inputMode="numeric"
        value={typed}
        disabled={updating}
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
      <IconButton size="sm" aria-label={`Increase quantity of ${item.product_name}`} disabled={updating} onClick={() => void cart.step(item, 1)}>
        <span aria-hidden="true">+</span>
      </IconButton>
    </div>
  );
});
