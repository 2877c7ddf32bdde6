import { checkoutChargesOnWire, effectivePaymentMethod, EMPTY_CART_MESSAGE } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { CheckoutCharges } from '@storefront/sdk';
import type { Database, Row } from '../../db/schema';
import { isSet, toFlag } from '../../db/values';
import { UnprocessableError } from '../../http/errors';
import { findUserCart } from '../carts/cart-lookup';
import { type PricedCart, priceCart } from '../carts/price-cart';
import { walletBalancePaise } from '../wallet/wallet';
import type { PaymentMethod } from './order-rules';

/**
 * The cart priced for an order paid by `method`: the COD charge applies exactly when the method is cod,
 * whatever the cart's flag says. Placing an order and quoting one both price through here.
 */
export function pricedForMethod(db: Kysely<Database>, cart: Row<'carts'>, method: string | null, now: Date): Promise<PricedCart> {
  return priceCart(db, { ...cart, cod_payment: toFlag(method === 'cod') }, now);
}

/** Whether the shopper may pay with the wallet alone: on unless a disabled `wallet` option says so. */
export async function walletPaymentOffered(db: Kysely<Database>): Promise<boolean> {
  const option = await db.selectFrom('payment_options').select('enabled').where('code', '=', 'wallet').executeTakeFirst();
  return option?.enabled !== 0;
}

export interface ChargesQuery {
  payment_method?: PaymentMethod;
  use_wallet_balance?: boolean;
  make_advance_payment?: boolean;
}

/**
 * `GET /carts/checkout_charges`: what the order these choices would place charges, by the rules that
 * place it (`pricedForMethod`, `checkoutMoney` over `orderAmounts`), so the amounts shown before paying
 * are the amounts charged. Read-only. 422 on an empty cart.
 */
export async function checkoutCharges(
  db: Kysely<Database>,
  user: Row<'users'>,
  query: ChargesQuery,
  now: Date = new Date(),
): Promise<CheckoutCharges> {
  const cart = await findUserCart(db, user.id);
  const withoutCod = cart ? await pricedForMethod(db, cart, null, now) : null;
  if (!cart || !withoutCod || withoutCod.lines.length === 0) throw new UnprocessableError(EMPTY_CART_MESSAGE);

  const useWalletBalance = query.use_wallet_balance ?? false;
  const balance = Math.max(0, await walletBalancePaise(db, user.id));
  const method = effectivePaymentMethod(
    { paymentMethod: query.payment_method ?? null, useWalletBalance },
    withoutCod.total,
    balance,
    await walletPaymentOffered(db),
  );
  const priced = method === 'cod' ? await pricedForMethod(db, cart, method, now) : withoutCod;
  const advancePaid = query.make_advance_payment ?? isSet(cart.make_advance_payment);
  const couponCode = priced.couponApplied && priced.coupon ? priced.coupon.code : null;
  const charges = checkoutChargesOnWire(priced, { method, useWalletBalance, advancePaid }, couponCode, balance);
  return { ...charges, payment_method: method as PaymentMethod | null };
}
