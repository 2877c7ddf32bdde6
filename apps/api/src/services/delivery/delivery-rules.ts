import type { DeliveryRules, PincodeRange } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isSet, parseJson } from '../../db/values';

/**
 * The merchant's delivery rules as the domain reads them: the zones of `delivery_zones` in `position`
 * order, and the ships-from pincode, cut-off hour and COD limit of `store_settings` (migration 0017).
 * Read on every check (two small reads), so a merchant's edit applies at once.
 */
export async function loadDeliveryRules(db: Kysely<Database>): Promise<DeliveryRules> {
  const [settings, zones] = await Promise.all([
    db.selectFrom('store_settings').select(['ships_from_pincode', 'dispatch_cutoff_hour', 'cod_limit']).orderBy('id').executeTakeFirst(),
    db.selectFrom('delivery_zones').selectAll().orderBy('position').orderBy('id').execute(),
  ]);
  return {
    shipsFromPincode: settings?.ships_from_pincode ?? '560001',
    cutoffHourIst: settings?.dispatch_cutoff_hour ?? 14,
    codLimitPaise: Number(settings?.cod_limit ?? 1_000_000),
    zones: zones.map((zone) => ({
      name: zone.name,
      serviceable: isSet(zone.serviceable),
      states: parseJson<string[]>(zone.states, []),
      districts: parseJson<string[]>(zone.districts, []),
      pincodeRanges: parseJson<PincodeRange[]>(zone.pincode_ranges, []),
      minDays: zone.min_days,
      maxDays: zone.max_days,
      cod: isSet(zone.cod),
    })),
  };
}
