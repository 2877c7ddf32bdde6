import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The state's name as `GET /addresses/get_states` lists it, matched case-insensitively by name or code
 * (`maharashtra`, `MH`), or null when there is no such state.
 */
export async function canonicalStateName(db: Kysely<Database>, value: string): Promise<string | null> {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return null;
  const row = await db
    .selectFrom('states')
    .select('name')
    .where((eb) => eb.or([eb(eb.fn('lower', ['name']), '=', wanted), eb(eb.fn('lower', ['code']), '=', wanted)]))
    .orderBy('id')
    .executeTakeFirst();
  return row?.name ?? null;
}

