import { STORAGE_KEYS } from '@storefront/domain';
import type { CartDetails, Coupon } from '../src';
import { CatalogueDiscovery } from './catalogue-discovery';
import { DEMO, expectSdkError, must, newSdk, registerShopper } from './setup';

/** The server-side total rule of the contract. */
function expectConsistentTotals(cart: CartDetails) {
  const sub = cart.cart_items.reduce((sum, item) => sum + item.total_price, 0);
  expect(cart.sub_total).toBeCloseTo(sub, 2);
  expect(cart.total).toBeCloseTo(cart.sub_total - cart.applied_discount + cart.shipping_charge + cart.cod_charge, 2);
  expect(cart.total_quantity).toBe(cart.cart_items.reduce((sum, item) => sum + item.quantity, 0));
}

describe('anonymous cart', () => {
  it('adds an item, keeps the cart_token, updates the quantity, enforces stock and removes the item', async () => {
    const sdk = newSdk();
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 2 });

    const added = await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });
    expect(added.data.cart_token).toEqual(expect.any(String));
    expect(sdk.tokens.get(STORAGE_KEYS.cartToken)).toBe(added.data.cart_token);
    const line = must(added.data.cart_items.find((i) => i.item_id === product.id), 'the added line');
    expect(line).toMatchObject({ item_type: 'Product', quantity: 1, unit_price: product.price_with_tax });
    expectConsistentTotals(added.data);

    const fetched = await sdk.cart.get();
    expect(fetched.data.id).toBe(added.data.id);

    const updated = await sdk.cart.updateItemQuantity(line.id, 2);
    expect(updated.data.cart_items.find((i) => i.id === line.id)?.quantity).toBe(2);
    expectConsistentTotals(updated.data);

    const stock = must(updated.data.cart_items.find((i) => i.id === line.id), 'the updated line').stock_qty;
    await expectSdkError(sdk.cart.updateItemQuantity(line.id, stock + 1), 422, `${stock} product(s) in stock`);
    await expectSdkError(
      sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: stock }),
      422,
      `${stock} product(s) in stock`,
    );

    const removed = await sdk.cart.removeItem(line.id);
    expect(removed.data.cart_items.some((i) => i.id === line.id)).toBe(false);
    expectConsistentTotals(removed.data);
  });

  it('refuses an out-of-stock product that is not on back order', async () => {
    const sdk = newSdk();
    const discovery = new CatalogueDiscovery(sdk);
    const soldOut = must((await discovery.all()).find((p) => !p.in_stock), 'an out-of-stock product');
    const detail = await discovery.detail(soldOut.id);
    const item = detail.variants.length
      ? { item_id: must(detail.variants.find((v) => !v.in_stock), 'a sold-out variant').id, item_type: 'Variant' as const }
      : { item_id: detail.id, item_type: 'Product' as const };
    await expectSdkError(sdk.cart.addItem({ ...item, quantity: 1 }), 422, '0 product(s) in stock');
    expect(sdk.tokens.get(STORAGE_KEYS.cartToken)).toBeNull();
  });

  it('answers an empty cart without any token', async () => {
    const { data } = await newSdk().cart.get();
    expect(data).toMatchObject({ id: null, cart_items: [], total: 0 });
  });
});

describe('login with a cart', () => {
  it('merges the anonymous cart into the demo customer\'s and drops the cart_token', async () => {
    const sdk = newSdk();
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 2 });
    await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });

    const session = await sdk.auth.login({ email: DEMO.email, password: DEMO.password });
    expect(session.data.user.email).toBe(DEMO.email);
    expect(sdk.tokens.get(STORAGE_KEYS.authToken)).toBe(session.data.token);
    expect(sdk.tokens.get(STORAGE_KEYS.cartToken)).toBeNull();

    const { data: cart } = await sdk.cart.get();
    const merged = must(cart.cart_items.find((i) => i.item_id === product.id && i.item_type === 'Product'), 'the merged line');
    await sdk.cart.removeItem(merged.id); // Leave the demo customer's cart as it was.
  });

  it('logs the demo customer in by mobile number too, and rejects a wrong password', async () => {
    const sdk = newSdk();
    const session = await sdk.auth.loginWithIdentifier(DEMO.phone, DEMO.password);
    expect(session.data.user.full_phone_number).toBe(DEMO.phone);
    expect((await sdk.account.currentUser()).data.email).toBe(DEMO.email);
    await expectSdkError(newSdk().auth.login({ email: DEMO.email, password: 'wrong-password' }), 401);
  });
});

describe('coupons', () => {
  it('needs a login, refuses a cart below the minimum, applies and removes', async () => {
    const sdk = newSdk();
    const discovery = new CatalogueDiscovery(sdk);
    const { data: coupons } = await sdk.coupons.list();
    const coupon = [...coupons].sort((a, b) => b.min_cart_value - a.min_cart_value)[0] as Coupon;
    expect(coupon?.min_cart_value).toBeGreaterThan(0);

    const { product, quantity } = await discovery.reachingMinimum(coupon.min_cart_value);
    const added = await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });
    await expectSdkError(sdk.coupons.apply(coupon.code), 401);

    await registerShopper(sdk); // Registration signs in and merges the anonymous cart.
    await expectSdkError(sdk.coupons.apply(coupon.code), 422);
    await expectSdkError(sdk.coupons.apply('NO-SUCH-COUPON'), 404);

    const line = must((await sdk.cart.get()).data.cart_items.find((i) => i.item_id === product.id), 'the merged line');
    expect(line.quantity).toBe(1);
    expect(added.data.cart_items).toHaveLength(1);
    await sdk.cart.updateItemQuantity(line.id, quantity);

    const applied = await sdk.coupons.apply(coupon.code);
    expect(applied.data.coupon_code).toBe(coupon.code);
    const sub = applied.data.sub_total;
    const raw = coupon.coupon_type === 'percentage' ? (sub * coupon.amount) / 100 : coupon.amount;
    const expected = Math.min(raw, coupon.max_discount ?? Infinity, sub);
    expect(applied.data.applied_discount).toBeCloseTo(expected, 2);
    expectConsistentTotals(applied.data);

    const removed = await sdk.coupons.remove();
    expect(removed.data).toMatchObject({ coupon_code: null, applied_discount: 0 });
    expectConsistentTotals(removed.data);

    // Falling below the minimum takes the coupon off, and the answer says why.
    await sdk.coupons.apply(coupon.code);
    const lowered = await sdk.cart.updateItemQuantity(line.id, 1);
    expect(lowered.data).toMatchObject({ coupon_code: null, applied_discount: 0 });
    expect(lowered.meta.coupon_removed).toMatch(new RegExp(`^Coupon ${coupon.code} needs a minimum cart value of .+\\. The coupon was removed\\.$`));
    expect(lowered.meta.message).toBe(lowered.meta.coupon_removed);
    const raised = await sdk.cart.updateItemQuantity(line.id, quantity);
    expect(raised.meta.coupon_removed).toBeUndefined();
  });

  it('lists only coupons that have not expired', async () => {
    const { data } = await newSdk().coupons.list();
    const now = Date.now();
    expect(data.every((c) => c.expires_at === null || new Date(c.expires_at).getTime() > now)).toBe(true);
  });
});
