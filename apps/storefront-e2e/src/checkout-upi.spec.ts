import { expect, test, type Locator, type Page } from '@playwright/test';
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
import { expectNoSeriousViolations } from './support/axe-check';
import { withRunDatabase } from './support/run-database';
import { MOBILE } from './support/store';

/**
 * UPI in the card/UPI popup against the real API and demo store. A QR code of the
 * order's `upi://pay` link on a desktop, "Pay by UPI app" with the same link on a phone, a UPI ID field
 * checked for name@bank; confirming completes the order and declining leaves it unpaid, as with a card.
 */

/** The demo store's sandbox UPI ID and name (apps/api/src/seed/data/store-content.ts). */
const DEMO_PAYEE = { vpa: 'kiranaandco.sandbox@razorpay', name: 'Kirana & Co.' };

/** "₹1,299.50" -> "1299.50": the `am` of a upi://pay link. */
const upiAmountOf = (shown: string) => shown.replace(/[₹,\s]/g, '');

/** Chooses the card/UPI popup, places the order and answers the popup with the total it shows. */
async function openCardUpiPopup(page: Page): Promise<{ popup: Locator; total: string; providerOrderId: string }> {
  await page.getByRole('radio', { name: /Cards, UPI & Netbanking/ }).check();
  const total = (await page.getByText('Total', { exact: true }).locator('..').locator('span').last().textContent())?.trim() ?? '';
  expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  const popup = page.getByRole('dialog', { name: /Kirana/ });
  await expect(popup).toBeVisible();
  const meta = (await popup.getByText(/^Order order_/).textContent()) ?? '';
  const providerOrderId = meta.replace(/^Order /, '');
  await expect(popup.getByRole('region', { name: 'UPI' })).toBeVisible();
  return { popup, total, providerOrderId };
}

/** The link's parameters, checked one by one against the order: payee from the store, amount from the total. */
function expectUpiLink(link: string | null, expected: { total: string; providerOrderId: string }): URLSearchParams {
  expect(link).toMatch(/^upi:\/\/pay\?/);
  const params = new URLSearchParams((link ?? '').slice('upi://pay?'.length));
  expect([...params.keys()]).toEqual(['pa', 'pn', 'tr', 'tn', 'am', 'cu']);
  expect(params.get('pa')).toBe(DEMO_PAYEE.vpa);
  expect(params.get('pn')).toBe(DEMO_PAYEE.name);
  expect(params.get('tr')).toBe(expected.providerOrderId);
  expect(params.get('tn')).toMatch(/^Order INV-\d{4}-\d{6}$/);
  expect(params.get('am')).toBe(upiAmountOf(expected.total));
  expect(params.get('cu')).toBe('INR');
  // Percent-encoded as the providers document: spaces as %20, never "+".
  expect(link).toContain('pn=Kirana%20%26%20Co.');
  return params;
}

/** The store's payment and order behind a provider order id, read from the run's database (no such endpoint). */
function attemptOf(providerOrderId: string): { payment: string; order: string; order_payment: string } {
  return withRunDatabase((db) =>
    db
      .prepare(
        `select p.status as payment, o.status as "order", o.payment_status as order_payment
           from payments p join orders o on o.id = p.order_id where p.provider_order_id = ?`,
      )
      .get(providerOrderId) as { payment: string; order: string; order_payment: string },
  );
}

test.describe('UPI on a desktop (1280 px)', () => {
  test('shows the QR code of the order’s upi://pay link; confirming the UPI payment completes the order, paid once', async ({ page, request }) => {
    await addToCart(page, await simpleProduct(request));
    await guestToPaymentStep(page);
    const { popup, total, providerOrderId } = await openCardUpiPopup(page);

    const qr = popup.getByRole('img', { name: `UPI QR code for ${total}` });
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(160);
    const params = expectUpiLink(await qr.getAttribute('data-upi-link'), { total, providerOrderId });
    await expect(popup.getByText(`Scan with any UPI app to pay ${total} to Kirana & Co.`)).toBeVisible();
    // On a desktop there is no UPI app to open: the link is not offered.
    await expect(popup.getByRole('link', { name: 'Pay by UPI app' })).toBeHidden();

    await popup.getByRole('button', { name: 'Confirm UPI payment' }).click();
    await expect(page).toHaveURL(/\/callbackUrl\?action=place-order$/);
    const invoice = await expectThankYou(page);
    expect(params.get('tn')).toBe(`Order ${invoice}`);
    const order = await theOnlyOrder(request, (await authTokenOf(page)) ?? '', invoice);
    expect(order).toMatchObject({ status: 'placed', payment_status: 'paid', payment_method: 'razorpay' });
    expect(upiAmountOf(total)).toBe(Number(order.total).toFixed(2));
  });

  test('a malformed UPI ID shows what is wrong and keeps the text; a well-formed one pays', async ({ page, request }) => {
    const token = await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 1));
    const { popup, providerOrderId } = await openCardUpiPopup(page);

    // Keyboard order inside the dialog: the card, then UPI (the hidden app link is skipped), then round again.
    await expect(popup.getByRole('button', { name: /^Pay ₹/ })).toBeFocused();
    for (const name of ['Decline', 'Confirm UPI payment', 'Decline UPI payment']) {
      await page.keyboard.press('Tab');
      await expect(popup.getByRole('button', { name, exact: true })).toBeFocused();
    }
    const upiId = popup.getByLabel('UPI ID');
    await page.keyboard.press('Tab');
    await expect(upiId).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(popup.getByRole('button', { name: 'Pay with UPI ID' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();

    await upiId.fill('ravi@okaxis1');
    await popup.getByRole('button', { name: 'Pay with UPI ID' }).click();
    await expect(popup.getByRole('alert')).toHaveText(
      'Enter a UPI ID like name@bank: letters, digits, dots, hyphens or underscores, then @ and the bank’s name in letters',
    );
    await expect(upiId).toHaveValue('ravi@okaxis1');
    await expect(upiId).toHaveAttribute('aria-invalid', 'true');
    await expect(upiId).toBeFocused();
    await expectNoSeriousViolations(page, 'card/UPI popup with a UPI ID error');
    expect(attemptOf(providerOrderId)).toMatchObject({ order: 'pending_payment', order_payment: 'pending' });

    // Keyboard only: correct the ID and press Enter in the field.
    await upiId.press('End');
    await upiId.press('Backspace');
    await upiId.press('Enter');
    await expect(page).toHaveURL(/\/callbackUrl\?action=place-order$/);
    const invoice = await expectThankYou(page);
    expect(await theOnlyOrder(request, token, invoice)).toMatchObject({ payment_status: 'paid', payment_method: 'razorpay' });
  });

  test('a declined UPI payment shows "Payment Failed" and leaves the order unpaid, as a declined card does', async ({ page, request }) => {
    await signedInToPaymentStep(page, request, await simpleProduct(request, 5, 2));
    const card = await openCardUpiPopup(page);
    await card.popup.getByRole('button', { name: 'Decline', exact: true }).click();
    await expectPaymentFailed(page);
    const declinedCard = attemptOf(card.providerOrderId);
    expect(declinedCard.order_payment).not.toBe('paid');

    await page.getByRole('link', { name: 'try again' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    const upi = await openCardUpiPopup(page);
    await upi.popup.getByRole('button', { name: 'Decline UPI payment' }).click();
    await expectPaymentFailed(page);
    expect(attemptOf(upi.providerOrderId)).toEqual(declinedCard);

    await page.getByRole('link', { name: 'try again' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  });
});

test.describe('UPI on a phone (390 px)', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('"Pay by UPI app" links to the order’s upi://pay; confirming completes the order', async ({ page, request }) => {
    await addToCart(page, await simpleProduct(request, 5, 3));
    await guestToPaymentStep(page);
    const { popup, total, providerOrderId } = await openCardUpiPopup(page);

    const appLink = popup.getByRole('link', { name: 'Pay by UPI app' });
    await expect(appLink).toBeVisible();
    const params = expectUpiLink(await appLink.getAttribute('href'), { total, providerOrderId });
    // The QR code is for another device: a phone is shown the app link instead.
    await expect(popup.getByRole('img', { name: `UPI QR code for ${total}` })).toBeHidden();
    await expect(popup.getByText(`Pay ${total} to Kirana & Co. in your UPI app, then come back and confirm. Sandbox: no money moves.`)).toBeVisible();

    // Not followed: no UPI app in the test browser. The sandbox stands in for the app's approval.
    const confirm = popup.getByRole('button', { name: 'Confirm UPI payment' });
    await confirm.scrollIntoViewIfNeeded();
    await confirm.click();
    await expect(page).toHaveURL(/\/callbackUrl\?action=place-order$/);
    const invoice = await expectThankYou(page);
    expect(params.get('tn')).toBe(`Order ${invoice}`);
    expect(await theOnlyOrder(request, (await authTokenOf(page)) ?? '', invoice)).toMatchObject({ payment_status: 'paid', payment_method: 'razorpay' });
  });
});
