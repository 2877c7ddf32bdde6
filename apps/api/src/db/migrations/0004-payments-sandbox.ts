import { type AnyDb, dialectOf, withId } from '../dialect';

/**
 * Payments: the state of the provider simulators (`/sandbox/*`), kept in the database so several API
 * processes agree on it, and indexes for "the shopper's latest transaction of a provider", "the payments
 * of an order" and the expiry sweep.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db.schema.createTable('sandbox_transactions'), dialectOf(db))
    .addColumn('provider', 'text', (c) => c.notNull())
    /** The provider's id: Razorpay order id, PhonePe merchantTransactionId, PayPal PAYID. */
    .addColumn('reference', 'text', (c) => c.notNull())
    /** Secret of the hosted page (PhonePe pay page, PayPal EC token); null for the popup. */
    .addColumn('page_token', 'text', (c) => c.unique())
    .addColumn('merchant_reference', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('payer_id', 'text')
    .addColumn('return_url', 'text')
    .addColumn('cancel_url', 'text')
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_transactions_provider_reference_key')
    .on('sandbox_transactions')
    .columns(['provider', 'reference'])
    .unique()
    .execute();
  await db.schema.createIndex('payments_user_provider_idx').on('payments').columns(['user_id', 'provider']).execute();
  await db.schema.createIndex('payments_order_id_idx').on('payments').columns(['order_id']).execute();
  // The expiry sweep looks for `pending_payment` orders older than the payment time-out.
  await db.schema.createIndex('orders_status_created_at_idx').on('orders').columns(['status', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_status_created_at_idx').ifExists().execute();
  await db.schema.dropIndex('payments_order_id_idx').ifExists().execute();
  await db.schema.dropIndex('payments_user_provider_idx').ifExists().execute();
  await db.schema.dropTable('sandbox_transactions').ifExists().execute();
}
