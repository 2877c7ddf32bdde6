import { type AnyDb, flagColumn as flag } from '../dialect';

/**
 * Store setting `coupons_require_online_payment` (docs/product.md §6): when on, coupons wait for a payment
 * method other than cash on delivery. A setting per store, not a hostname list in the storefront's
 * config, so one build serves every store. Off by default.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('store_settings').addColumn('coupons_require_online_payment', 'integer', flag(0)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('store_settings').dropColumn('coupons_require_online_payment').execute();
}
