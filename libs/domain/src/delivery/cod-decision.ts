import { COD_NOT_IN_ZONE_MESSAGE, codOverLimitMessage } from '../messages/delivery';
import type { DeliveryZone } from './delivery-rules';

export interface CodDecision {
  available: boolean;
  /** Why not, in the shopper's words; null when available (or when the zone is not served at all). */
  reason: string | null;
}

/**
 * Whether cash on delivery is allowed: the zone must offer it, and the order value (paise) must not be
 * above the limit. With no value yet (a product page without a price, an empty cart) only the zone counts.
 */
export function codDecision(zone: DeliveryZone | null, orderValuePaise: number | null, limitPaise: number): CodDecision {
  if (!zone || !zone.serviceable) return { available: false, reason: null };
  if (!zone.cod) return { available: false, reason: COD_NOT_IN_ZONE_MESSAGE };
  if (orderValuePaise !== null && orderValuePaise > limitPaise) return { available: false, reason: codOverLimitMessage(limitPaise) };
  return { available: true, reason: null };
}
