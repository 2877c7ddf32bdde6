import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CartDetails, ProductSummary } from '@storefront/sdk';
import { logIn, openSignedIn } from './support/account';
import { registerViaApi, uniqueShopper } from './support/auth';
import { openCartDrawer } from './support/checkout';
import { findProducts, toast } from './support/store';

/*
 * The coupon box of the cart drawer (docs/product.md §4: "When a coupon is applied the box is locked and shows
 * 'Remove Coupon'") and a coupon the cart falls below. WELCOME10 needs ₹499.
 */

const COUPON = 'WELCOME10';
const COUPON_MINIMUM = 499;

/** Adds one unit through the API as the signed-in shopper and answers the cart. */
async function addToCartOf(request: APIRequestContext, token: string, product: ProductSummary): Promise<CartDetails> {
  const response = await request.post('/api/v1/carts/add_item', {
    data: { item_id: product.id, item_type: 'Product', quantity: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `add_item answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: CartDetails }).data;
}

/**
 * A new shopper whose cart holds a cheap product (below the coupon's minimum on its own) and a dearer one
 * (together above it): removing the dearer one takes the cart below the minimum.
 */
async function shopperWithTwoLines(request: APIRequestContext) {
  const inStock = (p: ProductSummary) => !p.has_variants && p.in_stock && !p.back_order && p.stock_qty >= 2;
  const [cheap] = await findProducts(request, (p) => inStock(p) && p.price_with_tax >= 100 && p.price_with_tax <= 400);
  const [dear] = await findProducts(request, (p) => inStock(p) && p.price_with_tax >= 600 && p.price_with_tax <= 5000);
  expect(cheap && dear, 'the demo store has a product under ₹400 and one from ₹600').toBeTruthy();
  const shopper = uniqueShopper('coupon');
  await registerViaApi(request, shopper);
  const token = await logIn(request, { email: shopper.email, password: shopper.password });
  await addToCartOf(request, token, cheap);
  const cart = await addToCartOf(request, token, dear);
  expect(cart.sub_total).toBeGreaterThanOrEqual(COUPON_MINIMUM);
  expect(cart.cart_items.find((line) => line.product_id === cheap.id)?.total_price).toBeLessThan(COUPON_MINIMUM);
  return { token, cheap, dear };
}

test('an applied coupon locks the coupon box until "Remove Coupon"', async ({ page, request }) => {
  const { token } = await shopperWithTwoLines(request);
  await openSignedIn(page, token, '/');
  const drawer = await openCartDrawer(page);
  const code = drawer.getByRole('textbox', { name: 'Coupon code' });

  await code.fill(COUPON);
  await drawer.getByRole('button', { name: 'Apply Coupon' }).click();
  await expect(toast(page, 'coupon successfully apply!')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Remove Coupon' })).toBeVisible();
  await expect(code).toHaveValue(COUPON);
  await expect(code).not.toBeEditable();
  await code.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('X');
  await expect(code).toHaveValue(COUPON);
  await expect(drawer.getByRole('button', { name: /^Use coupon / })).toHaveCount(0);
  // Only "Remove Coupon" takes it off: Enter in the locked box does nothing.
  await code.press('Enter');
  await expect(toast(page, 'coupon successfully removed!')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Remove Coupon' })).toBeVisible();
  await expect(code).toHaveValue(COUPON);

  // Still locked when the page is opened again (the applied coupon comes from the server's cart).
  await page.reload();
  const reopened = await openCartDrawer(page);
  await expect(reopened.getByRole('textbox', { name: 'Coupon code' })).toHaveValue(COUPON);
  await expect(reopened.getByRole('textbox', { name: 'Coupon code' })).not.toBeEditable();

  await drawer.getByRole('button', { name: 'Remove Coupon' }).click();
  await expect(toast(page, 'coupon successfully removed!')).toBeVisible();
  await expect(code).toBeEditable();
  await expect(drawer.getByRole('button', { name: 'Apply Coupon' })).toBeVisible();
});

test('removing an item that takes the cart below the minimum says why the coupon went, in a toast and in the coupon box', async ({ page, request }) => {
  const { token, dear } = await shopperWithTwoLines(request);
  await openSignedIn(page, token, '/');
  const drawer = await openCartDrawer(page);
  await drawer.getByRole('textbox', { name: 'Coupon code' }).fill(COUPON);
  await drawer.getByRole('button', { name: 'Apply Coupon' }).click();
  await expect(drawer.getByRole('button', { name: 'Remove Coupon' })).toBeVisible();

  await drawer.getByRole('button', { name: `Remove ${dear.name}` }).click();
  const why = new RegExp(`^Coupon ${COUPON} needs a minimum cart value of ₹499: add items worth ₹[\\d,.]+ more\\. The coupon was removed\\.$`);
  await expect(toast(page, why)).toBeVisible();
  await expect(drawer.getByRole('status').filter({ hasText: why })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Apply Coupon' })).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Coupon code' })).toBeEditable();
});
