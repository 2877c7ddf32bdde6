import { formatDeliveryDay, useT } from '@storefront/i18n';
import type { DeliveryCheck } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { placeText, useStores } from '../../../stores';

/**
 * The delivery promise for the order's address, above the payment choices: "Delivery by Tue, 2 Dec" and
 * where to. Nothing when the server has no date for it (an address it does not serve never gets here).
 */
export function DeliveryPromiseNote({ check }: { check: DeliveryCheck }) {
  const t = useTokens();
  const tr = useT();
  const { locale } = useStores();
  if (!check.serviceable || !check.latest_delivery_date) return null;
  return (
    <p
      css={{
        margin: `0 0 ${t.space.lg}`,
        padding: `${t.space.sm} ${t.space.md}`,
        borderRadius: t.radii.md,
        background: t.colors.surface,
      }}
    >
      <strong css={{ color: t.colors.success }}>{tr('checkout.delivery.by', { date: formatDeliveryDay(check.latest_delivery_date, locale.locale) })}</strong>
      <span css={{ color: t.colors.muted }}>{tr('checkout.delivery.to', { place: placeText(check), pincode: check.pincode })}</span>
    </p>
  );
}
