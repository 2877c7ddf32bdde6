import { expectContractResponse, forEachDatabase } from '../../testing';
import { createProduct, createVariantProduct } from '../../testing/commerce-fixtures';
import { createShopper } from '../../testing/shoppers';

forEachDatabase('cart', (server) => {
  const addItem = (json: object, auth: { token?: string; cartToken?: string } = {}) =>
    server.api.post('/carts/add_item', { json, ...auth });

  describe('anonymous shopper', () => {
    it('answers an empty cart without any token', async () => {
      const response = await server.api.get('/carts');
      expect(response.status).toBe(200);
      const body = expectContractResponse('getCart', response);
      expect(body.data).toMatchObject({ id: null, cart_items: [], total: 0, total_quantity: 0 });
    });

    it('creates a cart with a token, then adds, updates and removes items on it', async () => {
      const productId = await createProduct(server.db, { price: 150, stock: 20 });
      const created = await addItem({ item_id: productId, item_type: 'Product', quantity: 2 });
      expect(created.status).toBe(200);
      expectContractResponse('addCartItem', created);
      const cartToken = created.body.data.cart_token as string;
      expect(cartToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(created.body.meta.message).toBe('Item added to cart!!');

      // The database keeps only the token's hash.
      const stored = await server.db.selectFrom('carts').select('token_hash').where('id', '=', created.body.data.id).executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toBe(cartToken);
      expect(stored.token_hash).toHaveLength(64);

      const again = await addItem({ item_id: productId, quantity: 3 }, { cartToken });
      expect(again.status).toBe(200);
      expect(again.body.data.cart_token).toBeUndefined();
      expect(again.body.data.id).toBe(created.body.data.id);
      expect(again.body.data.cart_items).toHaveLength(1);
      expect(again.body.data.cart_items[0]).toMatchObject({ quantity: 5, unit_price: 150, total_price: 750 });

      const cart = await server.api.get('/carts', { cartToken });
      expectContractResponse('getCart', cart);
      const itemId = cart.body.data.cart_items[0].id as number;

      const updated = await server.api.put(`/carts/update_item_quantity/${itemId}`, { cartToken, json: { quantity: 1 } });
      expect(updated.status).toBe(200);
      expectContractResponse('updateCartItemQuantity', updated);
      expect(updated.body.data).toMatchObject({ total_quantity: 1, sub_total: 150 });

      const zero = await server.api.put(`/carts/update_item_quantity/${itemId}`, { cartToken, json: { quantity: 0 } });
      expect(zero.status).toBe(200);
      expect(zero.body.data.cart_items).toEqual([]);

      await addItem({ item_id: productId, quantity: 1 }, { cartToken });
      const withItem = await server.api.get('/carts', { cartToken });
      const removed = await server.api.delete(`/carts/remove_item/${withItem.body.data.cart_items[0].id}`, { cartToken });
      expect(removed.status).toBe(200);
      expectContractResponse('removeCartItem', removed);
      expect(removed.body.data).toMatchObject({ cart_items: [], total: 0, shipping_charge: 0 });
    });

    it('starts a new cart when the cart token is unknown', async () => {
      const productId = await createProduct(server.db);
      const response = await addItem({ item_id: productId, quantity: 1 }, { cartToken: 'not-a-real-token' });
      expect(response.status).toBe(200);
      expect(response.body.data.cart_token).toEqual(expect.any(String));
      expect(response.body.data.cart_token).not.toBe('not-a-real-token');
    });
  });

  describe('signed-in shopper', () => {
    it('keeps the cart on the user, without a cart token', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db);
      const added = await addItem({ item_id: productId, quantity: 1 }, { token: shopper.token });
      expect(added.status).toBe(200);
      expect(added.body.data.cart_token).toBeUndefined();
      const cart = await server.api.get('/carts', { token: shopper.token });
      expect(cart.body.data.id).toBe(added.body.data.id);
      const row = await server.db.selectFrom('carts').select(['user_id', 'token_hash']).where('id', '=', added.body.data.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ user_id: shopper.userId, token_hash: null });
    });

    it("uses the user's cart when both tokens are sent", async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const mine = await createProduct(server.db);
      const anonymousItem = await createProduct(server.db);
      await addItem({ item_id: mine, quantity: 1 }, { token: shopper.token });
      const anonymous = await addItem({ item_id: anonymousItem, quantity: 1 });
      const cartToken = anonymous.body.data.cart_token as string;

      const both = await server.api.get('/carts', { token: shopper.token, cartToken });
      expect(both.body.data.cart_items.map((i: { item_id: number }) => i.item_id)).toEqual([mine]);
      const added = await addItem({ item_id: anonymousItem, quantity: 2 }, { token: shopper.token, cartToken });
      expect(added.body.data.id).toBe(both.body.data.id);
      const untouched = await server.api.get('/carts', { cartToken });
      expect(untouched.body.data.cart_items).toHaveLength(1);
      expect(untouched.body.data.cart_items[0].quantity).toBe(1);
    });

    it('answers 401 "Token expired." for an expired session', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      await server.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', shopper.userId).execute();
      const response = await server.api.get('/carts', { token: shopper.token });
      expect(response.status).toBe(401);
      expect(response.body.meta.message).toBe('Token expired.');
    });
  });

  describe('stock and back order', () => {
    it('refuses more than the stock with "{n} product(s) in stock"', async () => {
      const productId = await createProduct(server.db, { stock: 3 });
      const tooMany = await addItem({ item_id: productId, quantity: 4 });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body).toEqual({ meta: { message: '3 product(s) in stock' } });

      const ok = await addItem({ item_id: productId, quantity: 3 });
      expect(ok.status).toBe(200);
      const cartToken = ok.body.data.cart_token as string;
      const oneMore = await addItem({ item_id: productId, quantity: 1 }, { cartToken });
      expect(oneMore.status).toBe(422);
      expect(oneMore.body.meta.message).toBe('3 product(s) in stock');

      const itemId = ok.body.data.cart_items[0].id as number;
      const raise = await server.api.put(`/carts/update_item_quantity/${itemId}`, { cartToken, json: { quantity: 5 } });
      expect(raise.status).toBe(422);
      expect(raise.body.meta.message).toBe('3 product(s) in stock');
      const cart = await server.api.get('/carts', { cartToken });
      expect(cart.body.data.cart_items[0].quantity).toBe(3);

      // Lowering is always allowed, even when stock has fallen below the quantity held.
      await server.db.updateTable('products').set({ stock_qty: 1 }).where('id', '=', productId).execute();
      const lower = await server.api.put(`/carts/update_item_quantity/${itemId}`, { cartToken, json: { quantity: 2 } });
      expect(lower.status).toBe(200);
      expect(lower.body.data.cart_items[0]).toMatchObject({ quantity: 2, stock_qty: 1 });
    });

    it('refuses an out-of-stock item but takes a back-ordered one beyond stock', async () => {
      const soldOut = await createProduct(server.db, { stock: 0 });
      const refused = await addItem({ item_id: soldOut, quantity: 1 });
      expect(refused.status).toBe(422);
      expect(refused.body.meta.message).toBe('0 product(s) in stock');

      const backOrdered = await createProduct(server.db, { stock: 0, backOrder: true });
      const accepted = await addItem({ item_id: backOrdered, quantity: 7 });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.cart_items[0]).toMatchObject({ quantity: 7, stock_qty: 0, back_order: true });
    });

    it('needs a variant for a product with variants, and shows the variant', async () => {
      const { productId, variantIds } = await createVariantProduct(server.db, { price: 300, stock: 2 });
      const asProduct = await addItem({ item_id: productId, item_type: 'Product', quantity: 1 });
      expect(asProduct.status).toBe(422);
      const asVariant = await addItem({ item_id: variantIds[1], item_type: 'Variant', quantity: 2 });
      expect(asVariant.status).toBe(200);
      expectContractResponse('addCartItem', asVariant);
      expect(asVariant.body.data.cart_items[0]).toMatchObject({
        item_type: 'Variant',
        item_id: variantIds[1],
        product_id: productId,
        unit_price: 310,
        stock_qty: 2,
        variant: { id: variantIds[1], attributes: [expect.objectContaining({ option_type: expect.any(String) })] },
      });
      const beyond = await addItem({ item_id: variantIds[1], item_type: 'Variant', quantity: 1 }, { cartToken: asVariant.body.data.cart_token });
      expect(beyond.status).toBe(422);
      expect(beyond.body.meta.message).toBe('2 product(s) in stock');
    });

    it('answers 404 for unknown or withdrawn items', async () => {
      expect((await addItem({ item_id: 99_999_999, quantity: 1 })).status).toBe(404);
      expect((await addItem({ item_id: 99_999_999, item_type: 'Variant', quantity: 1 })).status).toBe(404);
      const hidden = await createProduct(server.db, { active: false });
      const response = await addItem({ item_id: hidden, quantity: 1 });
      expect(response.status).toBe(404);
      expect(response.body.meta.message).toBe('Product not found');
    });
  });

  describe('totals are computed on the server', () => {
    it('adds shipping below ₹499, drops it from ₹499, and follows the catalogue price', async () => {
      const productId = await createProduct(server.db, { price: 200, stock: 50 });
      const two = await addItem({ item_id: productId, quantity: 2 });
      const cartToken = two.body.data.cart_token as string;
      expect(two.body.data).toMatchObject({ sub_total: 400, shipping_charge: 40, cod_charge: 0, total: 440, applied_discount: 0 });

      const three = await addItem({ item_id: productId, quantity: 1 }, { cartToken });
      expect(three.body.data).toMatchObject({ sub_total: 600, shipping_charge: 0, total: 600 });

      await server.db.updateTable('products').set({ price: 12_345 }).where('id', '=', productId).execute();
      const repriced = await server.api.get('/carts', { cartToken });
      expect(repriced.body.data).toMatchObject({ sub_total: 370.35, total: 370.35 + 40 });
      expect(repriced.body.data.cart_items[0]).toMatchObject({ unit_price: 123.45, total_price: 370.35 });
    });

    it('rejects a price, total or discount sent by the client', async () => {
      const productId = await createProduct(server.db, { price: 999 });
      for (const extra of [{ unit_price: 1 }, { price: 1 }, { total: 0 }]) {
        const response = await addItem({ item_id: productId, quantity: 1, ...extra });
        expect(response.status).toBe(400);
        expectContractResponse('addCartItem', response);
      }
    });

    it('adds ₹49 for cash on delivery and computes the 20% advance, rounded up to the rupee', async () => {
      const productId = await createProduct(server.db, { price: 1000.5, stock: 5 });
      const added = await addItem({ item_id: productId, quantity: 1 });
      const cartToken = added.body.data.cart_token as string;

      const cod = await server.api.put('/carts/update_cod_charge', { cartToken, query: { cod_payment: true } });
      expect(cod.status).toBe(200);
      expectContractResponse('setCodCharge', cod);
      expect(cod.body.data).toMatchObject({ cod_payment: true, cod_charge: 49, total: 1049.5 });

      const advance = await server.api.put('/carts/advance_payment', { cartToken, query: { make_advance_payment: true } });
      expect(advance.status).toBe(200);
      expectContractResponse('setAdvancePayment', advance);
      expect(advance.body.meta.message).toBe('Advance payment Selected');
      // 20% of 1049.50 = 209.90 -> 210
      expect(advance.body.data).toMatchObject({ make_advance_payment: true, advance_payment_amount: 210, advance_payment_made: false });

      const full = await server.api.put('/carts/advance_payment', { cartToken, query: { make_advance_payment: false } });
      expect(full.body.meta.message).toBe('Full Payment Selected');
      expect(full.body.data.advance_payment_amount).toBe(0);

      const off = await server.api.put('/carts/update_cod_charge', { cartToken, query: { cod_payment: false } });
      expect(off.body.data).toMatchObject({ cod_payment: false, cod_charge: 0, total: 1000.5 });

      const bad = await server.api.put('/carts/update_cod_charge', { cartToken, query: { cod_payment: 'maybe' } });
      expect(bad.status).toBe(400);
    });

    it('answers 422 for charge choices on an empty cart and 401 with no token', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const empty = await server.api.put('/carts/advance_payment', { token: shopper.token, query: { make_advance_payment: true } });
      expect(empty.status).toBe(422);
      expect(empty.body.meta.message).toBe('Your cart is empty');
      const emptyCod = await server.api.put('/carts/update_cod_charge', { token: shopper.token, query: { cod_payment: true } });
      expect(emptyCod.status).toBe(422);
      const anonymous = await server.api.put('/carts/update_cod_charge', { query: { cod_payment: true } });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('delivery address', () => {
    it('needs a login and one of the shopper’s own addresses', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const other = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db);
      const anonymous = await addItem({ item_id: productId, quantity: 1 });

      const tokenOnly = await server.api.post('/carts/add_address', {
        cartToken: anonymous.body.data.cart_token,
        json: { address_id: shopper.addressId },
      });
      expect(tokenOnly.status).toBe(401);

      await addItem({ item_id: productId, quantity: 1 }, { token: shopper.token });
      const foreign = await server.api.post('/carts/add_address', { token: shopper.token, json: { address_id: other.addressId } });
      expect(foreign.status).toBe(404);
      const own = await server.api.post('/carts/add_address', { token: shopper.token, json: { address_id: shopper.addressId } });
      expect(own.status).toBe(200);
      expectContractResponse('addCartAddress', own);
      expect(own.body.data.address_id).toBe(shopper.addressId);
    });
  });

  describe('authorisation and bad input', () => {
    it("never reaches another shopper's cart item", async () => {
      const owner = await createShopper(server.db, { withAddress: true });
      const intruder = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db);
      const added = await addItem({ item_id: productId, quantity: 2 }, { token: owner.token });
      const itemId = added.body.data.cart_items[0].id as number;
      await addItem({ item_id: productId, quantity: 1 }, { token: intruder.token });

      const update = await server.api.put(`/carts/update_item_quantity/${itemId}`, { token: intruder.token, json: { quantity: 1 } });
      expect(update.status).toBe(404);
      expectContractResponse('updateCartItemQuantity', update);
      const remove = await server.api.delete(`/carts/remove_item/${itemId}`, { token: intruder.token });
      expect(remove.status).toBe(404);

      const anonymous = await addItem({ item_id: productId, quantity: 1 });
      const byToken = await server.api.delete(`/carts/remove_item/${itemId}`, { cartToken: anonymous.body.data.cart_token });
      expect(byToken.status).toBe(404);

      const ownerCart = await server.api.get('/carts', { token: owner.token });
      expect(ownerCart.body.data.cart_items[0]).toMatchObject({ id: itemId, quantity: 2 });
    });

    it('answers 401 for item changes with no token at all', async () => {
      expect((await server.api.put('/carts/update_item_quantity/1', { json: { quantity: 1 } })).status).toBe(401);
      expect((await server.api.delete('/carts/remove_item/1')).status).toBe(401);
    });

    it('answers 4xx, never 500, for malformed input', async () => {
      const productId = await createProduct(server.db);
      const cases = [
        await addItem({ item_id: productId, quantity: 'two' }),
        await addItem({ item_id: productId, quantity: 0 }),
        await addItem({ item_id: productId, quantity: 1000 }),
        await addItem({ item_id: -1, quantity: 1 }),
        await addItem({ item_id: productId, item_type: 'Bundle', quantity: 1 }),
        await addItem({ quantity: 1 }),
        await server.api.post('/carts/add_item', { raw: '{"item_id":', contentType: 'application/json' }),
        await server.api.put('/carts/update_item_quantity/abc', { cartToken: 'x', json: { quantity: 1 } }),
        await server.api.put('/carts/update_item_quantity/1', { cartToken: 'x', json: { quantity: -1 } }),
        await server.api.put('/carts/update_item_quantity/1', { cartToken: 'x' }),
      ];
      for (const response of cases) {
        expect(response.status).toBe(400);
        expect(response.body.meta.message).toEqual(expect.any(String));
      }
      const unknownItem = await server.api.put('/carts/update_item_quantity/99999999', { cartToken: 'x', json: { quantity: 1 } });
      expect(unknownItem.status).toBe(404);
    });
  });
});
