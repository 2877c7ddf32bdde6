/**
 * Products, carts, wallets and store settings for the commerce integration tests (cart, coupons,
 * wishlist, orders); never imported by shipped code. Each test makes its own products so tests sharing
 * one seeded database never see each other's stock or carts.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, RowUpdate } from '../db/schema';
import { hashToken, newToken } from '../security/tokens';

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

export interface ProductSpec {
  /** Rupees. */
  price?: number;
  stock?: number;
  backOrder?: boolean;
  active?: boolean;
}

/** A fresh product without variants (prices in rupees), unique to the calling test. */
export async function createProduct(db: Kysely<Database>, spec: ProductSpec = {}): Promise<number> {
  const at = new Date().toISOString();
  const handle = unique('test-product');
  const row = await db
    .insertInto('products')
    .values({
      name: `Test Product ${handle}`,
      slug: handle,
      sku: handle.toUpperCase(),
      description: '<p>Test</p>',
      price: Math.round((spec.price ?? 200) * 100),
      compare_price: null,
      stock_qty: spec.stock ?? 10,
      back_order: spec.backOrder ? 1 : 0,
      brand_id: null,
      video_url: null,
      popularity: 0,
      sold_count: 0,
      weekly_views: 0,
      is_active: spec.active === false ? 0 : 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh product with two variants (Size S and M); answers the product and variant ids. */
export async function createVariantProduct(
  db: Kysely<Database>,
  spec: { price?: number; stock?: number } = {},
): Promise<{ productId: number; variantIds: [number, number] }> {
  const stock = spec.stock ?? 5;
  const productId = await createProduct(db, { price: spec.price, stock: stock * 2 });
  const product = await db.selectFrom('products').select(['sku', 'price']).where('id', '=', productId).executeTakeFirstOrThrow();
  const values = await db.selectFrom('option_values').select('id').orderBy('id').limit(2).execute();
  const ids: number[] = [];
  for (const [index, value] of values.entries()) {
    const variant = await db
      .insertInto('variants')
      .values({
        product_id: productId,
        sku: `${product.sku}-V${index}`,
        price: product.price + index * 1000,
        compare_price: null,
        stock_qty: stock,
        back_order: 0,
        position: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('variant_option_values').values({ variant_id: variant.id, option_value_id: value.id }).execute();
    ids.push(variant.id);
  }
  return { productId, variantIds: [ids[0], ids[1]] };
}

export async function stockOf(db: Kysely<Database>, productId: number): Promise<number> {
  const row = await db.selectFrom('products').select('stock_qty').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.stock_qty;
}

export async function walletBalance(db: Kysely<Database>, userId: number): Promise<number> {
  const rows = await db.selectFrom('wallet_transactions').select(['kind', 'amount']).where('user_id', '=', userId).execute();
  return rows.reduce((sum, row) => sum + (row.kind === 'credit' ? row.amount : -row.amount), 0);
}

/** Runs `fn` with some store settings changed, restoring them afterwards. */
export async function withStoreSettings<T>(
  db: Kysely<Database>,
  patch: RowUpdate<'store_settings'>,
  fn: () => Promise<T>,
): Promise<T> {
  const before = await db.selectFrom('store_settings').selectAll().orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('store_settings').set(patch).where('id', '=', before.id).execute();
  try {
    return await fn();
  } finally {
    const { id, ...restore } = before;
    await db.updateTable('store_settings').set(restore).where('id', '=', id).execute();
  }
}

export interface CartLine {
  productId: number;
  quantity: number;
}

/** Simple products (without variants) that are in stock, for cart lines. */
export async function stockedProducts(db: Kysely<Database>, count: number): Promise<{ id: number; stock_qty: number }[]> {
  return db
    .selectFrom('products')
    .select(['id', 'stock_qty'])
    .where('is_active', '=', 1)
    .where('stock_qty', '>=', 5)
    .where('back_order', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('variants').select('variants.id').whereRef('variants.product_id', '=', 'products.id'))),
    )
    .orderBy('id')
    .limit(count)
    .execute();
}

/** Creates a cart directly in the database: anonymous (answers its token) or owned by `userId`. */
export async function createCart(
  db: Kysely<Database>,
  lines: CartLine[],
  userId: number | null = null,
): Promise<{ cartId: number; cartToken: string | null }> {
  const at = new Date().toISOString();
  const cartToken = userId === null ? newToken() : null;
  const cart = await db
    .insertInto('carts')
    .values({
      token_hash: cartToken ? hashToken(cartToken) : null,
      user_id: userId,
      coupon_id: null,
      make_advance_payment: 0,
      cod_payment: 0,
      address_id: null,
      ordered_order_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const line of lines) {
    await db
      .insertInto('cart_items')
      .values({
        cart_id: cart.id,
        item_type: 'Product',
        item_id: line.productId,
        product_id: line.productId,
        variant_id: null,
        quantity: line.quantity,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  return { cartId: cart.id, cartToken };
}

/** The lines of a cart as `{ productId: quantity }`. */
export async function cartQuantities(db: Kysely<Database>, cartId: number): Promise<Record<number, number>> {
  const rows = await db.selectFrom('cart_items').select(['product_id', 'quantity']).where('cart_id', '=', cartId).execute();
  return Object.fromEntries(rows.map((row) => [row.product_id, row.quantity]));
}
