import { type AnyDb, dialectOf, flagColumn as flag, withId } from '../dialect';
import { parseJson } from '../values';

/**
 * Coupon usage limits (docs/decisions.md, "Cart, coupons, charges"):
 *
 * - `coupons`: a validity window start (`starts_at`, next to `expires_at`), total uses (`max_uses_total`
 *   with the counter `used_count`, claimed by a conditional update), uses per shopper
 *   (`max_uses_per_shopper`) and `first_order_only`. Null limits are unlimited.
 * - `coupon_redemptions`: one row per order that used a coupon, with the delivery phone and the account
 *   e-mail as they were, so a shopper who comes back as a new guest with the same phone or e-mail is
 *   still the same shopper.
 * - `orders.delivery_phone`: the phone of the address snapshot, indexed, so "first order only" can find a
 *   guest's earlier orders by phone; filled from the snapshots of orders placed before this migration.
 * - Indexes on the users' e-mail and phone (the unique ones cover registered users only).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('starts_at', 'text').execute();
  await db.schema.alterTable('coupons').addColumn('max_uses_total', 'integer').execute();
  await db.schema.alterTable('coupons').addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('coupons').addColumn('max_uses_per_shopper', 'integer').execute();
  await db.schema.alterTable('coupons').addColumn('first_order_only', 'integer', flag(0)).execute();

  await withId(db.schema.createTable('coupon_redemptions'), dialectOf(db))
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['user_id', 'phone', 'email']) {
    await db.schema.createIndex(`coupon_redemptions_coupon_${column}_idx`).on('coupon_redemptions').columns(['coupon_id', column]).execute();
  }

  await db.schema.alterTable('orders').addColumn('delivery_phone', 'text').execute();
  await fillDeliveryPhones(db);
  await db.schema.createIndex('orders_delivery_phone_idx').on('orders').column('delivery_phone').execute();
  await db.schema.createIndex('users_email_idx').on('users').column('email').execute();
  await db.schema.createIndex('users_full_phone_number_idx').on('users').column('full_phone_number').execute();
}

/** Read in code, not with JSON SQL: a broken snapshot is skipped instead of failing the migration. */
async function fillDeliveryPhones(db: AnyDb): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { id: number; address_snapshot: string }[] = await db
      .selectFrom('orders')
      .select(['id', 'address_snapshot'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const phone = parseJson<{ phone?: unknown }>(row.address_snapshot, {}).phone;
      if (typeof phone === 'string' && phone) {
        await db.updateTable('orders').set({ delivery_phone: phone }).where('id', '=', row.id).execute();
      }
    }
    after = rows[rows.length - 1].id;
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_full_phone_number_idx').ifExists().execute();
  await db.schema.dropIndex('users_email_idx').ifExists().execute();
  await db.schema.dropIndex('orders_delivery_phone_idx').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('delivery_phone').execute();
  await db.schema.dropTable('coupon_redemptions').ifExists().execute();
  for (const column of ['first_order_only', 'max_uses_per_shopper', 'used_count', 'max_uses_total', 'starts_at']) {
    await db.schema.alterTable('coupons').dropColumn(column).execute();
  }
}
