import { expect, test } from '@playwright/test';
import type { ProductDetail, ProductSummary } from '@storefront/sdk';
import { logIn, openSignedIn } from './support/account';
import { registerViaApi, uniqueShopper } from './support/auth';
import { authTokenOf, myOrders, simpleProduct } from './support/checkout';
import { hindiApiGet, hindiPath } from './support/hindi';
import { HI } from './support/hindi-texts';
import { openStore, productPath, siteHeader, toast } from './support/store';

/**
 * A Hindi shopper buys (docs/product.md §2, §4, in Hindi at /hi): adds a product from its page, reviews the
 * cart drawer, checks out as a guest, is told of a wrong phone number in Hindi, pays cash on delivery and
 * lands on the order success page; and is told in Hindi that a coupon does not exist.
 */

/** The cart drawer, opened from the header (or the phone's bottom bar). */
async function openHindiCart(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: new RegExp(`^${HI.cart}(,|$)`) }).filter({ visible: true }).first().click();
  const drawer = page.getByRole('dialog', { name: HI.shoppingCart });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Opens the product's Hindi page and adds it to the cart: the Hindi toast says so. */
async function addInHindi(page: import('@playwright/test').Page, product: Pick<ProductSummary, 'slug' | 'id'>) {
  await openStore(page, hindiPath(productPath(product)));
  await page.getByRole('main').getByRole('button', { name: HI.addToCart }).click();
  await expect(toast(page, HI.itemAdded)).toBeVisible();
}

test('guest checkout in Hindi: cart drawer, guest, address (with a wrong phone first), cash on delivery, order placed', async ({ page, request }) => {
  test.slow();
  const found = await simpleProduct(request);
  // The name the Hindi pages show: the API's answer in Hindi.
  const { name } = await hindiApiGet<ProductDetail>(request, `/products/${found.id}`);
  await addInHindi(page, found);

  const drawer = await openHindiCart(page);
  // The line, named in Hindi: its quantity and its remove button.
  await expect(drawer.getByRole('list', { name: 'कार्ट के आइटम' }).getByRole('listitem')).toHaveCount(1); // shell.cart.items: Cart items
  await expect(drawer.getByRole('textbox', { name: HI.quantityOf(name) })).toHaveValue('1');
  await expect(drawer.getByRole('button', { name: HI.removeLine(name) })).toBeVisible();
  await expect(drawer.getByText(HI.subtotal, { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: HI.checkout }).click();

  await page.getByRole('button', { name: HI.continueAsGuest }).click();
  await expect(page).toHaveURL(/\/hi\/checkout\?step=address$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByLabel(HI.guestEmail, { exact: true }).fill('hindi.guest@example.in');

  const form = page.getByRole('form', { name: HI.newAddress });
  await form.getByLabel(HI.fullName).fill('आशा राव');
  await form.getByLabel(HI.phone).fill('12345');
  await form.getByLabel(HI.line1).fill('12 एमजी रोड');
  await form.getByLabel(HI.state).selectOption({ label: 'Karnataka' });
  const city = form.getByLabel(HI.city);
  await expect(city.locator('option')).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await form.getByLabel(HI.pincode).fill('560001');
  await form.getByRole('button', { name: HI.saveAddress }).click();
  // The validation message, in Hindi, tied to the phone field.
  await expect(form.getByRole('alert').filter({ hasText: HI.invalidPhone })).toBeVisible();
  await expect(form.getByLabel(HI.phone)).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel(HI.phone).fill('9876543210');
  await form.getByRole('button', { name: HI.saveAddress }).click();
  await expect(toast(page, HI.addressAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/checkout\?step=payment$/);

  await page.getByRole('radio', { name: new RegExp(HI.cashOnDelivery) }).check();
  await page.getByRole('button', { name: HI.placeOrder }).click();
  await expect(page).toHaveURL(/\/hi\/callbackUrl\?action=place-order$/);
  await expect(toast(page, HI.orderPlaced)).toBeVisible();
  await expect(page.getByRole('heading', { name: HI.thankYou })).toBeVisible();
  const line = page.getByText(new RegExp(`^${HI.orderId}`));
  await expect(line).toContainText(/INV-\d{4}-\d{6}/);
  const invoice = ((await line.textContent()) ?? '').match(/INV-\d{4}-\d{6}/)?.[0];

  const orders = await myOrders(request, (await authTokenOf(page)) ?? '');
  expect(orders.map((o) => o.invoice_number)).toEqual([invoice]);
  expect(orders[0]).toMatchObject({ status: 'placed', payment_method: 'cod' });

  await page.getByRole('button', { name: HI.continueShopping }).click();
  await expect(page).toHaveURL(/\/hi$/);
});

test('an unknown coupon: the cart drawer says in Hindi that it does not exist', async ({ page, request }) => {
  const shopper = uniqueShopper('hindicoupon');
  await registerViaApi(request, shopper);
  const token = await logIn(request, { email: shopper.email, password: shopper.password });
  const product = await simpleProduct(request);
  const added = await request.post('/api/v1/carts/add_item', {
    data: { item_id: product.id, item_type: 'Product', quantity: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(added.ok()).toBe(true);

  await openSignedIn(page, token, '/hi');
  await expect(siteHeader(page)).toBeVisible();
  const drawer = await openHindiCart(page);
  await drawer.getByRole('textbox', { name: HI.couponCode }).fill('NOSUCH99');
  await drawer.getByRole('button', { name: HI.applyCoupon }).click();
  await expect(toast(page, HI.couponNotFound('NOSUCH99'))).toBeVisible();
});
