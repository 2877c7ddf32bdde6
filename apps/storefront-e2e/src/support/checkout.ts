import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Order, ProductSummary } from '@storefront/sdk';
import { findProducts, openStore, productPath, toast } from './store';

/*
 * What the checkout journeys share: a product to buy, the shopper's way from the cart to each step, and
 * the orders the API holds for a token (the proof that a journey placed exactly one order).
 */

/** The demo customer of apps/api/src/seed/demo-customer.ts. */
export const DEMO_CUSTOMER = { email: 'demo@storefront.test', password: 'Demo@1234' } as const;

/** A product without variants, in stock, not back-ordered, with at least `minStock` units. */
export async function simpleProduct(
  request: APIRequestContext,
  minStock = 5,
  skip = 0,
  price: (rupees: number) => boolean = () => true,
): Promise<ProductSummary> {
  const found = await findProducts(
    request,
    (p) => !p.has_variants && p.in_stock && !p.back_order && p.stock_qty >= minStock && price(p.price_with_tax),
    skip + 1,
  );
  expect(found[skip], 'the demo store has a simple product in stock').toBeDefined();
  return found[skip];
}

/** Empties the shopper's cart through the API, so one journey's leftovers (a failed payment) do not change the next one's total. */
export async function emptyCartOf(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const cart = (await (await request.get('/api/v1/carts', { headers })).json()) as { data: { cart_items: { id: number }[] } };
  for (const line of cart.data.cart_items) {
    expect((await request.delete(`/api/v1/carts/remove_item/${line.id}`, { headers })).ok()).toBe(true);
  }
}

/** Signs the demo customer in through the API and keeps the token where the storefront reads it. */
export async function signInDemoCustomer(page: Page, request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/sessions', { data: DEMO_CUSTOMER });
  expect(response.ok(), `login answered ${response.status()}`).toBe(true);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('auth_token')) window.localStorage.setItem('auth_token', value);
  }, token);
  return token;
}

/** Opens the product page and adds it to the cart ("Item added to cart!!"). */
export async function addToCart(page: Page, product: Pick<ProductSummary, 'slug' | 'id'>): Promise<void> {
  await openStore(page, productPath(product));
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Item added to cart!!')).toBeVisible();
}

/** Opens the cart drawer from the header (the bottom bar on a phone). */
export async function openCartDrawer(page: Page) {
  await page.getByRole('button', { name: /^Cart/ }).filter({ visible: true }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The auth token the storefront holds (a guest's after "Continue as a guest"). */
export const authTokenOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('auth_token'));

/** The shopper's orders as the API lists them (pending online payments left out). */
export async function myOrders(request: APIRequestContext, token: string): Promise<Order[]> {
  const response = await request.get('/api/v1/orders/my_orders', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Order[] }).data;
}

/** Fills the new-address form with a Karnataka address and saves it. */
export async function addAddress(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Full name').fill('Asha Rao');
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByLabel('Address (house no., street)').fill('12 MG Road');
  await form.getByLabel('Landmark (optional)').fill('Near the metro');
  await form.getByLabel('State').selectOption({ label: 'Karnataka' });
  const city = form.getByLabel('City');
  await expect(city.locator('option')).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await form.getByLabel('Pincode').fill('560001');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'new address successfully added!')).toBeVisible();
}

/** The e-mail the guest journeys give for the order confirmation. */
export const GUEST_EMAIL = 'guest.shopper@example.in';

/** Types the guest's "Email address" on the address step (required by default, docs/product.md §2). */
export async function fillGuestEmail(page: Page, email: string = GUEST_EMAIL): Promise<void> {
  await page.getByLabel('Email address', { exact: true }).fill(email);
}

/** From the cart drawer to the payment step as a guest: the new address, once saved, is the one delivered to. */
export async function guestToPaymentStep(page: Page, email: string = GUEST_EMAIL): Promise<void> {
  const drawer = await openCartDrawer(page);
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Continue as a guest' }).click();
  await expect(page).toHaveURL(/\/checkout\?step=address$/);
  await fillGuestEmail(page, email);
  await addAddress(page);
  await expect(page).toHaveURL(/\/checkout\?step=payment$/);
}

/** The thank-you page of docs/product.md §2, answering the invoice number shown. */
export async function expectThankYou(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed' })).toBeVisible();
  await expect(page.getByText('You will shortly receive an order confirmation email with details of your order.')).toBeVisible();
  const line = page.getByText(/^Order ID:/);
  await expect(line).toContainText(/INV-\d{4}-\d{6}/);
  return ((await line.textContent()) ?? '').match(/INV-\d{4}-\d{6}/)?.[0] ?? '';
}

/** Signed in as the demo customer with one product in the cart, on the payment step with the saved address. */
export async function signedInToPaymentStep(page: Page, request: APIRequestContext, product: Pick<ProductSummary, 'slug' | 'id'>) {
  const token = await signInDemoCustomer(page, request);
  await emptyCartOf(request, token);
  await addToCart(page, product);
  const drawer = await openCartDrawer(page);
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?step=address$/);
  await expect(page.getByRole('group', { name: 'Saved addresses' })).toBeVisible();
  await page.getByRole('button', { name: 'Deliver here' }).click();
  await expect(page).toHaveURL(/\/checkout\?step=payment$/);
  return token;
}

/** The order (in full) the API lists under this invoice number, once: the journey neither lost nor repeated it. */
export async function theOnlyOrder(request: APIRequestContext, token: string, invoice: string): Promise<Order> {
  const matching = (await myOrders(request, token)).filter((o) => o.invoice_number === invoice);
  expect(matching).toHaveLength(1);
  const response = await request.get(`/api/v1/orders/${matching[0].id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Order }).data;
}

/** "Payment Failed" with its "try again" link back to the payment step. */
export async function expectPaymentFailed(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'try again' })).toHaveAttribute('href', '/checkout?step=payment');
}
