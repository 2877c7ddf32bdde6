import { css } from '@emotion/react';
import { canApplyCoupon } from '@storefront/domain';
import type { Coupon } from '@storefront/sdk';
import { Button, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useT } from '@storefront/i18n';
import { useStores } from '../../stores';
import { mutedStyles } from '../line-item-styles';

/** What a coupon takes off and from which cart value: "10% off · min. ₹999". */
function useCouponTerms() {
  const { settings } = useStores();
  const tr = useT();
  return (coupon: Coupon) => {
    const off =
      coupon.coupon_type === 'percentage'
        ? tr('shell.coupon.percentOff', { amount: coupon.amount })
        : tr('shell.coupon.amountOff', { amount: settings.formatPrice(coupon.amount) });
    const cap =
      coupon.coupon_type === 'percentage' && coupon.max_discount
        ? tr('shell.coupon.upTo', { amount: settings.formatPrice(coupon.max_discount) })
        : '';
    return tr('shell.coupon.terms', { off, cap, min: settings.formatPrice(coupon.min_cart_value) });
  };
}

/**
 * The coupon code box and the store's coupons. "Apply Coupon" is disabled while the box is empty; once a
 * coupon is applied the box is locked (read-only, styled as such, Enter does nothing) and only "Remove
 * Coupon" takes the coupon off. When a change to the cart took the coupon off, the server's reason shows
 * under the box. The store's COD rule may disable it with a hint; a signed-out shopper is asked to log in
 * first (the store decides both).
 */
export const CouponBox = observer(function CouponBox() {
  const t = useTokens();
  const { cart, coupons } = useStores();
  const tr = useT();
  const terms = useCouponTerms();
  const applied = coupons.appliedCode;
  const [code, setCode] = useState(applied ?? '');
  useEffect(() => setCode(applied ?? ''), [applied]);
  const inputId = useId();
  const hintId = useId();
  const removedId = useId();
  const gate = coupons.gate;
  const blocked = typeof gate === 'object' ? gate : null;
  // Also locked while an apply or remove is in flight, so the code sent is the code shown.
  const locked = Boolean(applied) || coupons.couponLoading;
  const describedBy = [blocked ? hintId : '', cart.couponRemoved ? removedId : ''].filter(Boolean).join(' ');

  return (
    <div css={{ margin: `${t.space.md} 0` }}>
      <label htmlFor={inputId} css={{ display: 'block', fontWeight: t.fontWeights.medium, marginBottom: 4 }}>
        {tr('shell.coupon.code')}
      </label>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!locked) void coupons.apply(code);
        }}
        css={css`
          display: flex;
          gap: ${t.space.sm};
        `}
      >
        <input
          id={inputId}
          value={code}
          readOnly={locked}
          disabled={Boolean(blocked) && !applied}
          aria-describedby={describedBy || undefined}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          css={css`
            flex: 1;
            min-width: 0;
            padding: 6px 8px;
            border: 1px solid ${t.colors.border};
            border-radius: ${t.radii.sm};
            font: inherit;
            &:read-only {
              background: ${t.colors.surface};
              color: ${t.colors.text};
              border-style: dashed;
              cursor: default;
            }
          `}
        />
        {/* One button for both, so focus stays on it when it turns from Apply into Remove. */}
        <Button
          type={applied ? 'button' : 'submit'}
          size="sm"
          variant={applied ? 'secondary' : 'primary'}
          loading={coupons.couponLoading}
          disabled={!applied && (!canApplyCoupon(code) || Boolean(blocked))}
          onClick={applied ? () => void coupons.remove() : undefined}
        >
          {applied ? tr('shell.coupon.remove') : tr('shell.coupon.apply')}
        </Button>
      </form>
      <p id={removedId} role="status" css={{ margin: cart.couponRemoved ? '4px 0 0' : 0, color: t.colors.danger, fontSize: t.fontSizes.sm }}>
        {cart.couponRemoved}
      </p>
      {blocked && (
        <p id={hintId} role="status" css={[mutedStyles(t), { margin: '4px 0 0' }]}>
          {blocked.hint}
        </p>
      )}
      {!applied && coupons.coupons.length > 0 && (
        <ul aria-label={tr('shell.coupon.available')} css={{ listStyle: 'none', margin: `${t.space.sm} 0 0`, padding: 0, display: 'grid', gap: 4 }}>
          {coupons.coupons.map((coupon) => (
            <li key={coupon.code} css={{ display: 'flex', gap: t.space.sm, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Button size="sm" variant="secondary" aria-label={tr('shell.coupon.use', { code: coupon.code })} disabled={Boolean(blocked)} onClick={() => setCode(coupon.code)}>
                {coupon.code}
              </Button>
              <span css={mutedStyles(t)}>{terms(coupon)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
