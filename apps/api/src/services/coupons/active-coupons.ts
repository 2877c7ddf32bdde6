import type { Coupon } from '@storefront/sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { toCouponWire } from './coupon-rules';

/**
 * `GET /coupons`: active coupons inside their window with uses left, the smallest minimum first. Limits of
 * one shopper are not known here (the list is public): applying tells.
 */
export async function listActiveCoupons(db: Kysely<Database>, now: Date = new Date()): Promise<Coupon[]> {
  const rows = await db
    .selectFrom('coupons')
    .selectAll()
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', nowIso(now))]))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso(now))]))
    .where((eb) => eb.or([eb('max_uses_total', 'is', null), eb('used_count', '<', eb.ref('max_uses_total'))]))
    .orderBy('min_cart_value')
    .orderBy('id')
    .execute();
  return rows.map(toCouponWire);
}
