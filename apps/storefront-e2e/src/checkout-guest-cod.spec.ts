import { expect, test } from '@playwright/test';
import { authTokenOf, addToCart, expectThankYou, guestToPaymentStep, myOrders, simpleProduct } from './support/checkout';
import { openStore, toast } from './support/store';

/** A guest buys with cash on delivery, from an empty cart to the thank-you page (docs/product.md §2, §4). */
test.describe('guest checkout with cash on delivery', () => {
  test('cart, guest, address, COD and the thank-you page; a double click places one order', async ({ page, request }) => {
    const product = await simpleProduct(request);
    await addToCart(page, product);
    await guestToPaymentStep(page);

    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await expect(page.getByText('COD charge', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).dblclick();

    await expect(page).toHaveURL(/\/callbackUrl\?action=place-order$/);
    await expect(toast(page, 'your order successfully placed')).toBeVisible();
    const invoice = await expectThankYou(page);

    const token = await authTokenOf(page);
    expect(token).toBeTruthy();
    const orders = await myOrders(request, token ?? '');
    expect(orders.map((o) => o.invoice_number)).toEqual([invoice]);
    expect(orders[0]).toMatchObject({ status: 'placed', payment_method: 'cod' });

    await page.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /^Cart/ }).first()).toHaveAccessibleName('Cart');
    // The cart is empty now: checkout sends the shopper to the products.
    await openStore(page, '/checkout');
    await expect(page).toHaveURL(/\/products$/);
  });
});
