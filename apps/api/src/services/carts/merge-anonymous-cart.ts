import { lineQuantityCap, planCartMerge, type StockState } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet } from '../../db/values';
import { hashToken } from '../../security/tokens';

/** Largest quantity one cart line may hold: the domain's one cap. */
export { MAX_ITEM_QUANTITY as MAX_LINE_QUANTITY } from '@storefront/domain';

export type MergeOutcome = 'none' | 'adopted' | 'merged';

/** The anonymous, not yet ordered cart of a cart token. */
export async function findAnonymousCart(db: Kysely<Database>, cartToken: string): Promise<Row<'carts'> | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('token_hash', '=', hashToken(cartToken))
    .where('user_id', 'is', null)
    .where('ordered_order_id', 'is', null)
    .executeTakeFirst();
}

/** The shopper's open (not yet ordered) cart, the newest when there are several. */
export async function findOpenUserCart(db: Kysely<Database>, userId: number): Promise<Row<'carts'> | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ordered_order_id', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Stock and back order of the line's variant or product; null when it is gone. */
async function stockOfLine(db: Kysely<Database>, line: Row<'cart_items'>): Promise<StockState | null> {
  const stock =
    line.item_type === 'Variant' && line.variant_id !== null
      ? await db.selectFrom('variants').select(['stock_qty', 'back_order']).where('id', '=', line.variant_id).executeTakeFirst()
      : await db.selectFrom('products').select(['stock_qty', 'back_order']).where('id', '=', line.product_id).executeTakeFirst();
  return stock ? { stockQty: stock.stock_qty, backOrder: isSet(stock.back_order) } : null;
}

/**
 * Moves the anonymous cart of `cartToken` to the shopper on login, PIN login or registration. With no open
 * cart of their own the anonymous cart becomes theirs (and stops answering to the token); otherwise its
 * lines are added to their cart within the quantity caps (a line never shrinks below what the shopper
 * already had) and the anonymous cart is removed. Run it inside the caller's transaction.
 */
export async function mergeAnonymousCart(
  trx: Kysely<Database>,
  userId: number,
  cartToken: string | null | undefined,
  now: Date = new Date(),
): Promise<MergeOutcome> {
  if (!cartToken) return 'none';
  const anonymous = await findAnonymousCart(trx, cartToken);
  if (!anonymous) return 'none';
  const at = now.toISOString();
  const own = await findOpenUserCart(trx, userId);
  const ownLines = own ? await trx.selectFrom('cart_items').selectAll().where('cart_id', '=', own.id).execute() : null;
  const lines = own ? await trx.selectFrom('cart_items').selectAll().where('cart_id', '=', anonymous.id).orderBy('id').execute() : [];
  const caps = new Map<number, number>();
  for (const line of lines) caps.set(line.id, lineQuantityCap(await stockOfLine(trx, line)));
  const asMergeLine = (line: Row<'cart_items'>) => ({ itemType: line.item_type, itemId: line.item_id, quantity: line.quantity, line });
  const plan = planCartMerge(ownLines?.map(asMergeLine) ?? null, lines.map(asMergeLine), ({ line }) => caps.get(line.id) ?? 0);
  if (!own || plan.kind === 'adopt') {
    await trx
      .updateTable('carts')
      .set({ user_id: userId, token_hash: null, address_id: null, updated_at: at })
      .where('id', '=', anonymous.id)
      .execute();
    return 'adopted';
  }

  for (const { line: { line }, quantity } of plan.raise) {
    await trx.updateTable('cart_items').set({ quantity, updated_at: at }).where('id', '=', line.id).execute();
  }
  for (const { line: { line }, quantity } of plan.add) {
    await trx
      .insertInto('cart_items')
      .values({
        cart_id: own.id,
        item_type: line.item_type,
        item_id: line.item_id,
        product_id: line.product_id,
        variant_id: line.variant_id,
        quantity,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  await trx.deleteFrom('cart_items').where('cart_id', '=', anonymous.id).execute();
  await trx.deleteFrom('carts').where('id', '=', anonymous.id).execute();
  await trx.updateTable('carts').set({ updated_at: at }).where('id', '=', own.id).execute();
  return 'merged';
}
