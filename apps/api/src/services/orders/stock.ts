import { orderLineRefusal, orderLineUnavailableMessage } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isSet } from '../../db/values';
import { UnprocessableError } from '../../http/errors';
import { forUpdate } from '../carts/cart-lookup';

export interface StockLine {
  productId: number;
  variantId: number | null;
  productName: string;
  quantity: number;
}

/**
 * Takes `quantity` units of a line out of stock, inside the caller's transaction (rows locked on
 * PostgreSQL). Without back_order the stock must cover it (422 "{name}: {n} product(s) in stock");
 * with back_order stock goes down to 0 at most. Answers the units actually taken. A variant's units
 * also come off its product, whose stock is the sum of its variants'.
 */
export async function takeStock(trx: Kysely<Database>, line: StockLine): Promise<number> {
  const source =
    line.variantId !== null
      ? await forUpdate(
          trx,
          trx.selectFrom('variants').select(['stock_qty', 'back_order']).where('id', '=', line.variantId),
        ).executeTakeFirst()
      : await forUpdate(
          trx,
          trx.selectFrom('products').select(['stock_qty', 'back_order']).where('id', '=', line.productId),
        ).executeTakeFirst();
  if (!source) throw new UnprocessableError(orderLineUnavailableMessage(line.productName));
  const stock = Math.max(0, source.stock_qty);
  const refusal = orderLineRefusal(line.productName, { stockQty: stock, backOrder: isSet(source.back_order) }, line.quantity);
  if (refusal) throw new UnprocessableError(refusal);
  const taken = Math.min(stock, line.quantity);
  if (taken > 0) await moveStock(trx, line, -taken);
  await trx
    .updateTable('products')
    .set((eb) => ({ sold_count: eb('sold_count', '+', line.quantity) }))
    .where('id', '=', line.productId)
    .execute();
  return taken;
}

/** Adds `delta` units (negative to take) to the variant and its product, or to the product. */
async function moveStock(trx: Kysely<Database>, line: Pick<StockLine, 'productId' | 'variantId'>, delta: number) {
  if (line.variantId !== null) {
    await trx
      .updateTable('variants')
      .set((eb) => ({ stock_qty: eb('stock_qty', '+', delta) }))
      .where('id', '=', line.variantId)
      .execute();
  }
  await trx
    .updateTable('products')
    .set((eb) => ({ stock_qty: eb('stock_qty', '+', delta) }))
    .where('id', '=', line.productId)
    .execute();
}

/**
 * Puts back what an order took out of stock (`order_items.stock_deducted`) and its units sold; used
 * when an order is cancelled or its online payment fails. Run it inside the caller's transaction.
 */
export async function releaseOrderStock(trx: Kysely<Database>, orderId: number): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id', 'variant_id', 'quantity', 'stock_deducted'])
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .orderBy('id')
    .execute();
  for (const item of items) {
    const line = { productId: item.product_id, variantId: item.variant_id };
    // The catalogue row may be gone (order lines keep no foreign key): then there is nothing to restore.
    if (item.stock_deducted > 0) await moveStock(trx, line, item.stock_deducted);
    await trx
      .updateTable('products')
      .set((eb) => ({
        sold_count: eb.case().when('sold_count', '>', item.quantity).then(eb('sold_count', '-', item.quantity)).else(0).end(),
      }))
      .where('id', '=', item.product_id)
      .execute();
  }
}
