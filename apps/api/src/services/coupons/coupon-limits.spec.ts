import { createHmac } from 'node:crypto';
import { expectContractResponse, forEachDatabase } from '../../testing';
import { createProduct, stockOf, walletBalance } from '../../testing/commerce-fixtures';
import { createCoupon, ordersOf, shopperSteps, shopperWith, usesOf } from '../../testing/coupon-fixtures';
import { uniquePhone } from '../../testing/shoppers';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

forEachDatabase('coupon limits', (server) => {
  const steps = () => shopperSteps(server.api);

  /** A shopper with one unit of a fresh ₹600 product in the cart. */
  async function shopperWithCart(spec: Parameters<typeof shopperWith>[1] = {}) {
    const shopper = await shopperWith(server.db, spec);
    const productId = await createProduct(server.db, { price: 600, stock: 50 });
    expect((await steps().add(shopper, productId)).status).toBe(200);
    return { ...shopper, productId };
  }

  /** Applies `code` and places a cod order: the order carries the coupon. */
  async function orderWithCoupon(shopper: Awaited<ReturnType<typeof shopperWithCart>>, code: string) {
    expect((await steps().apply(shopper, code)).status).toBe(200);
    const placed = await steps().place(shopper);
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ coupon_code: code, discount: 100 });
    return placed.body.data as { id: number };
  }

  describe('the window', () => {
    it('does not list, apply or honour a coupon before starts_at: "Coupon X is not valid yet"', async () => {
      const later = await createCoupon(server.db, { starts_at: inDays(2) });
      const started = await createCoupon(server.db, { starts_at: inDays(-1), expires_at: inDays(5) });
      const listed = (await server.api.get('/coupons')).body.data.map((c: { code: string }) => c.code);
      expect(listed).toContain(started.code);
      expect(listed).not.toContain(later.code);

      const shopper = await shopperWithCart();
      const refused = await steps().apply(shopper, later.code);
      expect(refused.status).toBe(422);
      expectContractResponse('applyCoupon', refused);
      expect(refused.body.meta.message).toBe(`Coupon ${later.code} is not valid yet`);
      expect((await steps().apply(shopper, started.code)).status).toBe(200);

      // The merchant moves the start into the future after the shopper applied it: the order is refused.
      await server.db.updateTable('coupons').set({ starts_at: inDays(1) }).where('id', '=', started.id).execute();
      const placed = await steps().place(shopper);
      expect(placed.status).toBe(422);
      expectContractResponse('placeOrder', placed);
      expect(placed.body.meta.message).toBe(`Coupon ${started.code} is not valid yet`);
      expect(await ordersOf(server.db, [shopper.userId])).toEqual([]);
      expect(await stockOf(server.db, shopper.productId)).toBe(50);
    });
  });

  describe('total uses', () => {
    it('hands out the last use once: "Coupon X has reached its usage limit", the cart drops it, the list hides it', async () => {
      const coupon = await createCoupon(server.db, { max_uses_total: 3, used_count: 2 });
      const first = await shopperWithCart();
      const second = await shopperWithCart({ walletPaise: 200_000 });
      expect((await steps().apply(second, coupon.code)).status).toBe(200);
      await orderWithCoupon(first, coupon.code);
      expect(await usesOf(server.db, coupon.id)).toEqual({ usedCount: 3, redemptions: 1 });

      const refused = await steps().place(second, 'wallet');
      expect(refused.status).toBe(422);
      expect(refused.body.meta.message).toBe(`Coupon ${coupon.code} has reached its usage limit`);
      expect(await ordersOf(server.db, [second.userId])).toEqual([]);
      expect(await stockOf(server.db, second.productId)).toBe(50);
      expect(await walletBalance(server.db, second.userId)).toBe(200_000);
      expect(await usesOf(server.db, coupon.id)).toEqual({ usedCount: 3, redemptions: 1 });

      const third = await shopperWithCart();
      expect((await steps().apply(third, coupon.code)).body.meta.message).toBe(`Coupon ${coupon.code} has reached its usage limit`);
      const changed = await steps().add(second, second.productId);
      expect(changed.body.data).toMatchObject({ coupon_code: null, applied_discount: 0 });
      expect(changed.body.meta.message).toBe(`Coupon ${coupon.code} has reached its usage limit. The coupon was removed.`);
      const listed = (await server.api.get('/coupons')).body.data.map((c: { code: string }) => c.code);
      expect(listed).not.toContain(coupon.code);
    });
  });

  describe('uses per shopper', () => {
    it('refuses a once-per-shopper coupon on the shopper\'s second order: "You have already used coupon X"', async () => {
      const coupon = await createCoupon(server.db, { max_uses_per_shopper: 1 });
      const shopper = await shopperWithCart();
      await orderWithCoupon(shopper, coupon.code);
      const productId = await createProduct(server.db, { price: 700 });
      await steps().add(shopper, productId);
      const again = await steps().apply(shopper, coupon.code);
      expect(again.status).toBe(422);
      expect(again.body.meta.message).toBe(`You have already used coupon ${coupon.code}`);
      // Another shopper is not affected.
      await orderWithCoupon(await shopperWithCart(), coupon.code);
    });

    it('counts up to max_uses_per_shopper: "You have already used coupon X the maximum number of times"', async () => {
      const coupon = await createCoupon(server.db, { max_uses_per_shopper: 2 });
      const phone = uniquePhone();
      await orderWithCoupon(await shopperWithCart({ phone }), coupon.code);
      await orderWithCoupon(await shopperWithCart({ phone, guest: true }), coupon.code);
      const third = await shopperWithCart({ phone, guest: true });
      expect((await steps().apply(third, coupon.code)).status).toBe(200);
      const refused = await steps().place(third);
      expect(refused.status).toBe(422);
      expect(refused.body.meta.message).toBe(`You have already used coupon ${coupon.code} the maximum number of times`);
    });

    it('recognises a guest coming back as a new guest with the same phone (at the order) or e-mail (at once)', async () => {
      const coupon = await createCoupon(server.db, { max_uses_per_shopper: 1 });
      const phone = uniquePhone();
      const email = `returning-${phone}@example.test`;
      await orderWithCoupon(await shopperWithCart({ guest: true, phone, email }), coupon.code);

      // Same delivery phone under another e-mail: the cart has no address yet when applying, so placing the
      // order refuses it.
      const samePhone = await shopperWithCart({ guest: true, phone });
      expect((await steps().apply(samePhone, coupon.code)).status).toBe(200);
      const placed = await steps().place(samePhone);
      expect(placed.status).toBe(422);
      expect(placed.body.meta.message).toBe(`You have already used coupon ${coupon.code}`);
      expect(await ordersOf(server.db, [samePhone.userId])).toEqual([]);
      expect(await stockOf(server.db, samePhone.productId)).toBe(50);

      // Same e-mail, another phone: known from the account, refused when applying.
      const sameEmail = await shopperWithCart({ guest: true, email });
      const applied = await steps().apply(sameEmail, coupon.code);
      expect(applied.status).toBe(422);
      expect(applied.body.meta.message).toBe(`You have already used coupon ${coupon.code}`);

      // A registered account with that phone is the same shopper too.
      const registered = await shopperWithCart();
      await server.db.updateTable('users').set({ full_phone_number: phone }).where('id', '=', registered.userId).execute();
      expect((await steps().apply(registered, coupon.code)).body.meta.message).toBe(`You have already used coupon ${coupon.code}`);
    });
  });

  describe('first order only', () => {
    it('applies to a first order only: "Coupon X is only for your first order"; cancelled orders do not count', async () => {
      const coupon = await createCoupon(server.db, { first_order_only: 1 });
      const shopper = await shopperWithCart();
      const earlier = await steps().place(shopper);
      expect(earlier.status).toBe(201);
      await steps().add(shopper, shopper.productId);
      const refused = await steps().apply(shopper, coupon.code);
      expect(refused.status).toBe(422);
      expect(refused.body.meta.message).toBe(`Coupon ${coupon.code} is only for your first order`);

      expect((await steps().cancel(shopper, earlier.body.data.id)).status).toBe(200);
      await orderWithCoupon(shopper, coupon.code);
      // Used once, it is used: the shopper's next order would not be the first anyway.
      await steps().add(shopper, shopper.productId);
      expect((await steps().apply(shopper, coupon.code)).body.meta.message).toBe(`You have already used coupon ${coupon.code}`);
    });

    it('finds a guest\'s earlier order by the delivery phone when the order is placed', async () => {
      const coupon = await createCoupon(server.db, { first_order_only: 1 });
      const phone = uniquePhone();
      const before = await shopperWithCart({ guest: true, phone });
      expect((await steps().place(before)).status).toBe(201);

      const again = await shopperWithCart({ guest: true, phone });
      expect((await steps().apply(again, coupon.code)).status).toBe(200);
      const placed = await steps().place(again);
      expect(placed.status).toBe(422);
      expect(placed.body.meta.message).toBe(`Coupon ${coupon.code} is only for your first order`);
      expect(await ordersOf(server.db, [again.userId])).toEqual([]);
    });
  });

  describe('giving a use back', () => {
    it('gives the use back when the order is cancelled, once', async () => {
      const coupon = await createCoupon(server.db, { max_uses_total: 1, max_uses_per_shopper: 1 });
      const shopper = await shopperWithCart();
      const order = await orderWithCoupon(shopper, coupon.code);
      expect(await usesOf(server.db, coupon.id)).toEqual({ usedCount: 1, redemptions: 1 });
      expect((await steps().cancel(shopper, order.id)).status).toBe(200);
      expect(await usesOf(server.db, coupon.id)).toEqual({ usedCount: 0, redemptions: 0 });
      expect((await steps().cancel(shopper, order.id)).status).toBe(422);
      expect(await usesOf(server.db, coupon.id)).toEqual({ usedCount: 0, redemptions: 0 });

      await steps().add(shopper, shopper.productId);
      await orderWithCoupon(shopper, coupon.code);
      expect(await usesOf(server.db, coupon.id)).toEqual({ usedCount: 1, redemptions: 1 });
    });

    it('gives the use back when the online payment fails, and a new attempt takes it again', async () => {
      const coupon = await createCoupon(server.db, { max_uses_total: 1, max_uses_per_shopper: 1 });
      const shopper = await shopperWithCart({ guest: true });
      await server.api.post('/carts/add_address', { token: shopper.token, json: { address_id: shopper.addressId } });
      expect((await steps().apply(shopper, coupon.code)).status).toBe(200);
      const start = () => server.api.post('/payments', { token: shopper.token, json: { payment_method: 'razorpay' } });

      const first = await start();
      expect(first.status).toBe(200);
      expect(await usesOf(server.db, coupon.id)).toEqual({ usedCount: 1, redemptions: 1 });
      const forged = createHmac('sha256', 'not-the-key').update('x').digest('hex');
      const failed = await server.api.post('/payments/verify_payment', {
        token: shopper.token,
        json: { payment_id: 'pay_forged0000000', transaction_id: first.body.data.transaction_id, signature: forged },
      });
      expect(failed.status).toBe(422);
      expect(await usesOf(server.db, coupon.id)).toEqual({ usedCount: 0, redemptions: 0 });

      // The retry (its cart still holds the coupon) takes the use again; a newer start gives the old one back.
      expect((await start()).status).toBe(200);
      expect((await start()).status).toBe(200);
      expect(await usesOf(server.db, coupon.id)).toEqual({ usedCount: 1, redemptions: 1 });
    });
  });
});
