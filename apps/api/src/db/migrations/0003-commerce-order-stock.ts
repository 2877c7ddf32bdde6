import type { AnyDb } from '../dialect';

/**
 * Orders: how many units each order line took out of stock. A back-ordered line may take fewer than it
 * ordered (stock never goes below 0), so cancelling puts back exactly what was taken.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('stock_deducted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('stock_deducted').execute();
}
