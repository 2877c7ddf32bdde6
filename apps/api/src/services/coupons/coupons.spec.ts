import { expectContractResponse, forEachDatabase } from '../../testing';
import { createProduct } from '../../testing/commerce-fixtures';
import { createShopper, loginDemoCustomer } from '../../testing/shoppers';

forEachDatabase('coupons', (server) => {
  /** A signed-in shopper whose cart holds `quantity` units of a product at `price` rupees. */
  async function shopperWithCart(price: number, quantity = 1, options: { guest?: boolean } = {}) {
    const shopper = await createShopper(server.db, { ...options, withAddress: true });
    const productId = await createProduct(server.db, { price, stock: 100 });
    const added = await server.api.post('/carts/add_item', { token: shopper.token, json: { item_id: productId, quantity } });
    expect(added.status).toBe(200);
    return { ...shopper, productId, itemId: added.body.data.cart_items[0].id as number };
  }
  const apply = (token: string | undefined, code: string, cartToken?: string) =>
    server.api.post('/carts/apply_coupon', { token, cartToken, json: { coupon_code: code } });

  it('lists active, unexpired coupons publicly', async () => {
    const response = await server.api.get('/coupons', { token: 'stale-or-unknown-token' });
    expect(response.status).toBe(200);
    const body = expectContractResponse('listCoupons', response);
    const codes = body.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'FLAT100', 'BIG500']));
    expect(codes).not.toContain('MONSOON25');
    expect(body.data.find((c: { code: string }) => c.code === 'WELCOME10')).toMatchObject({
      coupon_type: 'percentage',
      amount: 10,
      min_cart_value: 499,
      max_discount: 200,
    });
    expect(body.data.find((c: { code: string }) => c.code === 'FLAT100')).toMatchObject({
      coupon_type: 'flat',
      amount: 100,
      min_cart_value: 999,
    });
  });

  it('needs a login: a cart token alone, or nothing, answers 401', async () => {
    const productId = await createProduct(server.db, { price: 600 });
    const anonymous = await server.api.post('/carts/add_item', { json: { item_id: productId, quantity: 1 } });
    const tokenOnly = await apply(undefined, 'WELCOME10', anonymous.body.data.cart_token);
    expect(tokenOnly.status).toBe(401);
    expectContractResponse('applyCoupon', tokenOnly);
    expect((await apply(undefined, 'WELCOME10')).status).toBe(401);
    expect((await server.api.delete('/carts/remove_coupon', { cartToken: anonymous.body.data.cart_token })).status).toBe(401);
  });

  it('answers 404 for an unknown code, 422 for an expired one or an empty cart', async () => {
    const { token } = await shopperWithCart(900);
    const unknown = await apply(token, 'NOSUCHCODE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.message).toBe('Coupon NOSUCHCODE does not exist');
    const expired = await apply(token, 'MONSOON25');
    expect(expired.status).toBe(422);
    expect(expired.body.meta.message).toBe('Coupon MONSOON25 has expired');

    const empty = await createShopper(server.db, { withAddress: true });
    const noCart = await apply(empty.token, 'WELCOME10');
    expect(noCart.status).toBe(422);
    expect(noCart.body.meta.message).toBe('Your cart is empty');
  });

  it('refuses a cart below the minimum with a clear message', async () => {
    const { token } = await shopperWithCart(400);
    const response = await apply(token, 'WELCOME10');
    expect(response.status).toBe(422);
    expectContractResponse('applyCoupon', response);
    expect(response.body.meta.message).toBe('Coupon WELCOME10 needs a minimum cart value of ₹499: add items worth ₹99 more');
    const big = await apply(token, 'BIG500');
    expect(big.body.meta.message).toBe('Coupon BIG500 needs a minimum cart value of ₹4,999: add items worth ₹4,599 more');
  });

  it('applies a percentage coupon, capped at its max_discount, case-insensitively', async () => {
    const small = await shopperWithCart(600);
    const applied = await apply(small.token, 'welcome10');
    expect(applied.status).toBe(200);
    expectContractResponse('applyCoupon', applied);
    expect(applied.body.meta.message).toBe('coupon successfully apply!');
    expect(applied.body.data).toMatchObject({ coupon_code: 'WELCOME10', sub_total: 600, applied_discount: 60, shipping_charge: 0, total: 540 });

    const large = await shopperWithCart(1500, 2);
    const capped = await apply(large.token, 'WELCOME10');
    expect(capped.body.data).toMatchObject({ sub_total: 3000, applied_discount: 200, total: 2800 });
  });

  it('charges shipping when the discount takes the cart below ₹499', async () => {
    const { token } = await shopperWithCart(520);
    const response = await apply(token, 'WELCOME10');
    expect(response.body.data).toMatchObject({ sub_total: 520, applied_discount: 52, shipping_charge: 40, total: 508 });
  });

  it('applies a flat coupon and replaces the coupon already applied', async () => {
    const { token } = await shopperWithCart(1200);
    await apply(token, 'WELCOME10');
    const flat = await apply(token, 'FLAT100');
    expect(flat.status).toBe(200);
    expect(flat.body.data).toMatchObject({ coupon_code: 'FLAT100', applied_discount: 100, total: 1100 });
    const cart = await server.api.get('/carts', { token });
    expect(cart.body.data).toMatchObject({ coupon_code: 'FLAT100', applied_discount: 100 });
  });

  it('drops the coupon when the cart falls below the minimum, and does not bring it back', async () => {
    const shopper = await shopperWithCart(500, 2);
    expect((await apply(shopper.token, 'FLAT100')).body.data.applied_discount).toBe(100);

    const lowered = await server.api.put(`/carts/update_item_quantity/${shopper.itemId}`, {
      token: shopper.token,
      json: { quantity: 1 },
    });
    expect(lowered.status).toBe(200);
    expect(lowered.body.data).toMatchObject({ coupon_code: null, applied_discount: 0, sub_total: 500, total: 500 });
    expect(lowered.body.meta.message).toBe(
      'Coupon FLAT100 needs a minimum cart value of ₹999: add items worth ₹499 more. The coupon was removed.',
    );
    expectContractResponse('updateCartItemQuantity', lowered);
    expect(lowered.body.meta.coupon_removed).toBe(lowered.body.meta.message);
    const raised = await server.api.put(`/carts/update_item_quantity/${shopper.itemId}`, {
      token: shopper.token,
      json: { quantity: 3 },
    });
    expect(raised.body.data).toMatchObject({ coupon_code: null, applied_discount: 0, sub_total: 1500 });
    expect(raised.body.meta).toEqual({ message: 'cart successfully updated!' });
  });

  it('says in meta.coupon_removed why removing a line took the coupon off', async () => {
    const shopper = await shopperWithCart(600, 1);
    const otherId = await createProduct(server.db, { price: 500, stock: 100 });
    const other = await server.api.post('/carts/add_item', { token: shopper.token, json: { item_id: otherId, quantity: 1 } });
    expect((await apply(shopper.token, 'FLAT100')).body.data.applied_discount).toBe(100);

    const lineId = (other.body.data.cart_items as { id: number; product_id: number }[]).find((line) => line.product_id === otherId)?.id;
    const removed = await server.api.delete(`/carts/remove_item/${lineId}`, { token: shopper.token });
    expect(removed.status).toBe(200);
    expectContractResponse('removeCartItem', removed);
    expect(removed.body.data).toMatchObject({ coupon_code: null, applied_discount: 0, sub_total: 600 });
    const why = 'Coupon FLAT100 needs a minimum cart value of ₹999: add items worth ₹399 more. The coupon was removed.';
    expect(removed.body.meta).toEqual({ message: why, coupon_removed: why });
  });

  it('shows a coupon that expired after it was applied as not applied', async () => {
    const { token } = await shopperWithCart(700);
    await apply(token, 'WELCOME10');
    await server.db.updateTable('coupons').set({ expires_at: '2001-01-01T00:00:00.000Z' }).where('code', '=', 'WELCOME10').execute();
    try {
      const cart = await server.api.get('/carts', { token });
      expect(cart.body.data).toMatchObject({ coupon_code: null, applied_discount: 0, total: 700 });
    } finally {
      await server.db.updateTable('coupons').set({ expires_at: null }).where('code', '=', 'WELCOME10').execute();
    }
  });

  it('removes the coupon, and removing none is a no-op', async () => {
    const { token } = await shopperWithCart(800);
    await apply(token, 'WELCOME10');
    const removed = await server.api.delete('/carts/remove_coupon', { token });
    expect(removed.status).toBe(200);
    expectContractResponse('removeCoupon', removed);
    expect(removed.body.meta.message).toBe('coupon successfully removed!');
    expect(removed.body.data).toMatchObject({ coupon_code: null, applied_discount: 0, total: 800 });
    const again = await server.api.delete('/carts/remove_coupon', { token });
    expect(again.status).toBe(200);

    const nobody = await createShopper(server.db, { withAddress: true });
    const noCart = await server.api.delete('/carts/remove_coupon', { token: nobody.token });
    expect(noCart.status).toBe(200);
    expect(noCart.body.data.id).toBeNull();
  });

  it('lets a guest checkout user and the demo customer (logged in over the API) apply coupons', async () => {
    const guest = await shopperWithCart(650, 1, { guest: true });
    expect((await apply(guest.token, 'WELCOME10')).status).toBe(200);

    const token = await loginDemoCustomer(server.api);
    const productId = await createProduct(server.db, { price: 1100 });
    await server.api.post('/carts/add_item', { token, json: { item_id: productId, quantity: 1 } });
    const response = await apply(token, 'FLAT100');
    expect(response.status).toBe(200);
    expect(response.body.data.applied_discount).toBe(100);
  });

  it('answers 400 for a malformed coupon body', async () => {
    const { token } = await shopperWithCart(300);
    expect((await server.api.post('/carts/apply_coupon', { token, json: {} })).status).toBe(400);
    expect((await server.api.post('/carts/apply_coupon', { token, json: { coupon_code: '' } })).status).toBe(400);
    expect((await server.api.post('/carts/apply_coupon', { token, json: { coupon_code: 'X'.repeat(51) } })).status).toBe(400);
    expect((await server.api.post('/carts/apply_coupon', { token, json: { coupon_code: 'WELCOME10', discount: 999 } })).status).toBe(400);
  });
});
