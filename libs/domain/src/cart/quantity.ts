import { MIN_QUANTITY } from '../constants';
import { stockLimitMessage } from '../messages';

/** What the cart stepper asks for. */
export interface QuantityChange {
  /** The line's current quantity. */
  current: number;
  /** The step: +1, -1, or any whole number. */
  delta: number;
  /** Units in stock; `null`/`undefined` means not tracked (no limit). */
  stockQty?: number | null;
  /** Whether the product may be ordered beyond stock. */
  backOrder?: boolean | null;
  /** Whether reaching 0 is allowed, meaning "remove the line". */
  allowZero?: boolean;
}

/** Why a quantity change is refused. */
export type QuantityRefusal = 'invalid' | 'below-minimum' | 'stock-limit';

/** The outcome of a quantity change: the new quantity (0 means remove the line), or why not. */
export type QuantityResult =
  | { ok: true; quantity: number }
  | { ok: false; reason: QuantityRefusal; message?: string };

/**
 * Applies a stepper change to a cart line (docs/product.md §4): never below 1 (0 only with `allowZero`,
 * which removes the item); an increment beyond stock is refused with "{n} product(s) in stock"
 * unless back_order allows it.
 */
export function nextQuantity(change: QuantityChange): QuantityResult {
  const { current, delta, stockQty, backOrder, allowZero = false } = change;
  if (!Number.isInteger(current) || !Number.isInteger(delta)) return { ok: false, reason: 'invalid' };
  const quantity = current + delta;
  if (quantity < MIN_QUANTITY && !(allowZero && quantity === 0)) return { ok: false, reason: 'below-minimum' };
  const limited = typeof stockQty === 'number' && !backOrder;
  if (delta > 0 && limited && quantity > stockQty) {
    return { ok: false, reason: 'stock-limit', message: stockLimitMessage(Math.max(stockQty, 0)) };
  }
  return { ok: true, quantity };
}

/** A typed quantity after clamping, and the hint to show when it had to be changed for stock. */
export interface TypedQuantity {
  quantity: number;
  message?: string;
}

/**
 * Reads a quantity typed into the stepper: text, empty, 0 or negative become 1, fractions are cut, and
 * beyond stock it is clamped to stock with "{n} product(s) in stock" unless back_order. Never 0.
 */
export function typedQuantity(
  raw: string,
  limits: Pick<QuantityChange, 'stockQty' | 'backOrder'> = {},
): TypedQuantity {
  const parsed = Number.parseInt(raw.trim(), 10);
  const wanted = Number.isFinite(parsed) && parsed >= MIN_QUANTITY ? parsed : MIN_QUANTITY;
  const { stockQty, backOrder } = limits;
  if (typeof stockQty === 'number' && !backOrder && wanted > stockQty) {
    return { quantity: Math.max(stockQty, MIN_QUANTITY), message: stockLimitMessage(Math.max(stockQty, 0)) };
  }
  return { quantity: wanted };
}
