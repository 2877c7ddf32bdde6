import { expect, test } from '@playwright/test';
import { expectPaymentFailed, expectThankYou, signedInToPaymentStep, simpleProduct } from './support/checkout';

/** A declined card is not an order the shopper placed; My Orders shows what was bought. */
test.describe('My Orders after a declined card', () => {
  test('a declined card then a paid retry shows one order, and no "Payment failed" entry', async ({ page, request }) => {
    await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 5));
    await page.getByRole('radio', { name: /Cards, UPI & Netbanking/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('dialog', { name: /Kirana/ }).getByRole('button', { name: 'Decline', exact: true }).click();
    await expectPaymentFailed(page);

    await page.getByRole('link', { name: 'try again' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    await page.getByRole('radio', { name: /Cards, UPI & Netbanking/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('dialog', { name: /Kirana/ }).getByRole('button', { name: /^Pay ₹/ }).click();
    const invoice = await expectThankYou(page);

    await page.getByRole('button', { name: 'My Order' }).click();
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const orders = page.getByRole('link', { name: /^Order INV-\d{4}-\d{6}$/ });
    await expect(orders.first()).toBeVisible();
    await expect(page.getByRole('link', { name: `Order ${invoice}`, exact: true })).toHaveCount(1);
    await expect(orders.filter({ hasText: 'Payment failed' })).toHaveCount(0);
  });
});
