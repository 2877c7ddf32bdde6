import type { OptionType, ProductDetail, Variant } from '@storefront/sdk';

/** The chosen value per option type, keyed by the option type's presentation ("Size" -> "M"). */
export type VariantSelection = Record<string, string>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A variant attribute names its option type and value by presentation or by name: accept both. */
function typeMatches(type: OptionType, attributeType: string): boolean {
  return same(type.presentation, attributeType) || same(type.name, attributeType);
}

/** The value of `type` that a variant carries, as the presentation of one of the type's values. */
export function variantValue(variant: Variant, type: OptionType): string | undefined {
  const attribute = variant.attributes.find((a) => typeMatches(type, a.option_type));
  if (!attribute) return undefined;
  const value = type.option_values.find((v) => same(v.presentation, attribute.option_value) || same(v.name, attribute.option_value));
  return value?.presentation ?? attribute.option_value;
}

/** The variant whose attributes equal the selection on every option type, if any. */
export function matchVariant(product: Pick<ProductDetail, 'variants' | 'option_types'>, selection: VariantSelection) {
  return product.variants.find((variant) =>
    product.option_types.every((type) => {
      const chosen = selection[type.presentation];
      return chosen !== undefined && variantValue(variant, type) === chosen;
    }),
  );
}

/** The selection of one variant. */
export function selectionOf(product: Pick<ProductDetail, 'option_types'>, variant: Variant): VariantSelection {
  const selection: VariantSelection = {};
  for (const type of product.option_types) {
    const value = variantValue(variant, type);
    if (value !== undefined) selection[type.presentation] = value;
  }
  return selection;
}

/** Starts on the first variant that can be bought (else the first variant); products without variants: {}. */
export function initialSelection(product: Pick<ProductDetail, 'variants' | 'option_types'>): VariantSelection {
  const first = product.variants.find((v) => v.in_stock) ?? product.variants[0];
  return first ? selectionOf(product, first) : {};
}

/**
 * Picking `value` for `type`: keep the other choices when such a variant exists, otherwise jump to the
 * first variant that has this value, so the shopper never lands on a combination that does not exist.
 */
export function choose(
  product: Pick<ProductDetail, 'variants' | 'option_types'>,
  selection: VariantSelection,
  type: OptionType,
  value: string,
): VariantSelection {
  const next = { ...selection, [type.presentation]: value };
  if (matchVariant(product, next)) return next;
  const fallback =
    product.variants.find((v) => v.in_stock && variantValue(v, type) === value) ??
    product.variants.find((v) => variantValue(v, type) === value);
  return fallback ? selectionOf(product, fallback) : next;
}

/** Whether some variant has `value` for `type` together with the other current choices. */
export function isCombinationAvailable(
  product: Pick<ProductDetail, 'variants' | 'option_types'>,
  selection: VariantSelection,
  type: OptionType,
  value: string,
): boolean {
  return Boolean(matchVariant(product, { ...selection, [type.presentation]: value }));
}

/** What is being bought: the matching variant, or the product itself when it has no variants. */
export interface Purchasable {
  itemId: number;
  itemType: 'Product' | 'Variant';
  price: number;
  comparePrice: number | null;
  stockQty: number;
  backOrder: boolean;
  /** In stock or on back order. */
  buyable: boolean;
}

/** The item the add-to-cart button sends; null when the chosen combination is not a variant. */
export function purchasable(product: ProductDetail, selection: VariantSelection): Purchasable | null {
  if (product.variants.length === 0) {
    return {
      itemId: product.id,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an item type of the API, not text
      itemType: 'Product',
      price: product.price_with_tax,
      comparePrice: product.compare_price,
      stockQty: product.stock_qty,
      backOrder: product.back_order,
      buyable: product.stock_qty > 0 || product.back_order,
    };
  }
  const variant = matchVariant(product, selection);
  if (!variant) return null;
  return {
    itemId: variant.id,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an item type of the API, not text
    itemType: 'Variant',
    price: variant.price_with_tax,
    comparePrice: variant.compare_price,
    stockQty: variant.stock_qty,
    backOrder: variant.back_order,
    buyable: variant.stock_qty > 0 || variant.back_order,
  };
}
