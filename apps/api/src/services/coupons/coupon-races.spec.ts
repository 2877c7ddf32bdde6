import { forEachDatabase } from '../../testing';
import type { TestResponse } from '../../testing/test-client';
import { createProduct, stockOf, walletBalance } from '../../testing/commerce-fixtures';
import {
  createCoupon,
  type LimitShopper,
  ordersOf,
  type ShopperSpec,
  shopperSteps,
  shopperWith,
  usesOf,
} from '../../testing/coupon-fixtures';
import { uniquePhone } from '../../testing/shoppers';

/** Shoppers (or retries) that place their order at the same moment, per round. */
const CONCURRENT = 50;
const TOTAL_USES_ROUNDS = 4;
const ONE_SHOPPER_ROUNDS = 3;
const WALLET_PAISE = 200_000;

forEachDatabase('coupon limit races', (server) => {
  const steps = () => shopperSteps(server.api);

  /** Shoppers with one unit of `productId` in the cart and `code` applied, made a few at a time. */
  async function readyShoppers(count: number, productId: number, code: string, spec: (index: number) => ShopperSpec) {
    const shoppers: LimitShopper[] = [];
    for (let start = 0; start < count; start += 10) {
      const batch = Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
        const shopper = await shopperWith(server.db, spec(start + offset));
        expect((await steps().add(shopper, productId)).status).toBe(200);
        expect((await steps().apply(shopper, code)).status).toBe(200);
        return shopper;
      });
      shoppers.push(...(await Promise.all(batch)));
    }
    return shoppers;
  }

  /** Fires every request at once; answers the responses and the figures the closing note quotes. */
  async function race(name: string, requests: (() => Promise<TestResponse>)[]) {
    const started = Date.now();
    const responses = await Promise.all(requests.map((send) => send()));
    const elapsed = Date.now() - started;
    const successes = responses.filter((r) => r.status === 200 || r.status === 201).length;
    const refusals = responses.filter((r) => r.status === 422).length;
    console.log(`[${server.kind}] ${name}: ${requests.length} requests, ${successes} successes, ${refusals} refusals, ${elapsed} ms`);
    return responses;
  }

  it(`hands a coupon's last total use to exactly one of ${CONCURRENT} shoppers ordering at once (x${TOTAL_USES_ROUNDS})`, async () => {
    for (let round = 0; round < TOTAL_USES_ROUNDS; round++) {
      const coupon = await createCoupon(server.db, { max_uses_total: 5, used_count: 4 });
      const productId = await createProduct(server.db, { price: 600, stock: 1_000 });
      // Half pay from the wallet, so a refused order must also leave the wallet alone.
      const payWith = (index: number) => (index % 2 === 0 ? 'wallet' : 'cod');
      const shoppers = await readyShoppers(CONCURRENT, productId, coupon.code, (i) => ({
        walletPaise: payWith(i) === 'wallet' ? WALLET_PAISE : undefined,
      }));

      const responses = await race(`total uses, round ${round + 1}`, shoppers.map((s, i) => () => steps().place(s, payWith(i))));
      const placed = responses.filter((r) => r.status === 201);
      expect(placed).toHaveLength(1);
      expect(placed[0].body.data).toMatchObject({ coupon_code: coupon.code, discount: 100 });
      for (const refused of responses.filter((r) => r.status !== 201)) {
        expect(refused.status).toBe(422);
        expect(refused.body.meta.message).toBe(`Coupon ${coupon.code} has reached its usage limit`);
      }
      expect(await ordersOf(server.db, shoppers.map((s) => s.userId))).toHaveLength(1);
      expect(await stockOf(server.db, productId)).toBe(999);
      expect(await usesOf(server.db, coupon.id)).toEqual({ usedCount: 5, redemptions: 1 });
      const winner = placed[0].body.data.id as number;
      for (const [index, shopper] of shoppers.entries()) {
        if (payWith(index) !== 'wallet') continue;
        const ordered = (await ordersOf(server.db, [shopper.userId])).some((o) => o.id === winner);
        expect(await walletBalance(server.db, shopper.userId)).toBe(ordered ? WALLET_PAISE - 50_000 : WALLET_PAISE);
      }
    }
  }, 180_000);

  it(`gives a once-per-shopper coupon once to one shopper ordering from ${CONCURRENT} carts and retries at once (x${ONE_SHOPPER_ROUNDS})`, async () => {
    for (let round = 0; round < ONE_SHOPPER_ROUNDS; round++) {
      const coupon = await createCoupon(server.db, { max_uses_per_shopper: 1 });
      const productId = await createProduct(server.db, { price: 600, stock: 1_000 });
      const phone = uniquePhone();
      // The same shopper: guests checking out again and again with the same phone, and the registered
      // account with that phone retrying its one cart.
      const retries = 10;
      const guests = await readyShoppers(CONCURRENT - retries, productId, coupon.code, () => ({ guest: true, phone }));
      const [registered] = await readyShoppers(1, productId, coupon.code, () => ({ phone }));
      await server.db.updateTable('users').set({ full_phone_number: phone }).where('id', '=', registered.userId).execute();

      const requests = [
        ...guests.map((guest) => () => steps().place(guest)),
        ...Array.from({ length: retries }, () => () => steps().place(registered)),
      ];
      const responses = await race(`one shopper, round ${round + 1}`, requests);
      const orderIds = new Set(responses.filter((r) => r.status === 200 || r.status === 201).map((r) => r.body.data.id as number));
      expect(orderIds.size).toBe(1);
      expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
      for (const refused of responses.filter((r) => r.status !== 200 && r.status !== 201)) {
        expect(refused.status).toBe(422);
        expect(refused.body.meta.message).toBe(`You have already used coupon ${coupon.code}`);
      }
      const orders = await ordersOf(server.db, [...guests, registered].map((s) => s.userId));
      expect(orders).toEqual([expect.objectContaining({ coupon_code: coupon.code })]);
      expect(await stockOf(server.db, productId)).toBe(999);
      expect(await usesOf(server.db, coupon.id)).toEqual({ usedCount: 1, redemptions: 1 });
    }
  }, 180_000);
});
