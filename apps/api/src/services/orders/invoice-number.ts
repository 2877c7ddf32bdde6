import { formatInvoiceNumber, invoiceNumberPrefix, MAX_INVOICE_SEQUENCE } from '@storefront/domain';
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** Any constant: the PostgreSQL advisory lock that queues invoice numbering across API processes. */
const INVOICE_LOCK_KEY = 7_270_001;

/**
 * The next invoice number of the year, `INV-YYYY-NNNNNN` (from 000001 each year), inside the caller's
 * transaction. PostgreSQL takes a transaction-scoped advisory lock first, so concurrent orders (from
 * any number of processes) number one after the other; SQLite runs one write transaction at a time.
 * The number follows the highest one already issued this year (seeded orders included), and the
 * unique index on `orders.invoice_number` backs it up.
 */
export async function nextInvoiceNumber(trx: Kysely<Database>, now: Date = new Date()): Promise<string> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${INVOICE_LOCK_KEY})`.execute(trx);
  const year = now.getUTCFullYear();
  const prefix = invoiceNumberPrefix(year);
  const last = await trx
    .selectFrom('orders')
    .select('invoice_number')
    .where('invoice_number', 'like', `${prefix}%`)
    .orderBy('invoice_number', 'desc')
    .limit(1)
    .executeTakeFirst();
  const next = last ? Number(last.invoice_number.slice(prefix.length)) + 1 : 1;
  if (!Number.isInteger(next) || next > MAX_INVOICE_SEQUENCE) {
    throw new Error(`Invoice numbers for ${year} are exhausted or malformed (last: ${last?.invoice_number})`);
  }
  return formatInvoiceNumber(year, next);
}
