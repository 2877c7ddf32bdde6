import {
  CART_ITEM_NOT_FOUND_MESSAGE,
  CHOOSE_VARIANT_MESSAGE,
  couponDroppedMessage,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_WITHDRAWN_MESSAGE,
  quantityRefusal,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet, nowIso } from '../../db/values';
import { NotFoundError, UnprocessableError } from '../../http/errors';
import { type PricedCart, priceCart } from './price-cart';

export type ItemType = 'Product' | 'Variant';

/** A product (without variants) or a variant that can be put in a cart or a wishlist. */
export interface ResolvedItem {
  itemType: ItemType;
  itemId: number;
  productId: number;
  variantId: number | null;
  name: string;
  stockQty: number;
  backOrder: boolean;
}

/**
 * Finds an active product or variant. 404 when unknown or inactive; `requireVariantChoice` (the cart)
 * answers 422 for a product that has variants but was named as a Product.
 */
export async function resolveItem(
  db: Kysely<Database>,
  itemType: ItemType,
  itemId: number,
  options: { requireVariantChoice: boolean },
): Promise<ResolvedItem> {
  if (itemType === 'Variant') {
    const row = await db
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['v.id', 'v.product_id', 'v.stock_qty', 'v.back_order', 'p.name'])
      .where('v.id', '=', itemId)
      .where('p.is_active', '=', 1)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
    return {
      itemType,
      itemId,
      productId: row.product_id,
      variantId: row.id,
      name: row.name,
      stockQty: row.stock_qty,
      backOrder: isSet(row.back_order),
    };
  }
  const product = await db
    .selectFrom('products')
    .select(['id', 'name', 'stock_qty', 'back_order'])
    .where('id', '=', itemId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
  if (options.requireVariantChoice) {
    const variant = await db.selectFrom('variants').select('id').where('product_id', '=', itemId).executeTakeFirst();
    if (variant) throw new UnprocessableError(CHOOSE_VARIANT_MESSAGE);
  }
  return {
    itemType,
    itemId,
    productId: product.id,
    variantId: null,
    name: product.name,
    stockQty: product.stock_qty,
    backOrder: isSet(product.back_order),
  };
}

/** 422 when the domain's stock rule refuses `quantity` units of the item ("{n} product(s) in stock", the cap). */
export function assertQuantityAllowed(item: Pick<ResolvedItem, 'stockQty' | 'backOrder'>, quantity: number): void {
  const refusal = quantityRefusal(item, quantity);
  if (refusal) throw new UnprocessableError(refusal);
}

async function touchCart(trx: Kysely<Database>, cartId: number, now: Date): Promise<void> {
  await trx.updateTable('carts').set({ updated_at: nowIso(now) }).where('id', '=', cartId).execute();
}

/**
 * Adds `quantity` of an item to `cart` (inside the caller's transaction); an item already there has its
 * quantity increased, with the stock rule applied to the new total.
 */
export async function addItemToCart(
  trx: Kysely<Database>,
  cart: Row<'carts'>,
  item: ResolvedItem,
  quantity: number,
  now: Date = new Date(),
): Promise<void> {
  const existing = await trx
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('cart_id', '=', cart.id)
    .where('item_type', '=', item.itemType)
    .where('item_id', '=', item.itemId)
    .executeTakeFirst();
  const next = (existing?.quantity ?? 0) + quantity;
  assertQuantityAllowed(item, next);
  if (existing) {
    await trx
      .updateTable('cart_items')
      .set({ quantity: next, updated_at: nowIso(now) })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await trx
      .insertInto('cart_items')
      .values({
        cart_id: cart.id,
        item_type: item.itemType,
        item_id: item.itemId,
        product_id: item.productId,
        variant_id: item.variantId,
        quantity: next,
        created_at: nowIso(now),
        updated_at: nowIso(now),
      })
      .execute();
  }
  await touchCart(trx, cart.id, now);
}

/** A cart item of this cart, or 404 (an item of another cart is never touched, nor revealed). */
export async function findCartItem(
  trx: Kysely<Database>,
  cart: Row<'carts'> | null,
  cartItemId: number,
): Promise<{ cart: Row<'carts'>; cartItem: Row<'cart_items'> }> {
  const cartItem = cart
    ? await trx
        .selectFrom('cart_items')
        .selectAll()
        .where('id', '=', cartItemId)
        .where('cart_id', '=', cart.id)
        .executeTakeFirst()
    : undefined;
  if (!cart || !cartItem) throw new NotFoundError(CART_ITEM_NOT_FOUND_MESSAGE);
  return { cart, cartItem };
}

/**
 * Sets a cart item's quantity; 0 removes it. Raising the quantity follows the stock rule; lowering it
 * is always allowed (stock may have fallen since the item was added; placing the order checks again).
 */
export async function setCartItemQuantity(
  trx: Kysely<Database>,
  cart: Row<'carts'>,
  cartItem: Row<'cart_items'>,
  quantity: number,
  now: Date = new Date(),
): Promise<void> {
  if (quantity === 0) {
    await trx.deleteFrom('cart_items').where('id', '=', cartItem.id).execute();
  } else {
    if (quantity > cartItem.quantity) {
      const item = await resolveItem(trx, cartItem.item_type as ItemType, cartItem.item_id, {
        requireVariantChoice: false,
      }).catch((error: unknown) => {
        // The product was withdrawn since: it cannot be bought in any quantity.
        if (error instanceof NotFoundError) throw new UnprocessableError(PRODUCT_WITHDRAWN_MESSAGE);
        throw error;
      });
      assertQuantityAllowed(item, quantity);
    }
    await trx
      .updateTable('cart_items')
      .set({ quantity, updated_at: nowIso(now) })
      .where('id', '=', cartItem.id)
      .execute();
  }
  await touchCart(trx, cart.id, now);
}

export async function removeCartItem(
  trx: Kysely<Database>,
  cart: Row<'carts'>,
  cartItem: Row<'cart_items'>,
  now: Date = new Date(),
): Promise<void> {
  await trx.deleteFrom('cart_items').where('id', '=', cartItem.id).execute();
  await touchCart(trx, cart.id, now);
}

export interface RepricedCart {
  priced: PricedCart;
  /** Set when a coupon that stopped applying was taken off the cart: tell the shopper why. */
  droppedCouponMessage: string | null;
}

/**
 * Prices the cart after a change to its items. A coupon that no longer applies (the sub-total fell below
 * its minimum, it expired, the cart is empty) is removed from the cart in the same transaction, so it
 * never silently comes back; the shopper applies it again when eligible.
 */
export async function repriceAfterChange(
  trx: Kysely<Database>,
  cartId: number,
  now: Date = new Date(),
): Promise<RepricedCart> {
  const cart = await trx.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow();
  const priced = await priceCart(trx, cart, now);
  if (!priced.coupon || priced.couponApplied) return { priced, droppedCouponMessage: null };
  await trx.updateTable('carts').set({ coupon_id: null, updated_at: nowIso(now) }).where('id', '=', cartId).execute();
  return {
    priced: { ...priced, cart: { ...cart, coupon_id: null }, coupon: null, couponApplied: false, couponIssue: null },
    droppedCouponMessage: couponDroppedMessage(priced.couponIssue),
  };
}
