import { sql } from 'kysely';
import type { AnyDb } from '../dialect';

/**
 * `orders.locale`: the language of the request that placed the order (`en-IN`, `hi-IN`), so that the
 * confirmation e-mail sent later (a payment's confirmation, a repeated return from the provider) is in
 * the shopper's language. Orders placed before it are English.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('locale', 'text', (column) => column.notNull().defaultTo(sql`'en-IN'`)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('locale').execute();
}
