import { css } from '@emotion/react';
import { useT } from '@storefront/i18n';
import type { CartDetails } from '@storefront/sdk';
import { SquareThumbnail } from '@storefront/themes';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores';
import { LINE_ITEM_THUMB_PX, lineItemRowStyles } from './styles';

/** The cart's lines and totals (sub-total, discount, shipping, COD charge, total). */
export const CartSummary = observer(function CartSummary({ details }: { details: CartDetails }) {
  const t = useTokens();
  const tr = useT();
  const { settings } = useStores();
  const rows: [string, number, boolean?][] = [
    [tr('checkout.cartSummary.subtotal'), details.sub_total],
    ...(details.applied_discount > 0
      ? [
          [
            details.coupon_code ? tr('checkout.amounts.discountWithCode', { code: details.coupon_code }) : tr('checkout.amounts.discount'),
            -details.applied_discount,
          ] as [string, number],
        ]
      : []),
    [tr('checkout.amounts.shipping'), details.shipping_charge],
    ...(details.cod_payment && details.cod_charge > 0 ? [[tr('checkout.cartSummary.codCharge'), details.cod_charge] as [string, number]] : []),
    [tr('checkout.amounts.total'), details.total, true],
  ];
  return (
    <div>
      <ul css={{ margin: `0 0 ${t.space.lg}`, padding: 0, listStyle: 'none' }}>
        {details.cart_items.map((item) => (
          <li
            key={item.id}
            css={[
              lineItemRowStyles(t),
              css`
                padding: ${t.space.sm} 0;
                border-bottom: 1px solid ${t.colors.border};
              `,
            ]}
          >
            <SquareThumbnail picture={item.product_image?.picture} thumbnail={item.product_image?.thumbnail} px={LINE_ITEM_THUMB_PX} />
            <div css={{ minWidth: 0 }}>
              <p css={{ margin: 0, fontWeight: t.fontWeights.medium, overflowWrap: 'anywhere' }}>{item.product_name}</p>
              {item.variant && item.variant.attributes.length > 0 && (
                <p css={{ margin: 0, color: t.colors.muted, fontSize: t.fontSizes.sm }}>
                  {item.variant.attributes.map((a) => `${a.option_type}: ${a.option_value}`).join(', ')}
                </p>
              )}
              <p css={{ margin: 0, color: t.colors.muted, fontSize: t.fontSizes.sm }}>
                {item.quantity} × {settings.formatPrice(item.unit_price)}
              </p>
            </div>
            <span css={{ fontWeight: t.fontWeights.medium }}>{settings.formatPrice(item.total_price)}</span>
          </li>
        ))}
      </ul>
      <dl
        css={css`
          display: grid;
          grid-template-columns: 1fr auto;
          gap: ${t.space.xs} ${t.space.md};
          margin: 0;
          & dd {
            margin: 0;
            text-align: right;
          }
        `}
      >
        {rows.map(([label, amount, strong]) => (
          <div key={label} css={{ display: 'contents', fontWeight: strong ? t.fontWeights.bold : undefined, fontSize: strong ? t.fontSizes.lg : undefined }}>
            <dt>{label}</dt>
            <dd>{settings.formatPrice(amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
});
