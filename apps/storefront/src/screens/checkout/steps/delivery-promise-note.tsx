import { deliveryByText } from '@storefront/domain';
import type { DeliveryCheck } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { placeText } from '../../../stores';

/**
 * The delivery promise for the order's address, above the payment choices: "Delivery by Tue, 2 Dec" and
 * where to. Nothing when the server has no date for it (an address it does not serve never gets here).
 */
export function DeliveryPromiseNote({ check }: { check: DeliveryCheck }) {
  const t = useTokens();
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
      <strong css={{ color: t.colors.success }}>{deliveryByText(check.latest_delivery_date)}</strong>
      <span css={{ color: t.colors.muted }}> · to {placeText(check)} {check.pincode}</span>
    </p>
  );
}
