import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Order } from '@storefront/sdk';
import { openSignedIn, registerB2bShopper } from './support/account';
import { expectThankYou, simpleProduct, theOnlyOrder } from './support/checkout';
import { toast } from './support/store';
import { creditWallet } from './support/wallet-db';

/*
 * Before paying, the payment step shows every part of the money (items, discount,
 * shipping, COD charge, wallet used, paid now, to pay on delivery), and the order the API then holds
 * has exactly those amounts, to the paisa: for each way to pay the demo store offers, with and
 * without the wallet, and with the advance where it is offered (the online methods).
 */

type Way = 'cod' | 'wallet' | 'razorpay' | 'phonepe' | 'paypal';

interface Case {
  way: Way;
  /** Rupees put in the shopper's wallet (and spent); 0 leaves "Use wallet balance" unticked. */
  wallet: number;
  advance: boolean;
  coupon?: string;
}

const CASES: Case[] = [
  { way: 'cod', wallet: 0, advance: false },
  { way: 'cod', wallet: 100, advance: false, coupon: 'WELCOME10' },
  { way: 'wallet', wallet: 5000, advance: false },
  { way: 'razorpay', wallet: 0, advance: false, coupon: 'FLAT100' },
  { way: 'razorpay', wallet: 100, advance: true },
  { way: 'phonepe', wallet: 100, advance: false },
  { way: 'phonepe', wallet: 0, advance: true },
  { way: 'paypal', wallet: 0, advance: false },
  { way: 'paypal', wallet: 100, advance: true },
];

const METHOD_RADIO: Record<Exclude<Way, 'wallet'>, RegExp> = {
  cod: /Cash on Delivery/,
  razorpay: /Cards, UPI & Netbanking/,
  phonepe: /PhonePe/,
  paypal: /PayPal/,
};

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** "₹1,049.50" -> 104950 paise; "Free" -> 0; a leading minus (a discount) is dropped. */
const paise = (shown: string) => (shown.trim() === 'Free' ? 0 : Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100));
const paiseOf = (rupees: number) => Math.round(rupees * 100);

/** A new shopper with an address on the cart, one product in it, a coupon and wallet money as the case asks. */
async function shopperWithCart(request: APIRequestContext, c: Case): Promise<string> {
  const token = await registerB2bShopper(request, 'Karnataka');
  const me = (await (await request.get('/api/v1/users/current_user_detail', { headers: auth(token) })).json()) as { data: { id: number } };
  if (c.wallet > 0) creditWallet(me.data.id, c.wallet);
  const product = await simpleProduct(request, 5, 0, (rupees) => (c.coupon ? rupees >= 1000 : rupees >= 300));
  const headers = auth(token);
  expect((await request.post('/api/v1/carts/add_item', { headers, data: { item_id: product.id, item_type: 'Product', quantity: 1 } })).ok()).toBe(true);
  const addresses = (await (await request.get('/api/v1/addresses', { headers })).json()) as { data: { id: number }[] };
  expect((await request.post('/api/v1/carts/add_address', { headers, data: { address_id: addresses.data[0].id } })).ok()).toBe(true);
  if (c.coupon) {
    const applied = await request.post('/api/v1/carts/apply_coupon', { headers, data: { coupon_code: c.coupon } });
    expect(applied.ok(), await applied.text()).toBe(true);
  }
  return token;
}

/** The amounts the payment step shows, once the server has answered for the latest choice: label -> paise. */
async function shownAmounts(page: Page): Promise<Map<string, number>> {
  const amounts = page.getByRole('region', { name: 'Order summary' }).getByRole('group', { name: 'Amounts' });
  await expect(amounts).toHaveAttribute('aria-busy', 'false');
  await expect(amounts.getByText('To pay on delivery', { exact: true })).toBeVisible();
  const rows = await amounts.locator('p').evaluateAll((ps) => ps.map((p) => [p.children[0]?.textContent ?? '', p.children[1]?.textContent ?? '']));
  return new Map(rows.map(([label, value]) => [label.replace(/ \(.*\)$/, ''), paise(value)]));
}

/** Pays with the way's provider (or places the order) and answers the invoice shown on the thank-you page. */
async function pay(page: Page, way: Way, onlineNow: number, shownOnline: string): Promise<string> {
  await page.getByRole('button', { name: 'Place order' }).click();
  if (way === 'razorpay') {
    // The popup asks for exactly what the step said is paid now.
    expect(paise(shownOnline)).toBe(onlineNow);
    await page.getByRole('dialog', { name: /Kirana/ }).getByRole('button', { name: `Pay ${shownOnline}` }).click();
  } else if (way === 'phonepe' || way === 'paypal') {
    await page.getByRole('button', { name: 'Approve' }).click();
  }
  return expectThankYou(page);
}

test.describe('money shown before paying is the money charged', () => {
  for (const c of CASES) {
    const title = `${c.way}${c.wallet ? ' with wallet' : ''}${c.advance ? ' and advance' : ''}${c.coupon ? ` and ${c.coupon}` : ''}`;
    test(title, async ({ page, request }) => {
      const token = await shopperWithCart(request, c);
      await openSignedIn(page, token, '/checkout?step=payment');

      if (c.way !== 'wallet') await page.getByRole('radio', { name: METHOD_RADIO[c.way] }).check();
      if (c.advance) {
        await page.getByRole('radio', { name: /Advance payment/ }).click();
        await expect(toast(page, 'Advance payment Selected')).toBeVisible();
        await expect(page.getByRole('radio', { name: /Advance payment/ })).toBeChecked();
      }
      if (c.wallet > 0) await page.getByRole('checkbox', { name: /Use wallet balance/ }).check();

      const shown = await shownAmounts(page);
      const onlineLabel = c.advance ? 'Advance to pay now' : 'Pay now';
      const online = c.way === 'cod' || c.way === 'wallet' ? 0 : (shown.get(onlineLabel) ?? -1);
      const shownOnline = online > 0 ? ((await page.getByRole('group', { name: 'Amounts' }).getByText(onlineLabel, { exact: true }).locator('..').locator('span').last().textContent()) ?? '') : '';
      if (c.way !== 'cod' && c.way !== 'wallet') expect(online, `"${onlineLabel}" is shown`).toBeGreaterThan(0);
      if (c.wallet > 0) expect(shown.get('Wallet used'), '"Wallet used" is shown').toBeGreaterThan(0);

      const invoice = await pay(page, c.way, online, shownOnline);
      const order: Order = await theOnlyOrder(request, token, invoice);

      expect(order.payment_method).toBe(c.way);
      expect({
        items: shown.get('Subtotal'),
        discount: shown.get('Discount') ?? 0,
        shipping: shown.get('Shipping'),
        codCharge: shown.get('COD charge') ?? 0,
        total: shown.get('Total'),
        walletUsed: shown.get('Wallet used') ?? 0,
        paidOnlineNow: online,
        toPayOnDelivery: shown.get('To pay on delivery'),
      }).toEqual({
        items: paiseOf(order.sub_total),
        discount: paiseOf(order.discount),
        shipping: paiseOf(order.shipping_charge),
        codCharge: paiseOf(order.cod_charge),
        total: paiseOf(order.total),
        walletUsed: paiseOf(order.wallet_amount_used),
        paidOnlineNow: paiseOf(order.total) - paiseOf(order.wallet_amount_used) - paiseOf(order.amount_due),
        toPayOnDelivery: paiseOf(order.amount_due),
      });
      if (c.advance) expect(online).toBe(paiseOf(order.advance_payment_amount));
    });
  }
});
