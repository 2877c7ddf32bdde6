import {
  CHOOSE_VARIANT_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  quantityRefusal,
  type StockState,
  toPaise,
} from '@storefront/domain';
import type { Category, ItemType, ProductDetail, ProductSummary, Variant } from '../../../generated/models';
import { toProductSummary } from '../../fixtures/product-builder';
import { notFound, unprocessable } from '../http';
import type { FakeState, ProductRecord } from '../state';

/** A product record by id. */
export function findProduct(state: FakeState, id: number): ProductRecord | undefined {
  return state.products.find((p) => p.detail.id === id);
}

/** The summary of a product (list, search and home shapes). */
export function summaryOf(record: ProductRecord): ProductSummary {
  return toProductSummary(record.detail);
}

/** What a cart or wishlist line points at: a product without variants, or one variant of a product. */
export interface ResolvedItem {
  record: ProductRecord;
  variant: Variant | null;
}

/** Resolves `item_id` + `item_type`; 404 when unknown. */
export function resolveItem(state: FakeState, itemType: ItemType, itemId: number): ResolvedItem {
  if (itemType === 'Variant') {
    for (const record of state.products) {
      const variant = record.detail.variants.find((v) => v.id === itemId);
      if (variant) return { record, variant };
    }
    throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  }
  const record = findProduct(state, itemId);
  if (!record) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return { record, variant: null };
}

/** Resolves an item that goes into the cart: a product with variants must be added as a Variant (422). */
export function resolveCartItem(state: FakeState, itemType: ItemType, itemId: number): ResolvedItem {
  const item = resolveItem(state, itemType, itemId);
  if (!item.variant && item.record.detail.variants.length > 0) {
    throw unprocessable(CHOOSE_VARIANT_MESSAGE);
  }
  return item;
}

/** Stock, back order and price of the item (variant or product). */
export function stockOf(item: ResolvedItem) {
  const source = item.variant ?? item.record.detail;
  return {
    stock: source.stock_qty,
    backOrder: source.back_order,
    price: source.price_with_tax,
    comparePrice: source.compare_price,
  };
}

/** What the domain's stock rules need of the item. */
export function stockStateOf(item: ResolvedItem): StockState {
  const { stock, backOrder } = stockOf(item);
  return { stockQty: stock, backOrder };
}

/** The item's price in paise (the catalogue shows rupees). */
export function unitPriceOf(item: ResolvedItem): number {
  return toPaise(stockOf(item).price);
}

/** 422 when the domain's stock rule refuses `quantity` units of the item ("{n} product(s) in stock", the cap). */
export function assertStock(item: ResolvedItem, quantity: number): void {
  const refusal = quantityRefusal(stockStateOf(item), quantity);
  if (refusal) throw unprocessable(refusal);
}

/** Recomputes a product's stock and in_stock from its variants. */
export function refreshStock(detail: ProductDetail): void {
  for (const variant of detail.variants) variant.in_stock = variant.stock_qty > 0 || variant.back_order;
  if (detail.variants.length) {
    detail.stock_qty = detail.variants.reduce((sum, v) => sum + v.stock_qty, 0);
    detail.back_order = detail.variants.some((v) => v.back_order);
  }
  detail.in_stock = detail.stock_qty > 0 || detail.back_order;
}

/** Moves stock (negative to sell, positive to restock); never below 0. Sales follow. */
export function adjustStock(item: ResolvedItem, delta: number): void {
  const source = item.variant ?? item.record.detail;
  source.stock_qty = Math.max(0, source.stock_qty + delta);
  refreshStock(item.record.detail);
  if (delta < 0) {
    item.record.sales.allTime -= delta;
    item.record.sales.weekly -= delta;
  }
}

/** Every category of a tree, flattened. */
export function flatten(tree: Category[]): Category[] {
  return tree.flatMap((node) => [node, ...flatten(node.childrens)]);
}

/** The ids of the categories and all their descendants. */
export function subtreeIds(state: FakeState, ids: number[]): Set<number> {
  const wanted = new Set(ids);
  const out = new Set<number>();
  const walk = (node: Category, inside: boolean) => {
    const here = inside || wanted.has(node.id);
    if (here) out.add(node.id);
    for (const child of node.childrens) walk(child, here);
  };
  for (const root of state.categories) walk(root, false);
  return out;
}

/** True when the product is filed under one of the categories. */
export function inCategories(record: ProductRecord, ids: Set<number>): boolean {
  return record.detail.categories.some((c) => ids.has(c.id));
}
