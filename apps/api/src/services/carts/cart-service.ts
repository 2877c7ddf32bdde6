import {
  ADDRESS_NOT_FOUND_MESSAGE,
  CART_ADDRESS_SAVED_MESSAGE,
  EMPTY_CART_MESSAGE,
  SUCCESS_MESSAGES,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso, toFlag } from '../../db/values';
import { NotFoundError, UnprocessableError } from '../../http/errors';
import { type RequestContext, requireUser } from '../../http/request-context';
import type { CartDetails } from '@storefront/sdk';
import {
  addItemToCart,
  findCartItem,
  type ItemType,
  removeCartItem,
  repriceAfterChange,
  resolveItem,
  setCartItemQuantity,
} from './cart-items';
import { findOrCreateShopperCart, findShopperCart, requireCartCaller } from './cart-lookup';
import { priceCart } from './price-cart';
import { assertCartCodAllowed, assertDeliverable } from './cart-delivery';
import { toCartDetails } from './present-cart';

/** What a cart operation answers: the cart and the message for `meta.message`. */
export interface CartResult {
  cart: CartDetails;
  message?: string;
}

/** What a change to the items answers: also why the change took the coupon off (`meta.coupon_removed`). */
export interface CartChangeResult extends CartResult {
  couponRemoved?: string;
}

/** The answer of an item change: the coupon's reason replaces the success message when it was dropped. */
function changeResult(cart: CartDetails, droppedCouponMessage: string | null, done: string): CartChangeResult {
  return droppedCouponMessage ? { cart, message: droppedCouponMessage, couponRemoved: droppedCouponMessage } : { cart, message: done };
}

type Caller = RequestContext;

/** `GET /carts`: the shopper's cart priced now, or the empty cart. */
export async function getCartDetails(db: Kysely<Database>, ctx: Caller): Promise<CartDetails> {
  const cart = await findShopperCart(db, ctx);
  return toCartDetails(cart ? await priceCart(db, cart) : null);
}

export interface AddItemInput {
  item_id: number;
  item_type?: ItemType;
  quantity: number;
}

/** `POST /carts/add_item`; creates an anonymous cart (and its token) when the shopper has none. */
export async function addCartItem(db: Kysely<Database>, ctx: Caller, input: AddItemInput): Promise<CartChangeResult> {
  return db.transaction().execute(async (trx) => {
    const item = await resolveItem(trx, input.item_type ?? 'Product', input.item_id, { requireVariantChoice: true });
    const { cart, cartToken } = await findOrCreateShopperCart(trx, ctx);
    await addItemToCart(trx, cart, item, input.quantity);
    const { priced, droppedCouponMessage } = await repriceAfterChange(trx, cart.id);
    return changeResult(toCartDetails(priced, cartToken), droppedCouponMessage, SUCCESS_MESSAGES.itemAddedToCart);
  });
}

/** `PUT /carts/update_item_quantity/{id}`: 0 removes the item. */
export async function updateCartItemQuantity(
  db: Kysely<Database>,
  ctx: Caller,
  cartItemId: number,
  quantity: number,
): Promise<CartChangeResult> {
  requireCartCaller(ctx);
  return db.transaction().execute(async (trx) => {
    const { cart, cartItem } = await findCartItem(trx, await findShopperCart(trx, ctx, { lock: true }), cartItemId);
    await setCartItemQuantity(trx, cart, cartItem, quantity);
    const { priced, droppedCouponMessage } = await repriceAfterChange(trx, cartItem.cart_id);
    const done = quantity === 0 ? SUCCESS_MESSAGES.cartItemRemoved : SUCCESS_MESSAGES.cartUpdated;
    return changeResult(toCartDetails(priced), droppedCouponMessage, done);
  });
}

/** `DELETE /carts/remove_item/{id}` */
export async function removeItemFromCart(db: Kysely<Database>, ctx: Caller, cartItemId: number): Promise<CartChangeResult> {
  requireCartCaller(ctx);
  return db.transaction().execute(async (trx) => {
    const { cart, cartItem } = await findCartItem(trx, await findShopperCart(trx, ctx, { lock: true }), cartItemId);
    await removeCartItem(trx, cart, cartItem);
    const { priced, droppedCouponMessage } = await repriceAfterChange(trx, cartItem.cart_id);
    return changeResult(toCartDetails(priced), droppedCouponMessage, SUCCESS_MESSAGES.cartItemRemoved);
  });
}

/** The shopper's cart with at least one item (422 "Your cart is empty" otherwise), locked. */
async function nonEmptyCart(trx: Kysely<Database>, ctx: Caller) {
  const cart = await findShopperCart(trx, ctx, { lock: true });
  if (!cart) throw new UnprocessableError(EMPTY_CART_MESSAGE);
  const item = await trx.selectFrom('cart_items').select('id').where('cart_id', '=', cart.id).executeTakeFirst();
  if (!item) throw new UnprocessableError(EMPTY_CART_MESSAGE);
  return cart;
}

/** `PUT /carts/advance_payment?make_advance_payment=` */
export async function setAdvancePayment(db: Kysely<Database>, ctx: Caller, on: boolean): Promise<CartResult> {
  requireCartCaller(ctx);
  return db.transaction().execute(async (trx) => {
    const cart = await nonEmptyCart(trx, ctx);
    await trx
      .updateTable('carts')
      .set({ make_advance_payment: toFlag(on), updated_at: nowIso() })
      .where('id', '=', cart.id)
      .execute();
    const { priced } = await repriceAfterChange(trx, cart.id);
    return { cart: toCartDetails(priced), message: on ? SUCCESS_MESSAGES.advancePaymentSelected : SUCCESS_MESSAGES.fullPaymentSelected };
  });
}

/** `PUT /carts/update_cod_charge?cod_payment=` */
export async function setCodPayment(db: Kysely<Database>, ctx: Caller, on: boolean): Promise<CartResult> {
  requireCartCaller(ctx);
  return db.transaction().execute(async (trx) => {
    const cart = await nonEmptyCart(trx, ctx);
    // The server decides whether COD is allowed (the address's zone, the order value), never the client.
    if (on) await assertCartCodAllowed(trx, cart);
    await trx
      .updateTable('carts')
      .set({ cod_payment: toFlag(on), updated_at: nowIso() })
      .where('id', '=', cart.id)
      .execute();
    const { priced } = await repriceAfterChange(trx, cart.id);
    return { cart: toCartDetails(priced), message: SUCCESS_MESSAGES.cartUpdated };
  });
}

/**
 * `POST /carts/add_address`: needs a login (a cart token alone is 401) and an address of that shopper
 * (404 otherwise). A shopper with no cart yet gets an empty one holding the address.
 */
export async function setCartAddress(db: Kysely<Database>, ctx: Caller, addressId: number): Promise<CartResult> {
  const user = requireUser(ctx);
  return db.transaction().execute(async (trx) => {
    const address = await trx
      .selectFrom('addresses')
      .select('id')
      .where('id', '=', addressId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
    await assertDeliverable(trx, address.id);
    const { cart } = await findOrCreateShopperCart(trx, { user, cartToken: null });
    await trx
      .updateTable('carts')
      .set({ address_id: address.id, updated_at: nowIso() })
      .where('id', '=', cart.id)
      .execute();
    const { priced } = await repriceAfterChange(trx, cart.id);
    return { cart: toCartDetails(priced), message: CART_ADDRESS_SAVED_MESSAGE };
  });
}
