import { MAX_ITEM_QUANTITY } from '../constants';
import {
  orderLineOutOfStockMessage,
  orderLineStockMessage,
  QUANTITY_CAP_MESSAGE,
} from '../messages/commerce';
import { stockLimitMessage } from '../messages/storefront';

/** What the stock rule needs of a product (without variants) or a variant. */
export interface StockState {
  /** Units in stock; below 0 counts as 0. */
  stockQty: number;
  /** Whether it may be ordered beyond stock. */
  backOrder: boolean;
}

/**
 * Why a cart line may not hold `quantity` units, or null when it may: without back_order an item with
 * no stock is refused ("0 product(s) in stock") and no more than its stock may be held ("{n} product(s)
 * in stock"); never more than 999 of one item, back order or not.
 */
export function quantityRefusal(item: StockState, quantity: number): string | null {
  if (!item.backOrder && quantity > Math.max(item.stockQty, 0)) return stockLimitMessage(Math.max(item.stockQty, 0));
  if (quantity > MAX_ITEM_QUANTITY) return QUANTITY_CAP_MESSAGE;
  return null;
}

/** The most units a line of this item may hold: 999, and the stock unless on back order; 0 when the item is gone. */
export function lineQuantityCap(item: StockState | null): number {
  if (!item) return 0;
  return item.backOrder ? MAX_ITEM_QUANTITY : Math.min(Math.max(item.stockQty, 0), MAX_ITEM_QUANTITY);
}

/**
 * Why an order cannot take `quantity` units of a line now, or null: without back_order the stock must
 * cover it ("{name} is out of stock", "{name}: {n} product(s) in stock"). Placing an order checks again,
 * since stock may have fallen since the line was added.
 */
export function orderLineRefusal(productName: string, item: StockState, quantity: number): string | null {
  if (item.backOrder) return null;
  const stock = Math.max(item.stockQty, 0);
  if (stock <= 0) return orderLineOutOfStockMessage(productName);
  return quantity > stock ? orderLineStockMessage(productName, stock) : null;
}
