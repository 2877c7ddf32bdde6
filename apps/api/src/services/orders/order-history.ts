import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Appends a status to an order's history (what "My Orders" shows), inside the caller's transaction.
 * The one writer of `order_status_history`: orders (placing, cancelling, returns) and payments (paid,
 * failed) both record through it.
 */
export async function addOrderHistory(trx: Kysely<Database>, orderId: number, status: string, note: string | null, at: string): Promise<void> {
  await trx.insertInto('order_status_history').values({ order_id: orderId, status, note, created_at: at }).execute();
}
