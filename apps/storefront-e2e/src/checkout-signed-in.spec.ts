import { expect, test } from '@playwright/test';
import { expectThankYou, signedInToPaymentStep, simpleProduct, theOnlyOrder } from './support/checkout';
import { toast } from './support/store';

/** The registered shopper: saved address, coupon, advance payment and wallet balance (docs/product.md §2, §4, §8). */
test.describe('signed-in checkout', () => {
  test('saved address, a coupon and cash on delivery', async ({ page, request }) => {
    const token = await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 0, (p) => p >= 600));
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await summary.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect(toast(page, 'coupon successfully apply!')).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Remove Coupon' })).toBeVisible();
    await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible();

    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    const invoice = await expectThankYou(page);
    const order = await theOnlyOrder(request, token, invoice);
    expect(order).toMatchObject({ payment_method: 'cod', status: 'placed' });
    expect(Number(order.discount)).toBeGreaterThan(0);
  });

  test('advance payment by card: the popup takes the advance, the rest stays due', async ({ page, request }) => {
    const token = await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 3));
    await page.getByRole('radio', { name: /Cards, UPI & Netbanking/ }).check();
    // The choice is the cart's (PUT /carts/advance_payment): it shows as checked once the server answers.
    await page.getByRole('radio', { name: /Advance payment/ }).click();
    await expect(toast(page, 'Advance payment Selected')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Advance payment/ })).toBeChecked();
    const advanceRow = page.getByText('Advance to pay now').locator('..');
    await expect(advanceRow).toBeVisible();
    const advance = ((await advanceRow.locator('span').last().textContent()) ?? '').trim();

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('dialog', { name: /Kirana/ }).getByRole('button', { name: `Pay ${advance}` }).click();
    const invoice = await expectThankYou(page);
    const order = await theOnlyOrder(request, token, invoice);
    expect(order).toMatchObject({ payment_status: 'partially_paid' });
    expect(Number(order.amount_due)).toBeGreaterThan(0);
  });

  test('the wallet balance pays a small order on its own', async ({ page, request }) => {
    const token = await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 0, (p) => p <= 300));
    await page.getByRole('checkbox', { name: /Use wallet balance/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    const invoice = await expectThankYou(page);
    expect(await theOnlyOrder(request, token, invoice)).toMatchObject({ payment_method: 'wallet', payment_status: 'paid' });
  });

  // After the wallet-only order above: what is left in the wallet pays part, the card popup the rest.
  test('the wallet balance with the card popup: the wallet takes its part, the popup the rest', async ({ page, request }) => {
    const token = await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 0, (p) => p >= 600));
    await page.getByRole('radio', { name: /Cards, UPI & Netbanking/ }).check();
    await page.getByRole('checkbox', { name: /Use wallet balance/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('dialog', { name: /Kirana/ }).getByRole('button', { name: /^Pay ₹/ }).click();

    const invoice = await expectThankYou(page);
    const order = await theOnlyOrder(request, token, invoice);
    expect(order).toMatchObject({ payment_method: 'razorpay', payment_status: 'paid' });
    expect(Number(order.wallet_amount_used)).toBeGreaterThan(0);
    expect(Number(order.wallet_amount_used)).toBeLessThan(Number(order.total));
    expect(Number(order.amount_due)).toBe(0);
  });
});
