import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A contact the shopper has just proven they own (a code sent to it came back). */
export type ProvenContact = { email: string } | { phone: string };

/**
 * Moves the orders guests placed with this contact to the account that proved it, so they show in My
 * Orders (docs/decisions.md, "Guest orders and order tracking"). Called only where a one-time code
 * proved the contact: PIN login (phone) and password reset (the e-mail or phone the code went to). A
 * password sign-in or registration proves nothing and attaches nothing. Answers how many moved.
 */
export async function attachGuestOrders(db: Kysely<Database>, accountId: number, proven: ProvenContact): Promise<number> {
  const guestIds = db.selectFrom('users').select('id').where('is_guest', '=', 1);
  let update = db
    .updateTable('orders')
    .set({ user_id: accountId, updated_at: new Date().toISOString() })
    .where('user_id', 'in', guestIds);
  update = 'email' in proven
    ? update.where('contact_email', '=', proven.email.toLowerCase())
    : update.where('delivery_phone', '=', proven.phone);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
