import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSignedIn } from './support/account';
import { expectNoSeriousViolations } from './support/axe-check';
import { addToCart, authTokenOf, expectThankYou, fillGuestEmail, openCartDrawer, simpleProduct } from './support/checkout';
import { productPath, toast } from './support/store';

/*
 * Delivery at checkout (docs/product.md §2): an address the store does not serve cannot be chosen, City and State
 * come from the pincode, cash on delivery only where the server allows it, and the delivery promise on
 * the payment step and the order page. Real API, demo store rules (302001 Jaipur with COD, 682555 not
 * served, 744101 served without COD, 560001 metro with COD).
 */

interface DeliveryCheck {
  city: string;
  state: string;
  latest_delivery_date: string | null;
}

const headersOf = (token: string | null) => ({ Authorization: `Bearer ${token ?? ''}` });

/** "Delivery by Tue, 2 Dec" for a YYYY-MM-DD date, by Intl's en-IN (the contract's format). */
const deliveryBy = (isoDate: string) =>
  `Delivery by ${new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}`;

async function apiCheck(request: APIRequestContext, pincode: string): Promise<DeliveryCheck> {
  const response = await request.get('/api/v1/delivery/check', { params: { pincode } });
  expect(response.ok(), `GET /delivery/check answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: DeliveryCheck }).data;
}

/** From a cart with one product to the new-address form, as a guest. */
async function guestToAddressForm(page: Page, request: APIRequestContext) {
  await addToCart(page, await simpleProduct(request, 1, 0, (rupees) => rupees <= 10_000));
  const drawer = await openCartDrawer(page);
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Continue as a guest' }).click();
  await expect(page).toHaveURL(/\/checkout\?step=address$/);
  await fillGuestEmail(page);
  return page.getByRole('form', { name: 'New address' });
}

let registered = 0;

/** A new shopper (simple registration) whose default address has `pincode`; answers the token. */
async function shopperWithAddress(request: APIRequestContext, address: { pincode: string; state: string; city: string }) {
  registered += 1;
  const stamp = `${Date.now() % 1_000_000}${registered}`;
  const register = await request.post('/api/v1/users', {
    data: {
      user_params: {
        name: 'Meera Nair',
        email: `delivery-${stamp}@storefront.test`,
        full_phone_number: `8${stamp.padStart(9, '0').slice(-9)}`,
        password: 'Deliver@1234',
        password_confirmation: 'Deliver@1234',
      },
    },
  });
  expect(register.ok(), `POST /users answered ${register.status()}`).toBe(true);
  const { token } = ((await register.json()) as { data: { token: string } }).data;
  const saved = await request.post('/api/v1/addresses', {
    headers: headersOf(token),
    data: { name: 'Meera Nair', phone: '9123456780', address_line_1: '7 Temple Street', is_default: true, ...address },
  });
  expect(saved.ok(), `POST /addresses answered ${saved.status()}`).toBe(true);
  return token;
}

test.describe('delivery at checkout', () => {
  test('fills City and State from the pincode, and refuses an address the store does not serve', async ({ page, request }) => {
    const form = await guestToAddressForm(page, request);
    const pincode = form.getByLabel('Pincode');
    const state = form.getByLabel('State');
    const city = form.getByLabel('City');
    const place = form.getByRole('status');

    await pincode.fill('302001');
    await expect(place).toHaveText('Jaipur, Rajasthan');
    await expect(state).toHaveValue('Rajasthan');
    await expect(city).toHaveValue('Jaipur');

    // The shopper corrects the city: the pincode's answer, given again, leaves it.
    await city.selectOption('Kota');
    await pincode.fill('30200');
    await expect(place).toHaveText('');
    await pincode.fill('302001');
    await expect(place).toHaveText('Jaipur, Rajasthan');
    await expect(city).toHaveValue('Kota');

    // A pincode the store does not serve, in another state: State follows it (still as filled) and City
    // with it (Kota was in the old state); the reason shows at once.
    const islands = await apiCheck(request, '682555');
    await pincode.fill('682555');
    await expect(place).toHaveText('Sorry, we do not deliver to 682555 yet.');
    await expect(state).toHaveValue(islands.state);
    await expect(city).toHaveValue(islands.city);
    await form.getByLabel('Full name').fill('Asha Rao');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('Address (house no., street)').fill('3 Beach Road');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(page, 'new address successfully added!')).toBeVisible();

    // In the book, with the reason; it cannot be chosen, and "Deliver here" says why.
    const reason = 'Sorry, we do not deliver to 682555 yet.';
    const saved = page.getByRole('radio', { name: /3 Beach Road/ });
    await expect(saved).toBeDisabled();
    await expect(saved).toHaveAccessibleDescription(reason);
    const deliverHere = page.getByRole('button', { name: 'Deliver here' });
    await expect(deliverHere).toBeDisabled();
    await expect(deliverHere).toHaveAccessibleDescription(reason);
    await expect(page).toHaveURL(/\/checkout\?step=address$/);
    await expectNoSeriousViolations(page, 'address step with an unserved address');

    // The server refuses it too, whatever the page does.
    const headers = headersOf(await authTokenOf(page));
    const book = (await (await request.get('/api/v1/addresses', { headers })).json()) as { data: { id: number; pincode: string }[] };
    const unserved = book.data.find((a) => a.pincode === '682555');
    const refused = await request.post('/api/v1/carts/add_address', { headers, data: { address_id: unserved?.id } });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { meta: { message: string } }).meta.message).toBe(reason);
  });

  test('does not offer cash on delivery for a 744101 address, and shows the delivery promise', async ({ page, request }) => {
    const form = await guestToAddressForm(page, request);
    await form.getByLabel('Pincode').fill('744101');
    const andaman = await apiCheck(request, '744101');
    await expect(form.getByRole('status')).toHaveText(`${andaman.city}, ${andaman.state}`);
    await expect(form.getByLabel('State')).toHaveValue(andaman.state);
    await expect(form.getByLabel('City')).toHaveValue(andaman.city);
    await form.getByLabel('Full name').fill('Ravi Kumar');
    await form.getByLabel('Phone').fill('9876501234');
    await form.getByLabel('Address (house no., street)').fill('9 Aberdeen Bazaar');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);

    const headers = headersOf(await authTokenOf(page));
    const cart = (await (await request.get('/api/v1/carts', { headers })).json()) as { data: { delivery: DeliveryCheck } };
    await expect(page.getByText(deliveryBy(cart.data.delivery.latest_delivery_date ?? ''))).toBeVisible();
    const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
    await expect(cod).toBeDisabled();
    await expect(cod).toHaveAccessibleDescription('Cash on delivery is not available for this pincode.');
    await expectNoSeriousViolations(page, 'payment step without cash on delivery');
    // A tampered request is refused by the server with the same reason.
    const tampered = await request.put('/api/v1/carts/update_cod_charge', { headers, params: { cod_payment: 'true' } });
    expect(tampered.status()).toBe(422);
    expect(((await tampered.json()) as { meta: { message: string } }).meta.message).toBe('Cash on delivery is not available for this pincode.');
  });

  test('signed in: the default address’s pincode is pre-filled, and the order keeps its delivery promise', async ({ page, request }) => {
    const token = await shopperWithAddress(request, { pincode: '560001', state: 'Karnataka', city: 'Bengaluru' });
    const product = await simpleProduct(request, 1, 0, (rupees) => rupees <= 10_000);
    await openSignedIn(page, token, productPath(product));
    const box = page.getByRole('main').getByRole('region', { name: 'Check delivery' });
    await expect(box.getByLabel('Pincode')).toHaveValue('560001');
    await expect(box.getByRole('status')).toContainText('Cash on delivery available');

    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
    await expect(toast(page, 'Item added to cart!!')).toBeVisible();
    const drawer = await openCartDrawer(page);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=address$/);
    await page.getByRole('button', { name: 'Deliver here' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    const cart = (await (await request.get('/api/v1/carts', { headers: headersOf(token) })).json()) as { data: { delivery: DeliveryCheck } };
    await expect(page.getByText(deliveryBy(cart.data.delivery.latest_delivery_date ?? ''))).toBeVisible();

    const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
    await expect(cod).toBeEnabled();
    await cod.check();
    await expect(page.getByText('COD charge', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expectThankYou(page);
    await page.getByRole('button', { name: 'My Order' }).click();
    await expect(page).toHaveURL(/\/my-account\/orders\/\d+$/);
    const orderId = page.url().split('/').pop();
    const order = (await (await request.get(`/api/v1/orders/${orderId}`, { headers: headersOf(token) })).json()) as {
      data: { delivery_promise: { latest_delivery_date: string } };
    };
    await expect(page.getByRole('main').getByText(deliveryBy(order.data.delivery_promise.latest_delivery_date))).toBeVisible();
  });
});
