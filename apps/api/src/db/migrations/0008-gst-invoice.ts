import type { AnyDb } from '../dialect';

/**
 * GST invoices (docs/decisions.md, "GST invoice"): an HSN code and GST rate per product, the store's GST
 * registration (GSTIN and state), and on each order what the invoice must keep as it was when the order
 * was placed: the lines' HSN codes and rates and the buyer's GSTIN and business name (B2B).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('hsn_code', 'text', (c) => c.notNull().defaultTo('')).execute();
  // 18% is the standard GST rate: a product nobody classified yet is not under-taxed.
  await db.schema.alterTable('products').addColumn('gst_rate', 'integer', (c) => c.notNull().defaultTo(18)).execute();
  await db.schema.alterTable('order_items').addColumn('hsn_code', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('gst_rate', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('buyer_gstin', 'text').execute();
  await db.schema.alterTable('orders').addColumn('buyer_business_name', 'text').execute();
  await db.schema.alterTable('store_settings').addColumn('gstin', 'text').execute();
  await db.schema.alterTable('store_settings').addColumn('gst_state', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table, column] of [
    ['store_settings', 'gst_state'],
    ['store_settings', 'gstin'],
    ['orders', 'buyer_business_name'],
    ['orders', 'buyer_gstin'],
    ['order_items', 'gst_rate'],
    ['order_items', 'hsn_code'],
    ['products', 'gst_rate'],
    ['products', 'hsn_code'],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
