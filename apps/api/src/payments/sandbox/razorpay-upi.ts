import { buildUpiPayLink, checkUpiId, isUpiId } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { objectOf, stringOf } from '../http';
import { formatRupees } from './html';
import { declineOrder, payOrder, razorpayError } from './razorpay-outcomes';
import { merchantName, type SandboxStore, type SandboxTransaction } from './store';
import { upiQrSvg } from './upi-qr';

/**
 * The UPI ID Razorpay's test mode declines (its documented test IDs are `success@razorpay` and
 * `failure@razorpay`); any other well-formed UPI ID is approved, as "Pay" approves a card.
 */
export const DECLINED_TEST_UPI_ID = 'failure@razorpay';

type Payable =
  | { ok: true; order: SandboxTransaction }
  | { ok: false; status: number; description: string; extra: Record<string, unknown> };

/** The merchant's UPI ID (store setting `upi_vpa`), or null when unset or not of the form name@bank. */
async function merchantVpa(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('store_settings').select('upi_vpa').executeTakeFirst();
  const vpa = row?.upi_vpa?.trim() ?? '';
  return isUpiId(vpa) ? vpa : null;
}

/** The popup's `upi://pay` link for one order: payee from the store settings, amount from our own record. */
async function upiLinkFor(db: Kysely<Database>, order: SandboxTransaction, payeeVpa: string) {
  const payeeName = await merchantName(db);
  const notes = objectOf(objectOf(JSON.parse(order.data)).notes);
  const note = stringOf(notes.description) ?? `Payment to ${payeeName}`;
  return {
    payeeName,
    link: buildUpiPayLink({ payeeVpa, payeeName, amountPaise: order.amount, transactionRef: order.reference, note }),
  };
}

/**
 * UPI in the card/UPI popup (`/sandbox/razorpay/v1/checkout/upi*`). The popup sends only the key and the
 * order id: the amount, payee and reference come from the simulator's order and the store settings, so a
 * tampered popup cannot show a QR code for another amount. Paying by QR, app or UPI ID ends in the same
 * signed payment as a card; declining uses the card's `/v1/checkout/decline`.
 */
export function razorpayUpi(app: FastifyInstance, store: SandboxStore): void {
  const { keyId, keySecret } = app.config.razorpay;

  /** The order the popup names, or the reason it cannot be paid by UPI. */
  async function payableOrder(body: Record<string, unknown>): Promise<Payable> {
    if (body.key !== keyId) return { ok: false, status: 401, description: 'The api key provided is invalid', extra: {} };
    const order = await store.byReference('razorpay', stringOf(body.order_id)?.slice(0, 64) ?? '');
    if (!order) return { ok: false, status: 400, description: 'The id provided does not exist', extra: { field: 'order_id' } };
    if (order.status === 'paid') return { ok: false, status: 400, description: 'Order has already been paid', extra: { field: 'order_id' } };
    return { ok: true, order };
  }

  /** The QR code (inline SVG, with its accessible name) and the same link for "Pay by UPI app". */
  app.get('/v1/checkout/upi', async (request, reply) => {
    const found = await payableOrder(objectOf(request.query));
    if (!found.ok) return razorpayError(reply, found.status, found.description, found.extra);
    const vpa = await merchantVpa(app.db);
    if (!vpa) return razorpayError(reply, 404, 'UPI is not set up for this store', { reason: 'upi_not_configured' });
    const { link, payeeName } = await upiLinkFor(app.db, found.order, vpa);
    const amountText = formatRupees(found.order.amount);
    return reply.header('cache-control', 'no-store').send({
      link,
      qr_svg: await upiQrSvg(link, `UPI QR code for ${amountText}`),
      amount: found.order.amount,
      amount_text: amountText,
      payee_name: payeeName,
      payee_vpa: vpa,
    });
  });

  /**
   * Approves a UPI payment: with no `vpa`, the shopper's app paid the QR code or intent link; with one,
   * a collect request to that UPI ID was approved (or declined, for the test ID that always fails).
   */
  app.post('/v1/checkout/upi/pay', async (request, reply) => {
    const body = objectOf(request.body);
    const found = await payableOrder(body);
    if (!found.ok) return razorpayError(reply, found.status, found.description, found.extra);
    const typed = body.vpa === undefined ? null : String(body.vpa).slice(0, 300);
    let vpa: string | null = null;
    if (typed !== null) {
      const checked = checkUpiId(typed);
      if ('error' in checked) return razorpayError(reply, 400, checked.error, { field: 'vpa' });
      vpa = checked.upiId;
      if (vpa.toLowerCase() === DECLINED_TEST_UPI_ID) {
        return reply.send(await declineOrder(store, found.order, 'UPI payment declined by the payer’s bank'));
      }
    }
    const signed = await payOrder(
      store,
      found.order,
      keySecret,
      vpa ? { method: 'upi', flow: 'collect', vpa } : { method: 'upi', flow: 'qr_or_intent' },
    );
    if (!signed) return razorpayError(reply, 400, 'Order has already been paid', { field: 'order_id' });
    return reply.send(signed);
  });
}
