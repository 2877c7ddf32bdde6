import { css } from '@emotion/react';
import { canApplyCoupon } from '@storefront/domain';
import type { Coupon } from '@storefront/sdk';
import { Button, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useStores } from '../../stores';
import { mutedStyles } from './drawer-styles';

/** What a coupon takes off and from which cart value: "10% off · min. ₹999". */
function useCouponTerms() {
  const { settings } = useStores();
  return (coupon: Coupon) => {
    const off = coupon.coupon_type === 'percentage' ? `${coupon.amount}% off` : `${settings.formatPrice(coupon.amount)} off`;
    const cap = coupon.coupon_type === 'percentage' && coupon.max_discount ? ` up to ${settings.formatPrice(coupon.max_discount)}` : '';
    return `${off}${cap} · min. cart ${settings.formatPrice(coupon.min_cart_value)}`;
  };
}

/**
 * The coupon code box and the store's coupons. "Apply Coupon" is disabled while the box is empty; once a
 * coupon is applied the box is locked and shows "Remove Coupon". The store's COD rule may disable it with
 * a hint; a signed-out shopper is asked to log in first (the store decides both).
 */
export const CouponBox = observer(function CouponBox() {
  const t = useTokens();
  const { coupons } = useStores();
  const terms = useCouponTerms();
  const applied = coupons.appliedCode;
  const [code, setCode] = useState(applied ?? '');
  useEffect(() => setCode(applied ?? ''), [applied]);
  const inputId = useId();
  const hintId = useId();
  const gate = coupons.gate;
  const blocked = typeof gate === 'object' ? gate : null;

  return (
    <div css={{ margin: `${t.space.md} 0` }}>
      <label htmlFor={inputId} css={{ display: 'block', fontWeight: t.fontWeights.medium, marginBottom: 4 }}>
        Coupon code
      </label>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (applied) void coupons.remove();
          else void coupons.apply(code);
        }}
        css={css`
          display: flex;
          gap: ${t.space.sm};
        `}
      >
        <input
          id={inputId}
          value={code}
          readOnly={Boolean(applied)}
          disabled={Boolean(blocked) && !applied}
          aria-describedby={blocked ? hintId : undefined}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          css={css`
            flex: 1;
            min-width: 0;
            padding: 6px 8px;
            border: 1px solid ${t.colors.border};
            border-radius: ${t.radii.sm};
            font: inherit;
          `}
        />
        <Button type="submit" size="sm" variant={applied ? 'secondary' : 'primary'} loading={coupons.couponLoading} disabled={!applied && (!canApplyCoupon(code) || Boolean(blocked))}>
          {applied ? 'Remove Coupon' : 'Apply Coupon'}
        </Button>
      </form>
      {blocked && (
        <p id={hintId} role="status" css={[mutedStyles(t), { margin: '4px 0 0' }]}>
          {blocked.hint}
        </p>
      )}
      {!applied && coupons.coupons.length > 0 && (
        <ul aria-label="Available coupons" css={{ listStyle: 'none', margin: `${t.space.sm} 0 0`, padding: 0, display: 'grid', gap: 4 }}>
          {coupons.coupons.map((coupon) => (
            <li key={coupon.code} css={{ display: 'flex', gap: t.space.sm, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Button size="sm" variant="secondary" aria-label={`Use coupon ${coupon.code}`} disabled={Boolean(blocked)} onClick={() => setCode(coupon.code)}>
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
