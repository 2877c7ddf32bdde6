import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet } from '../../db/values';
import { hashToken } from '../../security/tokens';

/** Largest quantity one cart line may hold (add_item and update_item_quantity accept 1..999). */
export const MAX_LINE_QUANTITY = 999;

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

/** How many units of the line the cart may hold: 999, and the stock unless the item is on back order. */
async function lineCap(db: Kysely<Database>, line: Row<'cart_items'>): Promise<number> {
  const stock =
    line.item_type === 'Variant' && line.variant_id !== null
      ? await db.selectFrom('variants').select(['stock_qty', 'back_order']).where('id', '=', line.variant_id).executeTakeFirst()
      : await db.selectFrom('products').select(['stock_qty', 'back_order']).where('id', '=', line.product_id).executeTakeFirst();
  if (!stock) return 0;
  return isSet(stock.back_order) ? MAX_LINE_QUANTITY : Math.min(Math.max(stock.stock_qty, 0), MAX_LINE_QUANTITY);
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
  if (!own) {
    await trx
      .updateTable('carts')
      .set({ user_id: userId, token_hash: null, address_id: null, updated_at: at })
      .where('id', '=', anonymous.id)
      .execute();
    return 'adopted';
  }

  const lines = await trx.selectFrom('cart_items').selectAll().where('cart_id', '=', anonymous.id).orderBy('id').execute();
  for (const line of lines) {
    const cap = await lineCap(trx, line);
    const existing = await trx
      .selectFrom('cart_items')
      .select(['id', 'quantity'])
      .where('cart_id', '=', own.id)
      .where('item_type', '=', line.item_type)
      .where('item_id', '=', line.item_id)
      .executeTakeFirst();
    if (existing) {
      const quantity = Math.max(existing.quantity, Math.min(existing.quantity + line.quantity, cap));
      if (quantity !== existing.quantity) {
        await trx.updateTable('cart_items').set({ quantity, updated_at: at }).where('id', '=', existing.id).execute();
      }
      continue;
    }
    const quantity = Math.min(line.quantity, cap);
    if (quantity < 1) continue;
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
