import {
  ADDRESS_NOT_FOUND_MESSAGE,
  CART_NOT_FOUND_MESSAGE,
  CHOOSE_DELIVERY_ADDRESS_MESSAGE,
  EMPTY_CART_MESSAGE,
  missingGuestEmail,
  orderAmounts,
  paymentProgress,
  walletPaidText,
  walletShortMessage,
  type Locale,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet, nowIso, toFlag } from '../../db/values';
import { NotFoundError, UnprocessableError } from '../../http/errors';
import { reloadCart } from '../carts/cart-lookup';
import type { PricedCart } from '../carts/price-cart';
import { pricedForMethod } from './checkout-charges';
import { claimCouponUse, recordCouponUse } from '../coupons/coupon-usage';
import { orderDelivery } from '../carts/cart-delivery';
import { shopperIdentity } from '../coupons/shopper-history';
import { guestEmailRequired } from '../identity/guest';
import { nextInvoiceNumber } from './invoice-number';
import { addOrderHistory } from './order-history';
import type { OrderStatusCode, PaymentMethod, PaymentStatusCode } from './order-rules';
import { takeStock } from './stock';
import { lockedWalletBalance, recordWalletTransaction } from './wallet-ledger';

export interface CreateOrderFromCartInput {
  /** The cart to turn into an order; re-read (and locked) inside the transaction. */
  cart: Row<'carts'>;
  /** The shopper (registered or guest); the cart and its address must be theirs. */
  user: Row<'users'>;
  paymentMethod: PaymentMethod;
  /** Spend wallet balance first (cod and online); a `wallet` order always pays from the wallet. */
  useWalletBalance: boolean;
  note?: string | null;
  /** `placed` (cod, wallet, or an online payment already verified) or `pending_payment`. */
  status: OrderStatusCode;
  /** Omit to derive it from what the wallet paid: paid, partially_paid or pending. */
  paymentStatus?: PaymentStatusCode;
  /**
   * Online methods: true when only the advance (20% of the total, rounded up to the rupee) is paid
   * online and the rest on delivery. Ignored for cod and wallet.
   */
  advancePaid: boolean;
  /** The language of the request placing it: the confirmation e-mail's (English when omitted). */
  locale?: Locale;
  now?: Date;
}

export interface CreatedOrder {
  order: Row<'orders'>;
  /** False when the cart had already become this order (a double submit): nothing was written. */
  created: boolean;
  /** Paise to collect online now (0 for cod and wallet): the whole remainder, or the advance. */
  onlineAmount: number;
  /** The cart as priced for the order (null for an existing order). */
  priced: PricedCart | null;
}

/** HSN code and GST rate of each product, kept on the order lines for the invoice. */
async function productGstClasses(trx: Kysely<Database>, productIds: number[]) {
  const rows = await trx.selectFrom('products').select(['id', 'hsn_code', 'gst_rate']).where('id', 'in', productIds).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

async function existingOrder(trx: Kysely<Database>, cart: Row<'carts'>): Promise<Row<'orders'> | undefined> {
  let query = trx.selectFrom('orders').selectAll();
  query = cart.ordered_order_id !== null ? query.where('id', '=', cart.ordered_order_id) : query.where('cart_id', '=', cart.id);
  return query.executeTakeFirst();
}

/**
 * Turns a cart into an order inside the caller's transaction: re-prices the cart from the database
 * (the COD charge applies exactly when the method is cod), checks and takes stock, numbers the invoice,
 * copies the lines and a snapshot of the cart's delivery address, records the first status, debits the
 * wallet when it pays (never more than the balance; a `wallet` order must be covered entirely), takes a
 * use of the coupon (its limits checked atomically, see coupon-usage.ts) and marks the cart ordered. A
 * cart makes at most one order: when it already did, that order is answered with `created: false`.
 *
 * Errors: 404 cart or address not the shopper's; 422 no address, empty cart, stock, wallet too small, a
 * coupon limit (window, total uses, the shopper's uses, first order only).
 */
export async function createOrderFromCart(trx: Kysely<Database>, input: CreateOrderFromCartInput): Promise<CreatedOrder> {
  const now = input.now ?? new Date();
  const at = nowIso(now);
  const { user, paymentMethod } = input;

  const locked = await reloadCart(trx, input.cart.id, { lock: true });
  if (locked.user_id !== user.id) throw new NotFoundError(CART_NOT_FOUND_MESSAGE);
  const previous = await existingOrder(trx, locked);
  if (previous) return { order: previous, created: false, onlineAmount: 0, priced: null };

  if (locked.address_id === null) throw new UnprocessableError(CHOOSE_DELIVERY_ADDRESS_MESSAGE);
  const address = await trx
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', locked.address_id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
  // The storefront asks on the address step; a client that skipped it is held here.
  const emailMissing = missingGuestEmail({ isGuest: isSet(user.is_guest), email: user.email }, await guestEmailRequired(trx));
  if (emailMissing) throw new UnprocessableError(emailMissing, [{ field: 'email', message: emailMissing }]);

  const codPayment = toFlag(paymentMethod === 'cod');
  const cart = { ...locked, cod_payment: codPayment };
  // Priced as GET /carts/checkout_charges quotes it: what the shopper saw is what is charged.
  const priced = await pricedForMethod(trx, cart, paymentMethod, now);
  if (priced.lines.length === 0) throw new UnprocessableError(EMPTY_CART_MESSAGE);
  // Delivery by pincode (docs/product.md §9): an address the store does not serve, or COD its zone or this total does not allow, is refused
  // (the server decides); the delivery dates are promised now.
  const delivery = await orderDelivery(trx, address, paymentMethod === 'cod' ? priced.total : null, now);

  const balance =
    paymentMethod === 'wallet' || input.useWalletBalance ? await lockedWalletBalance(trx, user.id) : 0;
  if (paymentMethod === 'wallet' && balance < priced.total) {
    throw new UnprocessableError(walletShortMessage(balance, priced.total));
  }
  // The coupon's use before stock: the lock order every place that moves a use keeps (coupon-usage.ts).
  const shopper = shopperIdentity(user, address.phone);
  const couponClaim = await claimCouponUse(trx, priced, shopper, now);
  const amounts = orderAmounts(priced.total, balance, input);
  const paymentStatus = input.paymentStatus ?? paymentProgress(priced.total, amounts.walletUsed).paymentStatus;
  const onlinePaid = paymentStatus === 'paid' || paymentStatus === 'partially_paid' ? amounts.onlineAmount : 0;
  const amountPaid = Math.min(priced.total, amounts.walletUsed + onlinePaid);

  // Stock first, in product order (consistent lock order on PostgreSQL): a 422 here writes nothing.
  const ordered = [...priced.lines].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
  const taken = new Map<number, number>();
  for (const line of ordered) taken.set(line.id, await takeStock(trx, line));

  const order = await trx
    .insertInto('orders')
    .values({
      user_id: user.id,
      cart_id: cart.id,
      invoice_number: await nextInvoiceNumber(trx, now),
      status: input.status,
      payment_method: paymentMethod,
      locale: input.locale ?? 'en-IN',
      payment_status: paymentStatus,
      coupon_code: priced.couponApplied && priced.coupon ? priced.coupon.code : null,
      sub_total: priced.subTotal,
      discount: priced.discount,
      shipping_charge: priced.shipping,
      cod_charge: priced.codCharge,
      wallet_amount_used: amounts.walletUsed,
      advance_payment_amount: amounts.advancePaymentAmount,
      total: priced.total,
      amount_paid: amountPaid,
      amount_due: priced.total - amountPaid,
      address_snapshot: JSON.stringify({
        name: address.name,
        phone: address.phone,
        address_line_1: address.address_line_1,
        address_line_2: address.address_line_2,
        landmark: address.landmark,
        city: address.city,
        state: address.state,
        pincode: address.pincode,
        address_type: address.address_type,
      }),
      note: input.note?.trim() ? input.note.trim() : null,
      cancel_reason: null,
      delivered_at: null,
      // The invoice shows the buyer as registered when ordering, even if the profile changes later.
      buyer_gstin: user.business_type === 'b2b' ? user.gstin : null,
      buyer_business_name: user.business_type === 'b2b' ? user.business_name : null,
      delivery_phone: shopper.deliveryPhone,
      delivery_earliest_date: delivery.earliest,
      delivery_latest_date: delivery.latest,
      // Where the confirmation goes and what Track order matches (a guest's, or the account's, e-mail).
      contact_email: user.email,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  const gstClasses = await productGstClasses(trx, priced.lines.map((line) => line.productId));
  await trx
    .insertInto('order_items')
    .values(
      priced.lines.map((line) => ({
        order_id: order.id,
        item_type: line.itemType,
        product_id: line.productId,
        variant_id: line.variantId,
        product_name: line.productName,
        product_slug: line.productSlug,
        product_image: line.thumbnail,
        sku: line.sku,
        attributes: JSON.stringify(line.attributes),
        unit_price: line.unitPrice,
        quantity: line.quantity,
        total_price: line.lineTotal,
        stock_deducted: taken.get(line.id) ?? 0,
        hsn_code: gstClasses.get(line.productId)?.hsn_code ?? null,
        gst_rate: gstClasses.get(line.productId)?.gst_rate ?? null,
      })),
    )
    .execute();
  if (couponClaim) await recordCouponUse(trx, couponClaim, order.id, now);
  await addOrderHistory(trx, order.id, input.status, null, at);
  await recordWalletTransaction(
    trx,
    { userId: user.id, kind: 'debit', amount: amounts.walletUsed, description: walletPaidText(order.invoice_number), orderId: order.id },
    now,
  );
  await trx
    .updateTable('carts')
    .set({ ordered_order_id: order.id, cod_payment: codPayment, updated_at: at })
    .where('id', '=', cart.id)
    .execute();

  return { order, created: true, onlineAmount: amounts.onlineAmount, priced };
}
