import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The reasons a shopper can pick when returning an order. */
export async function listReturnOptions(db: Kysely<Database>) {
  const rows = await db.selectFrom('return_options').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, title: row.title, description: row.description || null }));
}
