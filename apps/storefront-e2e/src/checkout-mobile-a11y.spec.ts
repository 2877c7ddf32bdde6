import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addAddress, addToCart, expectThankYou, fillGuestEmail, openCartDrawer, simpleProduct } from './support/checkout';
import { MOBILE } from './support/store';

/** No axe violation of impact serious or critical (WCAG 2 A and AA rules) on what is on screen. */
async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `${label} has serious accessibility violations`).toEqual([]);
}

test.describe('guest checkout on a 390x844 phone, with axe on the cart drawer and each step', () => {
  test.use({ viewport: MOBILE });

  test('cart drawer, auth, address and payment steps, cash on delivery, thank-you page', async ({ page, request }) => {
    // Six axe runs and a whole checkout: more than one journey's time on a shared 2-core machine.
    test.slow();
    await addToCart(page, await simpleProduct(request, 5, 4));
    const drawer = await openCartDrawer(page);
    await expectAccessible(page, 'the cart drawer');
    await drawer.getByRole('button', { name: 'Checkout' }).click();

    await expect(page.getByRole('button', { name: 'Continue as a guest' })).toBeVisible();
    await expectAccessible(page, 'the auth step');
    await page.getByRole('button', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=address$/);
    await fillGuestEmail(page);
    await expect(page.getByRole('form', { name: 'New address' })).toBeVisible();
    await expectAccessible(page, 'the address form');
    await addAddress(page);
    // The address just saved is the one delivered to: straight on to the payment step.
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await expectAccessible(page, 'the payment step');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expectThankYou(page);
    await expectAccessible(page, 'the thank-you page');
  });
});
