import { codChargeFor, PRODUCT_NOT_FOUND_MESSAGE, toPaise } from '@storefront/domain';
import type { CartDetails } from '@storefront/sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotFoundError } from '../../http/errors';

/**
 * What the COD limit is judged on for a cart: the total of a COD order of it (the cart's total with the
 * COD charge, whether or not the shopper has turned it on yet), in paise; null for an empty cart.
 */
export function codOrderValueOfCart(cart: Pick<CartDetails, 'total' | 'cod_charge' | 'cart_items'>): number | null {
  if (cart.cart_items.length === 0) return null;
  return toPaise(cart.total) - toPaise(cart.cod_charge) + codChargeFor(true, cart.cart_items.length);
}

/** A product's price (paise) for the COD limit on a product page; 404 for an unknown or inactive product. */
export async function productValue(db: Kysely<Database>, productId: number): Promise<number> {
  const product = await db
    .selectFrom('products')
    .select('price')
    .where('id', '=', productId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
  return Number(product.price);
}
