import { DEFAULT_LOCALE, formatRupees, isLocale, localizePath, type Locale, TRACK_ORDER_PATH, UNPAID_ATTEMPT_STATUSES } from '@storefront/domain';
import { messageIn } from '@storefront/i18n/server';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { parseJson } from '../../db/values';
import type { EmailMessage, EmailSender } from '../../senders/types';
import { PAYMENT_METHOD_LABELS } from './order-rules';

/** The Track order page for this order in `locale`, its ID filled in (the contact is never put in a URL). */
export function trackOrderUrl(origin: string, invoiceNumber: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${origin}${localizePath(TRACK_ORDER_PATH, locale)}?order_id=${encodeURIComponent(invoiceNumber)}`;
}

/**
 * The confirmation: the store, the order ID the shopper sees, the items, the total and Track order, in the
 * language the order was placed in (the lines of items are the merchant's words).
 */
export function orderConfirmationMessage(
  storeName: string,
  order: Pick<Row<'orders'>, 'invoice_number' | 'total' | 'payment_method' | 'contact_email'> & { locale?: string },
  items: Pick<Row<'order_items'>, 'product_name' | 'quantity' | 'total_price' | 'attributes'>[],
  origin: string,
): EmailMessage {
  const locale: Locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const say = (text: string) => messageIn(locale, text);
  const lines = items.map((item) => {
    const options = parseJson<{ option_type: string; option_value: string }[]>(item.attributes, [])
      .map((a) => `${a.option_type}: ${a.option_value}`)
      .join(', ');
    return `- ${item.product_name}${options ? ` (${options})` : ''} x ${item.quantity}: ${formatRupees(item.total_price)}`;
  });
  const body = [
    say(`Thank you for your order at ${storeName}.`),
    '',
    say(`Order ID: ${order.invoice_number}`),
    '',
    ...lines,
    '',
    say(`Total: ${formatRupees(order.total)}`),
    say(`Payment: ${PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method}`),
    '',
    say(`Track your order: ${trackOrderUrl(origin, order.invoice_number, locale)}`),
    say('Enter the order ID with this email address or the delivery phone number.'),
  ].join('\n');
  return { to: order.contact_email ?? '', subject: say(`${storeName}: order ${order.invoice_number} confirmed`), body };
}

/**
 * Sends the order confirmation to the order's e-mail, once: only for an order that happened (not an
 * unpaid online attempt) with an e-mail, and only by the call whose conditional update claims
 * `confirmation_sent_at` (a repeated payment confirmation finds it claimed). A failed send is logged by
 * the caller and never undoes the order: the shopper can still track it.
 */
export async function sendOrderConfirmation(
  db: Kysely<Database>,
  email: EmailSender,
  order: Row<'orders'>,
  origin: string,
): Promise<boolean> {
  if (!order.contact_email || (UNPAID_ATTEMPT_STATUSES as readonly string[]).includes(order.status)) return false;
  const claimed = await db
    .updateTable('orders')
    .set({ confirmation_sent_at: new Date().toISOString() })
    .where('id', '=', order.id)
    .where('confirmation_sent_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const [items, store] = await Promise.all([
    db
      .selectFrom('order_items')
      .select(['product_name', 'quantity', 'total_price', 'attributes'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    db.selectFrom('store_settings').select('name').orderBy('id').executeTakeFirst(),
  ]);
  await email.send(orderConfirmationMessage(store?.name ?? 'Our store', order, items, origin));
  return true;
}
