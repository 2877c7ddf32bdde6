import { cityDisplayName, stateDisplayName } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';

/** The directory's row of a pincode, or undefined when India Post does not list it. */
export function findPincode(db: Kysely<Database>, pincode: string): Promise<Row<'pincodes'> | undefined> {
  return db.selectFrom('pincodes').selectAll().where('pincode', '=', pincode).executeTakeFirst();
}

/**
 * The store's names of where a pincode is: the state as `GET /addresses/get_states` spells it, the city
 * from that state's cities when one matches the district, else the district in title case.
 */
export async function placeNames(db: Kysely<Database>, row: Row<'pincodes'>): Promise<{ city: string; state: string }> {
  const states = await db.selectFrom('states').select(['id', 'name']).execute();
  const state = stateDisplayName(row.state, states.map((s) => s.name));
  const stateId = states.find((s) => s.name === state)?.id;
  const cities = stateId === undefined ? [] : await db.selectFrom('cities').select('name').where('state_id', '=', stateId).execute();
  return { city: cityDisplayName(row.district, cities.map((c) => c.name)), state };
}
