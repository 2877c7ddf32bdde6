import { COD_AVAILABLE_TEXT, deliveryByText, pincodePlaceText } from '@storefront/domain';
import type { DeliveryCheck } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import type { DeliveryAnswer } from '../../../stores';

/** The shopper-facing words for "cash on delivery": available, or the server's reason why not. */
export function codText(check: Pick<DeliveryCheck, 'cod_available' | 'cod_reason'>): string {
  return check.cod_available ? COD_AVAILABLE_TEXT : (check.cod_reason ?? '');
}

/** "Bengaluru, Karnataka": the place the pincode belongs to. */
export function placeText(check: Pick<DeliveryCheck, 'city' | 'state'>): string {
  return pincodePlaceText(check.city, check.state);
}

/** What can go wrong with a pincode, in the server's (or the domain's) words; null when it is served. */
export function deliveryProblem(answer: DeliveryAnswer | undefined): string | null {
  if (!answer || answer.status === 'checking') return null;
  if (answer.status === 'failed') return answer.message;
  return answer.check.serviceable ? null : answer.check.reason;
}

/**
 * The answer's good news, for the box's status region: the place, "Delivery by Tue, 2 Dec" and cash on
 * delivery (available, or why not). A pincode not served shows its place only; why not is the box's alert.
 */
export function DeliveryAnswerLines({ answer }: { answer: DeliveryAnswer | undefined }) {
  const t = useTokens();
  if (!answer || answer.status === 'failed') return null;
  if (answer.status === 'checking') return <p css={{ margin: 0, color: t.colors.muted }}>Checking delivery…</p>;
  const { check } = answer;
  return (
    <>
      <p css={{ margin: 0, fontWeight: t.fontWeights.medium }}>{placeText(check)}</p>
      {check.serviceable && check.latest_delivery_date && <p css={{ margin: 0, color: t.colors.success }}>{deliveryByText(check.latest_delivery_date)}</p>}
      {check.serviceable && <p css={{ margin: 0, color: check.cod_available ? t.colors.text : t.colors.muted }}>{codText(check)}</p>}
    </>
  );
}
