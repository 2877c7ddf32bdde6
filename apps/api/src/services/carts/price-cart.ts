import { type CartTotals, cartTotals } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet } from '../../db/values';
import type { Picture } from '../../media/load-pictures';
import { loadMainImages, PLACEHOLDER_IMAGE } from '../catalog/product-summaries';
import { loadVariantAttributes, type VariantAttribute } from '../catalog/variants';
import { couponTerms } from '../coupons/coupon-rules';

/** One cart line priced from the catalogue as it is now (money in paise). */
export interface PricedLine {
  /** cart_items.id */
  id: number;
  itemType: 'Product' | 'Variant';
  /** Product id or variant id, per itemType. */
  itemId: number;
  productId: number;
  variantId: number | null;
  productName: string;
  productSlug: string;
  sku: string;
  thumbnail: string;
  picture: Picture | null;
  attributes: VariantAttribute[];
  unitPrice: number;
  comparePrice: number | null;
  quantity: number;
  lineTotal: number;
  /** Stock of the product (no variants) or of the variant; never below 0. */
  stockQty: number;
  backOrder: boolean;
}

/** A cart with every total computed from the database (integer paise) by the domain's `cartTotals`. */
export interface PricedCart extends CartTotals {
  cart: Row<'carts'>;
  lines: PricedLine[];
  /** The coupon stored on the cart, whether or not it applies now (`couponApplied`). */
  coupon: Row<'coupons'> | null;
}

/**
 * Prices `cart` from the database: current product or variant prices, the coupon re-checked (an expired
 * coupon or a sub-total below its minimum gives no discount), shipping, the COD charge and the advance
 * payment. Read-only; pass the transaction when called inside one. Lines of products that were
 * deactivated are left out.
 */
export async function priceCart(db: Kysely<Database>, cart: Row<'carts'>, now: Date = new Date()): Promise<PricedCart> {
  const rows = await db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .leftJoin('variants as v', 'v.id', 'ci.variant_id')
    .select([
      'ci.id',
      'ci.item_type',
      'ci.item_id',
      'ci.product_id',
      'ci.variant_id',
      'ci.quantity',
      'p.name as product_name',
      'p.slug as product_slug',
      'p.sku as product_sku',
      'p.price as product_price',
      'p.compare_price as product_compare_price',
      'p.stock_qty as product_stock_qty',
      'p.back_order as product_back_order',
      'v.id as v_id',
      'v.sku as variant_sku',
      'v.price as variant_price',
      'v.compare_price as variant_compare_price',
      'v.stock_qty as variant_stock_qty',
      'v.back_order as variant_back_order',
    ])
    .where('ci.cart_id', '=', cart.id)
    .where('p.is_active', '=', 1)
    .orderBy('ci.id')
    .execute();

  // A variant line whose variant is gone cannot be priced: leave it out like an inactive product.
  const live = rows.filter((row) => row.item_type !== 'Variant' || row.v_id !== null);
  const [images, attributes] = await Promise.all([
    loadMainImages(db, [...new Set(live.map((row) => row.product_id))]),
    loadVariantAttributes(db, live.flatMap((row) => (row.variant_id === null ? [] : [row.variant_id]))),
  ]);

  const lines: PricedLine[] = live.map((row) => {
    const isVariant = row.item_type === 'Variant' && row.v_id !== null;
    const unitPrice = isVariant ? (row.variant_price as number) : row.product_price;
    return {
      id: row.id,
      itemType: isVariant ? 'Variant' : 'Product',
      itemId: row.item_id,
      productId: row.product_id,
      variantId: isVariant ? row.variant_id : null,
      productName: row.product_name,
      productSlug: row.product_slug,
      sku: isVariant ? (row.variant_sku as string) : row.product_sku,
      thumbnail: images.get(row.product_id)?.thumbnail ?? PLACEHOLDER_IMAGE,
      picture: images.get(row.product_id)?.picture ?? null,
      attributes: isVariant && row.variant_id !== null ? (attributes.get(row.variant_id) ?? []) : [],
      unitPrice,
      comparePrice: isVariant ? row.variant_compare_price : row.product_compare_price,
      quantity: row.quantity,
      lineTotal: unitPrice * row.quantity,
      stockQty: Math.max(0, isVariant ? (row.variant_stock_qty as number) : row.product_stock_qty),
      backOrder: isSet(isVariant ? row.variant_back_order : row.product_back_order),
    };
  });

  const coupon =
    cart.coupon_id === null
      ? null
      : ((await db.selectFrom('coupons').selectAll().where('id', '=', cart.coupon_id).executeTakeFirst()) ?? null);
  const totals = cartTotals({
    lines,
    coupon: coupon ? couponTerms(coupon) : null,
    codPayment: isSet(cart.cod_payment),
    makeAdvancePayment: isSet(cart.make_advance_payment),
    now,
  });
  return { cart, lines, coupon, ...totals };
}
