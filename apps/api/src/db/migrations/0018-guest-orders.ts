import { type AnyDb, flagColumn as flag } from '../dialect';

/**
 * Guest orders (docs/decisions.md, "Guest orders and order tracking"):
 *
 * - `store_settings.guest_email_required`: guest checkout asks for an e-mail address; a store may make it
 *   optional. On by default.
 * - `orders.contact_email`: the e-mail the order's confirmation goes to (the guest's, or the registered
 *   shopper's), kept on the order as it was, so tracking and attaching match what the shopper typed even
 *   after the account changes. Indexed for attaching a guest's orders to the account that proves it.
 * - `orders.confirmation_sent_at`: when the confirmation e-mail went out, claimed by a conditional update
 *   so a repeated payment confirmation never mails twice.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('store_settings').addColumn('guest_email_required', 'integer', flag(1)).execute();
  await db.schema.alterTable('orders').addColumn('contact_email', 'text').execute();
  await db.schema.createIndex('orders_contact_email_idx').on('orders').column('contact_email').execute();
  await db.schema.alterTable('orders').addColumn('confirmation_sent_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('confirmation_sent_at').execute();
  await db.schema.dropIndex('orders_contact_email_idx').execute();
  await db.schema.alterTable('orders').dropColumn('contact_email').execute();
  await db.schema.alterTable('store_settings').dropColumn('guest_email_required').execute();
}
