import { STATE_NOT_FOUND_MESSAGE } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { MAX_INTEGER } from '../../http/contract';
import { NotFoundError } from '../../http/errors';

/** States and union territories by name. */
export async function listStates(db: Kysely<Database>) {
  return db.selectFrom('states').select(['id', 'name', 'code']).orderBy('name').execute();
}

/** Cities of a state named by id (`21`) or code (`MH`, any case), by name; 404 for an unknown state. */
export async function listCities(db: Kysely<Database>, state: string) {
  const query = db.selectFrom('states').select('id');
  if (/^\d+$/.test(state) && Number(state) > MAX_INTEGER) throw new NotFoundError(STATE_NOT_FOUND_MESSAGE);
  const found = /^\d+$/.test(state)
    ? await query.where('id', '=', Number(state)).executeTakeFirst()
    : await query.where('code', '=', state.toUpperCase()).executeTakeFirst();
  if (!found) throw new NotFoundError(STATE_NOT_FOUND_MESSAGE);
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'name'])
    .where('state_id', '=', found.id)
    .orderBy('name')
    .execute();
  return { cities };
}
