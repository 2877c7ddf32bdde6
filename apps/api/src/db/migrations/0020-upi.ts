import type { AnyDb } from '../dialect';

/**
 * Store setting `upi_vpa`: the merchant's UPI ID (`name@bank`), the payee (`pa`) of the `upi://pay` link
 * the card/UPI popup shows as a QR code or opens in a UPI app (docs/decisions.md, "UPI by QR or app").
 * Null until the merchant sets one: the popup then offers no UPI QR or app link.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('store_settings').addColumn('upi_vpa', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('store_settings').dropColumn('upi_vpa').execute();
}
