import {
  CART_ALREADY_ORDERED_MESSAGE,
  EMPTY_CART_MESSAGE,
  onlineAmountRefusal,
  paymentMethodLabel,
  paymentUnavailableMessage,
  PROVIDER_UNAVAILABLE_MESSAGE,
  checkedReturnUrl,
  wrongPaymentMethodMessage,
  type Locale,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet, nowIso } from '../../db/values';
import { AppError, BadRequestError, UnprocessableError } from '../../http/errors';
import { randomId } from '../../payments/signatures';
import type { PaymentProvider, ProviderCode, ProviderStart } from '../../payments/types';
import { findUserCart } from '../carts/cart-lookup';
import { createOrderFromCart } from '../orders/create-order-from-cart';
import { type Reconcile, settleOpenPayments } from './expire-payments';
import { abandonPendingOrders, copyCartForShopper, failPendingOrder, recordProviderStart } from './payment-lifecycle';

/** `PaymentInitInput` of the contract. */
export interface PaymentInitInput {
  payment_method: ProviderCode;
  use_wallet_balance?: boolean;
  make_advance_payment?: boolean;
  note?: string;
  return_url?: string;
}

export interface StartedPayment {
  payment: Row<'payments'>;
  order: Row<'orders'>;
  start: ProviderStart;
}

export interface StartUrls {
  returnUrl: string;
  cancelUrl: string;
}

export interface StartOptions {
  now?: Date;
  /** Asks providers about the shopper's unpaid attempts before they are replaced. */
  reconcile?: Reconcile;
  /** The language of the request: the order's, for its confirmation e-mail. */
  locale?: Locale;
}

/** Each start endpoint takes its own provider only (400 otherwise). */
export function assertPaymentMethod(input: PaymentInitInput, expected: ProviderCode): void {
  if (input.payment_method !== expected) {
    const message = wrongPaymentMethodMessage(expected);
    throw new BadRequestError(message, [{ field: 'payment_method', message }]);
  }
}

/** The return URL the provider will use (domain rule `checkedReturnUrl`), else 400 naming `return_url`. */
export function checkReturnUrl(url: string, storeOrigin: string): string {
  const checked = checkedReturnUrl(url, storeOrigin);
  if ('refusal' in checked) throw new BadRequestError(checked.refusal, [{ field: 'return_url', message: checked.refusal }]);
  return checked.url;
}

/** Our reference for a payment: letters, digits and `_`, 24 characters (PhonePe allows at most 35). */
export function newTransactionId(): string {
  return `txn_${randomId(20)}`;
}

/**
 * Starts an online payment for the shopper's cart. Earlier unpaid attempts the provider says were paid
 * after all are completed first; then one transaction abandons the other unpaid attempts,
 * turns the cart into a `pending_payment` order (amounts from the database: the total, or the advance,
 * less the wallet balance used), copies the cart so it still shows while paying, and records the
 * payment; then the provider is asked for its side (outside the transaction: the sandbox provider is
 * this same server). If the provider fails, the order fails at once (stock back) and the shopper gets 502.
 */
export async function startOnlinePayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  user: Row<'users'>,
  input: PaymentInitInput,
  urls: StartUrls,
  options: StartOptions = {},
): Promise<StartedPayment> {
  const now = options.now ?? new Date();
  await settleOpenPayments(db, user.id, options.reconcile, now);
  const { order, payment } = await db.transaction().execute(async (trx) => {
    const option = await trx
      .selectFrom('payment_options')
      .select('id')
      .where('code', '=', provider.code)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    if (!option) throw new UnprocessableError(paymentUnavailableMessage(paymentMethodLabel(provider.code)));

    await abandonPendingOrders(trx, user.id, now);
    const cart = await findUserCart(trx, user.id, { lock: true });
    const item = cart && (await trx.selectFrom('cart_items').select('id').where('cart_id', '=', cart.id).executeTakeFirst());
    if (!cart || !item) throw new UnprocessableError(EMPTY_CART_MESSAGE);

    const created = await createOrderFromCart(trx, {
      cart,
      user,
      paymentMethod: provider.code,
      useWalletBalance: input.use_wallet_balance ?? false,
      note: input.note ?? null,
      status: 'pending_payment',
      paymentStatus: 'pending',
      advancePaid: input.make_advance_payment ?? isSet(cart.make_advance_payment),
      locale: options.locale,
      now,
    });
    if (!created.created) throw new UnprocessableError(CART_ALREADY_ORDERED_MESSAGE);
    const refusal = onlineAmountRefusal(created.onlineAmount);
    if (refusal) throw new UnprocessableError(refusal);

    await copyCartForShopper(trx, cart, now);
    const at = nowIso(now);
    const inserted = await trx
      .insertInto('payments')
      .values({
        provider: provider.code,
        transaction_id: newTransactionId(),
        provider_order_id: null,
        provider_payment_id: null,
        status: 'created',
        amount: created.onlineAmount,
        currency: 'INR',
        cart_id: cart.id,
        user_id: user.id,
        order_id: created.order.id,
        raw: '{}',
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { order: created.order, payment: inserted };
  });

  let start: ProviderStart;
  try {
    start = await provider.start({
      transactionId: payment.transaction_id,
      amount: payment.amount,
      currency: 'INR',
      customerRef: `user_${user.id}`,
      description: `Order ${order.invoice_number}`,
      returnUrl: urls.returnUrl,
      cancelUrl: urls.cancelUrl,
    });
  } catch (error) {
    await db.transaction().execute((trx) => failPendingOrder(trx, order.id, `Provider error: ${(error as Error).message}`, now));
    throw new AppError(502, PROVIDER_UNAVAILABLE_MESSAGE);
  }
  const recorded = await recordProviderStart(db, payment.id, start, now);
  return { payment: recorded, order, start };
}
