import type { CartDetails } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useT } from '@storefront/i18n';
import { useStores } from '../../stores';
import { summaryRowStyles } from '../line-item-styles';

/**
 * Sub-total, discount, shipping, COD charge, total and (when chosen) the advance to pay now. The payment
 * step leaves the advance out (`showAdvance`): it shows the server's full split instead.
 */
export const CartTotals = observer(function CartTotals({ details, showAdvance = true }: { details: CartDetails; showAdvance?: boolean }) {
  const t = useTokens();
  const { settings } = useStores();
  const tr = useT();
  const rows: [string, string][] = [
    [tr('shell.cart.subtotal'), settings.formatPrice(details.sub_total)],
    ...(details.applied_discount > 0
      ? [[details.coupon_code ? tr('shell.cart.discountWithCode', { code: details.coupon_code }) : tr('shell.cart.discount'), `-${settings.formatPrice(details.applied_discount)}`] as [string, string]]
      : []),
    [tr('shell.cart.shipping'), details.shipping_charge > 0 ? settings.formatPrice(details.shipping_charge) : tr('shell.cart.free')],
    ...(details.cod_payment && details.cod_charge > 0 ? [[tr('shell.cart.codCharge'), settings.formatPrice(details.cod_charge)] as [string, string]] : []),
  ];
  return (
    <div>
      {rows.map(([label, value]) => (
        <p key={label} css={summaryRowStyles}>
          <span>{label}</span>
          <span>{value}</span>
        </p>
      ))}
      <p css={[summaryRowStyles, { fontWeight: t.fontWeights.bold, fontSize: t.fontSizes.lg }]}>
        <span>{tr('shell.cart.total')}</span>
        <span>{settings.formatPrice(details.total)}</span>
      </p>
      {showAdvance && details.make_advance_payment && details.advance_payment_amount > 0 && (
        <p css={summaryRowStyles}>
          <span>{tr('shell.cart.advanceNow')}</span>
          <span>{settings.formatPrice(details.advance_payment_amount)}</span>
        </p>
      )}
    </div>
  );
});
