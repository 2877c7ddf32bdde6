import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isSet } from '../../db/values';
import { toRupees, toRupeesOrNull } from '@storefront/domain';
import { canBuyNow } from './product-summaries';

export interface VariantAttribute {
  option_type: string;
  option_value: string;
}

export interface OptionTypeWithValues {
  id: number;
  name: string;
  presentation: string;
  option_values: { id: number; name: string; presentation: string }[];
}

/** `[{option_type, option_value}]` of each variant, in option type order ("Size", then "Colour"). */
export async function loadVariantAttributes(
  db: Kysely<Database>,
  variantIds: number[],
): Promise<Map<number, VariantAttribute[]>> {
  const attributes = new Map<number, VariantAttribute[]>();
  if (variantIds.length === 0) return attributes;
  const rows = await db
    .selectFrom('variant_option_values as vov')
    .innerJoin('option_values as ov', 'ov.id', 'vov.option_value_id')
    .innerJoin('option_types as ot', 'ot.id', 'ov.option_type_id')
    .select(['vov.variant_id', 'ot.presentation as option_type', 'ov.presentation as option_value'])
    .where('vov.variant_id', 'in', variantIds)
    .orderBy('vov.variant_id')
    .orderBy('ot.position')
    .orderBy('ot.id')
    .execute();
  for (const row of rows) {
    const list = attributes.get(row.variant_id) ?? [];
    list.push({ option_type: row.option_type, option_value: row.option_value });
    attributes.set(row.variant_id, list);
  }
  return attributes;
}

/** The `Variant` wire shapes of a product. */
export async function loadProductVariants(db: Kysely<Database>, productId: number) {
  const variants = await db
    .selectFrom('variants')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const attributes = await loadVariantAttributes(db, variants.map((v) => v.id));
  return variants.map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    price_with_tax: toRupees(variant.price),
    compare_price: toRupeesOrNull(variant.compare_price),
    stock_qty: Math.max(0, variant.stock_qty),
    back_order: isSet(variant.back_order),
    in_stock: canBuyNow(variant.stock_qty, variant.back_order),
    attributes: attributes.get(variant.id) ?? [],
  }));
}

/**
 * Option types with their values; `productId` limits both to what that product's variants use.
 */
export async function loadOptionTypes(db: Kysely<Database>, productId?: number): Promise<OptionTypeWithValues[]> {
  let valuesQuery = db
    .selectFrom('option_values as ov')
    .select(['ov.id', 'ov.option_type_id', 'ov.name', 'ov.presentation'])
    .orderBy('ov.option_type_id')
    .orderBy('ov.position')
    .orderBy('ov.id');
  if (productId !== undefined) {
    valuesQuery = valuesQuery.where('ov.id', 'in', (eb) =>
      eb
        .selectFrom('variant_option_values as vov')
        .innerJoin('variants as v', 'v.id', 'vov.variant_id')
        .select('vov.option_value_id')
        .where('v.product_id', '=', productId),
    );
  }
  const [types, values] = await Promise.all([
    db.selectFrom('option_types').selectAll().orderBy('position').orderBy('id').execute(),
    valuesQuery.execute(),
  ]);
  return types
    .map((type) => ({
      id: type.id,
      name: type.name,
      presentation: type.presentation,
      option_values: values
        .filter((value) => value.option_type_id === type.id)
        .map(({ id, name, presentation }) => ({ id, name, presentation })),
    }))
    .filter((type) => productId === undefined || type.option_values.length > 0);
}
