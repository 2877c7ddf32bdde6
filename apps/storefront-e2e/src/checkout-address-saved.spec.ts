import { expect, test } from '@playwright/test';
import { addAddress, addToCart, authTokenOf, fillGuestEmail, openCartDrawer, simpleProduct } from './support/checkout';

/** docs/product.md §2: "After an address is saved on the order: step=payment", without a second click. */
test.describe('a new address saved on checkout', () => {
  test('is the one delivered to: Save address goes straight to the payment step', async ({ page, request }) => {
    await addToCart(page, await simpleProduct(request));
    const drawer = await openCartDrawer(page);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=address$/);
    await fillGuestEmail(page);

    await addAddress(page);

    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deliver here' })).toHaveCount(0);
    // The order will go to the address just saved: the cart holds it.
    const headers = { Authorization: `Bearer ${(await authTokenOf(page)) ?? ''}` };
    const addresses = (await (await request.get('/api/v1/addresses', { headers })).json()) as { data: { id: number; address_line_1: string }[] };
    const cart = (await (await request.get('/api/v1/carts', { headers })).json()) as { data: { address_id: number | null } };
    expect(addresses.data.find((a) => a.id === cart.data.address_id)?.address_line_1).toBe('12 MG Road');
  });
});
