import { toRupees, toRupeesOrNull, WISHLIST_ITEM_NOT_FOUND_MESSAGE } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet, nowIso } from '../../db/values';
import { NotFoundError } from '../../http/errors';
import type { Wishlist, WishlistMoveResult } from '@storefront/sdk';
import { addItemToCart, type ItemType, repriceAfterChange, resolveItem } from '../carts/cart-items';
import { findOrCreateShopperCart } from '../carts/cart-lookup';
import { toCartDetails } from '../carts/present-cart';
import { canBuyNow, loadMainImages, PLACEHOLDER_IMAGE } from '../catalog/product-summaries';

/** `GET /wishlists` without a login. */
export const EMPTY_WISHLIST: Wishlist = Object.freeze({ wishlist_items: [], wishlist_count: 0 }) as Wishlist;

/** The shopper's wishlist, newest first; entries of withdrawn products or variants are left out. */
export async function loadWishlist(db: Kysely<Database>, userId: number): Promise<Wishlist> {
  const rows = await db
    .selectFrom('wishlist_items as w')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .leftJoin('variants as v', 'v.id', 'w.variant_id')
    .select([
      'w.id',
      'w.item_type',
      'w.item_id',
      'w.product_id',
      'w.variant_id',
      'w.created_at',
      'p.name',
      'p.slug',
      'p.price',
      'p.compare_price',
      'p.stock_qty',
      'p.back_order',
      'v.id as v_id',
      'v.price as v_price',
      'v.compare_price as v_compare_price',
      'v.stock_qty as v_stock_qty',
      'v.back_order as v_back_order',
    ])
    .where('w.user_id', '=', userId)
    .where('p.is_active', '=', 1)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
  const live = rows.filter((row) => row.item_type !== 'Variant' || row.v_id !== null);
  const productIds = [...new Set(live.map((row) => row.product_id))];
  const [images, soldInVariants] = await Promise.all([
    loadMainImages(db, productIds),
    productsWithVariants(db, live.filter((row) => row.item_type === 'Product').map((row) => row.product_id)),
  ]);
  const items = live.map((row) => {
    const variant = row.item_type === 'Variant';
    const price = variant ? (row.v_price as number) : row.price;
    const stock = variant ? (row.v_stock_qty as number) : row.stock_qty;
    return {
      id: row.id,
      product_id: row.product_id,
      product_name: row.name,
      product_slug: row.slug,
      item_image: {
        thumbnail: images.get(row.product_id)?.thumbnail ?? PLACEHOLDER_IMAGE,
        picture: images.get(row.product_id)?.picture ?? null,
      },
      item: {
        sell_price: toRupees(price),
        compare_price: toRupeesOrNull(variant ? row.v_compare_price : row.compare_price),
      },
      productable_id: row.item_id,
      productable_type: (variant ? 'Variant' : 'Product') as ItemType,
      in_stock: canBuyNow(stock, isSet(variant ? row.v_back_order : row.back_order)),
      needs_variant_choice: !variant && soldInVariants.has(row.product_id),
      created_at: row.created_at,
    };
  });
  return { wishlist_items: items, wishlist_count: items.length };
}

/** Which of `productIds` are sold in variants (a wishlisted whole product needs a choice before the cart). */
async function productsWithVariants(db: Kysely<Database>, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.selectFrom('variants').select('product_id').distinct().where('product_id', 'in', productIds).execute();
  return new Set(rows.map((row) => row.product_id));
}

/**
 * `POST /wishlists/add_item`: a product (with or without variants) or a variant; 404 when unknown.
 * Adding an entry already there changes nothing.
 */
export async function addToWishlist(
  db: Kysely<Database>,
  user: Row<'users'>,
  input: { item_id: number; item_type?: ItemType },
): Promise<Wishlist> {
  const item = await resolveItem(db, input.item_type ?? 'Product', input.item_id, { requireVariantChoice: false });
  await db
    .insertInto('wishlist_items')
    .values({
      user_id: user.id,
      item_type: item.itemType,
      item_id: item.itemId,
      product_id: item.productId,
      variant_id: item.variantId,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'item_type', 'item_id']).doNothing())
    .execute();
  return loadWishlist(db, user.id);
}

async function ownEntry(db: Kysely<Database>, userId: number, entryId: number): Promise<Row<'wishlist_items'>> {
  const entry = await db
    .selectFrom('wishlist_items')
    .selectAll()
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!entry) throw new NotFoundError(WISHLIST_ITEM_NOT_FOUND_MESSAGE);
  return entry;
}

/** `DELETE /wishlists/remove_item/{id}`: 404 for an entry that is not the shopper's. */
export async function removeFromWishlist(db: Kysely<Database>, user: Row<'users'>, entryId: number): Promise<Wishlist> {
  const entry = await ownEntry(db, user.id, entryId);
  await db.deleteFrom('wishlist_items').where('id', '=', entry.id).execute();
  return loadWishlist(db, user.id);
}

/**
 * `POST /wishlists/move_to_cart/{id}`: in one transaction, one unit of the entry goes into the shopper's
 * cart (the stock rule applies: 422 and nothing changes when it cannot) and the entry is removed.
 */
export async function moveWishlistItemToCart(
  db: Kysely<Database>,
  user: Row<'users'>,
  entryId: number,
): Promise<WishlistMoveResult> {
  const cart = await db.transaction().execute(async (trx) => {
    const entry = await ownEntry(trx, user.id, entryId);
    const item = await resolveItem(trx, entry.item_type as ItemType, entry.item_id, { requireVariantChoice: true });
    const { cart: target } = await findOrCreateShopperCart(trx, { user, cartToken: null });
    await addItemToCart(trx, target, item, 1);
    await trx.deleteFrom('wishlist_items').where('id', '=', entry.id).execute();
    const { priced } = await repriceAfterChange(trx, target.id);
    return toCartDetails(priced);
  });
  return { wishlist: await loadWishlist(db, user.id), cart };
}
