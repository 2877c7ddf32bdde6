import { expectContractResponse, forEachDatabase } from '../../testing';
import { createProduct, createVariantProduct } from '../../testing/commerce-fixtures';
import { createShopper } from '../../testing/shoppers';

forEachDatabase('wishlist', (server) => {
  const add = (token: string | undefined, json: object) => server.api.post('/wishlists/add_item', { token, json });

  it('answers an empty wishlist without a login (no token, or a cart token only)', async () => {
    for (const request of [{}, { cartToken: 'some-cart-token' }]) {
      const response = await server.api.get('/wishlists', request);
      expect(response.status).toBe(200);
      const body = expectContractResponse('listWishlist', response);
      expect(body.data).toEqual({ wishlist_items: [], wishlist_count: 0 });
    }
  });

  it('needs a login to add, remove or move', async () => {
    const productId = await createProduct(server.db);
    const addResponse = await add(undefined, { item_id: productId });
    expect(addResponse.status).toBe(401);
    expectContractResponse('addWishlistItem', addResponse);
    expect((await server.api.post('/wishlists/add_item', { cartToken: 'x', json: { item_id: productId } })).status).toBe(401);
    expect((await server.api.delete('/wishlists/remove_item/1')).status).toBe(401);
    expect((await server.api.post('/wishlists/move_to_cart/1')).status).toBe(401);
  });

  it('adds products and variants once, lists them newest first, and removes them', async () => {
    const shopper = await createShopper(server.db);
    const productId = await createProduct(server.db, { price: 250, stock: 0 });
    const { productId: withVariants, variantIds } = await createVariantProduct(server.db, { price: 400 });

    const first = await add(shopper.token, { item_id: productId, item_type: 'Product' });
    expect(first.status).toBe(200);
    expectContractResponse('addWishlistItem', first);
    expect(first.body.meta.message).toBe('Item added to wishlist!!');
    const duplicate = await add(shopper.token, { item_id: productId });
    expect(duplicate.status).toBe(200);
    expect(duplicate.body.data.wishlist_count).toBe(1);

    await add(shopper.token, { item_id: variantIds[0], item_type: 'Variant' });
    const list = await server.api.get('/wishlists', { token: shopper.token });
    expectContractResponse('listWishlist', list);
    expect(list.body.data.wishlist_count).toBe(2);
    const [variantEntry, productEntry] = list.body.data.wishlist_items;
    expect(variantEntry).toMatchObject({
      product_id: withVariants,
      productable_id: variantIds[0],
      productable_type: 'Variant',
      item: { sell_price: 400, compare_price: null },
      in_stock: true,
      needs_variant_choice: false,
    });
    expect(productEntry).toMatchObject({
      product_id: productId,
      productable_type: 'Product',
      item: { sell_price: 250 },
      in_stock: false,
      needs_variant_choice: false,
    });

    const removed = await server.api.delete(`/wishlists/remove_item/${productEntry.id}`, { token: shopper.token });
    expect(removed.status).toBe(200);
    expectContractResponse('removeWishlistItem', removed);
    expect(removed.body.data.wishlist_items.map((i: { id: number }) => i.id)).toEqual([variantEntry.id]);
    expect((await server.api.delete(`/wishlists/remove_item/${productEntry.id}`, { token: shopper.token })).status).toBe(404);
  });

  it('marks a whole product sold in variants as needing a variant choice, and its move to the cart fails with 422', async () => {
    const shopper = await createShopper(server.db);
    const { productId } = await createVariantProduct(server.db, { price: 400 });
    await add(shopper.token, { item_id: productId });

    const [entry] = (await server.api.get('/wishlists', { token: shopper.token })).body.data.wishlist_items;
    expect(entry).toMatchObject({ product_id: productId, productable_type: 'Product', needs_variant_choice: true });
    const move = await server.api.post(`/wishlists/move_to_cart/${entry.id}`, { token: shopper.token });
    expect(move.status).toBe(422);
    expect((await server.api.get('/wishlists', { token: shopper.token })).body.data.wishlist_count).toBe(1);
  });

  it('answers 404 for an unknown item and 400 for a malformed one', async () => {
    const shopper = await createShopper(server.db);
    expect((await add(shopper.token, { item_id: 99_999_999 })).status).toBe(404);
    expect((await add(shopper.token, { item_id: 'abc' })).status).toBe(400);
    expect((await add(shopper.token, { item_id: 1, price: 5 })).status).toBe(400);
  });

  it('moves one unit to the cart and removes the entry, in one step', async () => {
    const shopper = await createShopper(server.db);
    const productId = await createProduct(server.db, { price: 300, stock: 5 });
    const added = await add(shopper.token, { item_id: productId });
    const entryId = added.body.data.wishlist_items[0].id as number;

    const moved = await server.api.post(`/wishlists/move_to_cart/${entryId}`, { token: shopper.token });
    expect(moved.status).toBe(200);
    const body = expectContractResponse('moveWishlistItemToCart', moved);
    expect(body.data.wishlist).toEqual({ wishlist_items: [], wishlist_count: 0 });
    expect(body.data.cart.cart_items).toHaveLength(1);
    expect(body.data.cart.cart_items[0]).toMatchObject({ item_id: productId, quantity: 1, unit_price: 300 });
    expect(body.data.cart).toMatchObject({ sub_total: 300, shipping_charge: 40, total: 340 });

    const cart = await server.api.get('/carts', { token: shopper.token });
    expect(cart.body.data.id).toBe(body.data.cart.id);
    expect((await server.api.post(`/wishlists/move_to_cart/${entryId}`, { token: shopper.token })).status).toBe(404);
  });

  it('keeps the entry when the move breaks the stock rule', async () => {
    const shopper = await createShopper(server.db);
    const productId = await createProduct(server.db, { stock: 1 });
    await server.api.post('/carts/add_item', { token: shopper.token, json: { item_id: productId, quantity: 1 } });
    const added = await add(shopper.token, { item_id: productId });
    const entryId = added.body.data.wishlist_items[0].id as number;

    const moved = await server.api.post(`/wishlists/move_to_cart/${entryId}`, { token: shopper.token });
    expect(moved.status).toBe(422);
    expectContractResponse('moveWishlistItemToCart', moved);
    expect(moved.body.meta.message).toBe('1 product(s) in stock');
    const list = await server.api.get('/wishlists', { token: shopper.token });
    expect(list.body.data.wishlist_count).toBe(1);
    const cart = await server.api.get('/carts', { token: shopper.token });
    expect(cart.body.data.cart_items[0].quantity).toBe(1);

    const soldOut = await createProduct(server.db, { stock: 0 });
    const soldOutEntry = await add(shopper.token, { item_id: soldOut });
    const entry = soldOutEntry.body.data.wishlist_items.find((i: { product_id: number }) => i.product_id === soldOut);
    const refused = await server.api.post(`/wishlists/move_to_cart/${entry.id}`, { token: shopper.token });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.message).toBe('0 product(s) in stock');
  });

  it("never reaches another shopper's wishlist entry", async () => {
    const owner = await createShopper(server.db);
    const intruder = await createShopper(server.db);
    const productId = await createProduct(server.db);
    const added = await add(owner.token, { item_id: productId });
    const entryId = added.body.data.wishlist_items[0].id as number;

    const removal = await server.api.delete(`/wishlists/remove_item/${entryId}`, { token: intruder.token });
    expect(removal.status).toBe(404);
    expectContractResponse('removeWishlistItem', removal);
    expect((await server.api.post(`/wishlists/move_to_cart/${entryId}`, { token: intruder.token })).status).toBe(404);
    expect((await server.api.get('/wishlists', { token: intruder.token })).body.data.wishlist_count).toBe(0);
    expect((await server.api.get('/wishlists', { token: owner.token })).body.data.wishlist_count).toBe(1);
    const intruderCart = await server.api.get('/carts', { token: intruder.token });
    expect(intruderCart.body.data.cart_items).toEqual([]);
  });
});
