import { cartQuantities, createCart, stockedProducts } from '../../testing/commerce-fixtures';
import { createShopper } from '../../testing/shoppers';
import { forEachDatabase } from '../../testing';
import { MAX_LINE_QUANTITY, mergeAnonymousCart } from './merge-anonymous-cart';

forEachDatabase('merging the anonymous cart', (server) => {
  const merge = (userId: number, cartToken: string | null) =>
    server.db.transaction().execute((trx) => mergeAnonymousCart(trx, userId, cartToken));

  it('does nothing without a token or for an unknown one', async () => {
    const shopper = await createShopper(server.db);
    expect(await merge(shopper.user.id, null)).toBe('none');
    expect(await merge(shopper.user.id, 'unknown')).toBe('none');
  });

  it('hands the whole cart over when the shopper has none', async () => {
    const shopper = await createShopper(server.db);
    const [product] = await stockedProducts(server.db, 1);
    const { cartId, cartToken } = await createCart(server.db, [{ productId: product.id, quantity: 2 }]);
    expect(await merge(shopper.user.id, cartToken)).toBe('adopted');
    const cart = await server.db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow();
    expect(cart).toMatchObject({ user_id: shopper.user.id, token_hash: null });
    // A second merge with the same token finds nothing: the token no longer names an anonymous cart.
    expect(await merge(shopper.user.id, cartToken)).toBe('none');
  });

  it('never merges a cart that already became an order', async () => {
    const shopper = await createShopper(server.db);
    const [product] = await stockedProducts(server.db, 1);
    const { cartId, cartToken } = await createCart(server.db, [{ productId: product.id, quantity: 1 }]);
    await server.db.updateTable('carts').set({ ordered_order_id: 1 }).where('id', '=', cartId).execute();
    expect(await merge(shopper.user.id, cartToken)).toBe('none');
  });

  it('caps merged lines at the stock, or at 999 for back-order items, and skips what is out of stock', async () => {
    const shopper = await createShopper(server.db);
    const [limited, backOrdered, soldOut, fresh] = await stockedProducts(server.db, 4);
    await server.db.updateTable('products').set({ back_order: 1 }).where('id', '=', backOrdered.id).execute();
    await server.db.updateTable('products').set({ stock_qty: 0 }).where('id', '=', soldOut.id).execute();
    try {
      const own = await createCart(
        server.db,
        [
          { productId: limited.id, quantity: limited.stock_qty - 1 },
          { productId: backOrdered.id, quantity: 990 },
        ],
        shopper.user.id,
      );
      const anonymous = await createCart(server.db, [
        { productId: limited.id, quantity: 5 },
        { productId: backOrdered.id, quantity: 50 },
        { productId: soldOut.id, quantity: 1 },
        { productId: fresh.id, quantity: 2 },
      ]);
      expect(await merge(shopper.user.id, anonymous.cartToken)).toBe('merged');
      expect(await cartQuantities(server.db, own.cartId)).toEqual({
        [limited.id]: limited.stock_qty,
        [backOrdered.id]: MAX_LINE_QUANTITY,
        [fresh.id]: 2,
      });
      const lines = await server.db.selectFrom('cart_items').select('id').where('cart_id', '=', anonymous.cartId).execute();
      expect(lines).toEqual([]);
    } finally {
      await server.db.updateTable('products').set({ back_order: 0 }).where('id', '=', backOrdered.id).execute();
      await server.db.updateTable('products').set({ stock_qty: soldOut.stock_qty }).where('id', '=', soldOut.id).execute();
    }
  });

  it('keeps a line the shopper already had above the stock as it was', async () => {
    const shopper = await createShopper(server.db);
    const [product] = await stockedProducts(server.db, 1);
    const own = await createCart(server.db, [{ productId: product.id, quantity: product.stock_qty + 3 }], shopper.user.id);
    const anonymous = await createCart(server.db, [{ productId: product.id, quantity: 1 }]);
    await merge(shopper.user.id, anonymous.cartToken);
    expect(await cartQuantities(server.db, own.cartId)).toEqual({ [product.id]: product.stock_qty + 3 });
  });
});
