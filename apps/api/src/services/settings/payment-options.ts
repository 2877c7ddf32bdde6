import { isOnlinePayment } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';

/** The `PaymentOption` wire shape. Advance payment (20% online) needs an online provider. */
export function toPaymentOption(row: Row<'payment_options'>) {
  const online = isOnlinePayment(row.code);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description || null,
    is_online: online,
    supports_advance_payment: online,
  };
}

export async function listEnabledPaymentOptions(db: Kysely<Database>): Promise<Row<'payment_options'>[]> {
  return db.selectFrom('payment_options').selectAll().where('enabled', '=', 1).orderBy('position').orderBy('id').execute();
}
