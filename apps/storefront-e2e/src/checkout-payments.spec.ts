import { expect, test } from '@playwright/test';
import {
  addToCart,
  authTokenOf,
  expectPaymentFailed,
  expectThankYou,
  guestToPaymentStep,
  signedInToPaymentStep,
  simpleProduct,
  theOnlyOrder,
} from './support/checkout';

/**
 * The online ways to pay against the API's sandbox providers (docs/product.md §2 and §4): the card/UPI popup,
 * the mobile-wallet redirect and the global redirect, each to the thank-you page with the order paid
 * exactly once, or to "Payment Failed".
 */
test.describe('card/UPI popup', () => {
  test('pays the total in the popup, verifies and shows the order, paid once', async ({ page, request }) => {
    await addToCart(page, await simpleProduct(request));
    await guestToPaymentStep(page);
    await page.getByRole('radio', { name: /Cards, UPI & Netbanking/ }).check();
    const total = (await page.getByText('Total', { exact: true }).locator('..').locator('span').last().textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Place order' }).dblclick();

    const popup = page.getByRole('dialog', { name: /Kirana/ });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: `Pay ${total}` }).click();

    await expect(page).toHaveURL(/\/callbackUrl\?action=place-order$/);
    const invoice = await expectThankYou(page);
    const order = await theOnlyOrder(request, (await authTokenOf(page)) ?? '', invoice);
    expect(order).toMatchObject({ status: 'placed', payment_status: 'paid', payment_method: 'razorpay' });
  });

  test('a declined payment shows "Payment Failed" and try again returns to a working payment step', async ({ page, request }) => {
    await addToCart(page, await simpleProduct(request));
    await guestToPaymentStep(page);
    await page.getByRole('radio', { name: /Cards, UPI & Netbanking/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('dialog', { name: /Kirana/ }).getByRole('button', { name: 'Decline', exact: true }).click();

    await expectPaymentFailed(page);
    await page.getByRole('link', { name: 'try again' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  });
});

test.describe('mobile-wallet redirect', () => {
  test('approve: back on the store the status check shows the order, paid once, also after a reload', async ({ page, request }) => {
    const token = await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 1));
    await page.getByRole('radio', { name: /PhonePe/ }).check();
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/callbackUrl\?action=phonepay/);
    const invoice = await expectThankYou(page);
    expect(await page.evaluate(() => localStorage.getItem('isPhonepe'))).toBeNull();
    await page.reload();
    expect(await expectThankYou(page)).toBe(invoice);
    expect(await theOnlyOrder(request, token, invoice)).toMatchObject({ payment_status: 'paid', payment_method: 'phonepe' });
  });

  test('decline: "Payment Failed"', async ({ page, request }) => {
    await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 1));
    await page.getByRole('radio', { name: /PhonePe/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/callbackUrl\?action=phonepay/);
    await expectPaymentFailed(page);
  });

  test('the back button from the provider page returns to a working payment step', async ({ page, request }) => {
    await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 1));
    await page.getByRole('radio', { name: /PhonePe/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    // The page works again: the shopper can choose and pay, and the retry replaces the abandoned attempt.
    await page.getByRole('radio', { name: /PhonePe/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectThankYou(page);
  });
});

test.describe('global redirect', () => {
  test('approve then execute: the order, paid once, also after a reload of the callback page', async ({ page, request }) => {
    const token = await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 2));
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/callbackUrl\?action=paypal&paymentId=.+&PayerID=/);
    const invoice = await expectThankYou(page);
    await page.reload();
    expect(await expectThankYou(page)).toBe(invoice);
    expect(await theOnlyOrder(request, token, invoice)).toMatchObject({ payment_status: 'paid', payment_method: 'paypal' });
  });

  test('cancel: "Payment Failed"', async ({ page, request }) => {
    await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 2));
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/callbackUrl\?action=paypal/);
    await expectPaymentFailed(page);
  });
});
