import { type AnyDb, flagColumn as flag } from '../dialect';

/**
 * Store setting `show_free_shipping_banner`: the header's "Free Standard Shipping on Orders …+ Orders"
 * line states the store's own free-shipping threshold, and a store may turn the line off. On by default.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('store_settings').addColumn('show_free_shipping_banner', 'integer', flag(1)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('store_settings').dropColumn('show_free_shipping_banner').execute();
}
