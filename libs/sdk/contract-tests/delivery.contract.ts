import type { DeliveryCheck, StorefrontSdk } from '../src';
import { CatalogueDiscovery } from './catalogue-discovery';
import { expectSdkError, must, newSdk, registerShopper } from './setup';

// The demo store's rules (the delivery contract): the same answers from the fake and the real API.
const COD_NOT_IN_ZONE = 'Cash on delivery is not available for this pincode.';
const COD_OVER_LIMIT = 'Cash on delivery is available only for orders up to ₹10,000.';

/** Dates are YYYY-MM-DD working days (never a Sunday), earliest first. */
function expectWorkingDayWindow(check: DeliveryCheck) {
  const earliest = must(check.earliest_delivery_date, 'the earliest date');
  const latest = must(check.latest_delivery_date, 'the latest date');
  for (const date of [earliest, latest]) {
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${date}T00:00:00Z`).getUTCDay()).not.toBe(0);
  }
  expect(earliest <= latest).toBe(true);
}

async function addressAt(sdk: StorefrontSdk, pincode: string, city: string, state: string): Promise<number> {
  const { data } = await sdk.addresses.create({
    name: 'Meera Das',
    phone: '9811113333',
    address_line_1: '3 Harbour Road',
    city,
    state,
    pincode,
  });
  return data.address.id;
}

describe('delivery check by pincode', () => {
  it('answers a metro pincode: served, 1-2 working days, COD, with the store\'s city and state', async () => {
    const check = await newSdk().delivery.check({ pincode: '560001' });
    expect(check).toMatchObject({
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
      serviceable: true,
      reason: null,
      cod_available: true,
      cod_reason: null,
    });
    expectWorkingDayWindow(check);
  });

  it('answers the rest of India with COD, and a remote pincode without COD', async () => {
    const sdk = newSdk();
    const jaipur = await sdk.delivery.check({ pincode: '302001' });
    expect(jaipur).toMatchObject({ city: 'Jaipur', state: 'Rajasthan', serviceable: true, cod_available: true });
    expectWorkingDayWindow(jaipur);
    const portBlair = await sdk.delivery.check({ pincode: '744101' });
    expect(portBlair).toMatchObject({
      state: 'Andaman and Nicobar Islands',
      serviceable: true,
      cod_available: false,
      cod_reason: COD_NOT_IN_ZONE,
    });
    expectWorkingDayWindow(portBlair);
    // Remote deliveries take longer than metro ones.
    const metro = await sdk.delivery.check({ pincode: '560001' });
    expect(must(portBlair.latest_delivery_date, 'remote latest') > must(metro.latest_delivery_date, 'metro latest')).toBe(true);
  });

  it('says which pincodes are not served, do not exist or are malformed', async () => {
    const sdk = newSdk();
    expect(await sdk.delivery.check({ pincode: '682555' })).toEqual({
      pincode: '682555',
      city: 'Lakshadweep District',
      state: 'Lakshadweep',
      serviceable: false,
      reason: 'Sorry, we do not deliver to 682555 yet.',
      earliest_delivery_date: null,
      latest_delivery_date: null,
      cod_available: false,
      cod_reason: null,
    });
    await expectSdkError(sdk.delivery.check({ pincode: '100000' }), 404, 'Pincode 100000 does not exist. Please check it.');
    await expectSdkError(sdk.delivery.check({ pincode: '56001' }), 422, 'Please enter a valid 6-digit pincode.');
  });

  it('judges the COD limit on the product price, and on the cart total', async () => {
    const sdk = newSdk();
    const discovery = new CatalogueDiscovery(sdk);
    const cheap = await discovery.simpleInStock({ minStock: 1, below: 10_000 });
    expect(await sdk.delivery.check({ pincode: '560001', productId: cheap.id })).toMatchObject({ cod_available: true });
    const { product, quantity } = await discovery.reachingMinimum(10_001);
    await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity });
    expect(await sdk.delivery.check({ pincode: '560001' })).toMatchObject({ cod_available: false, cod_reason: COD_OVER_LIMIT });
  });
});

describe('delivery at checkout', () => {
  it('refuses an address the store does not deliver to, and fills the cart\'s delivery', async () => {
    const sdk = newSdk();
    await registerShopper(sdk);
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1, below: 5_000 });
    expect((await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 })).data.delivery).toBeNull();
    const island = await addressAt(sdk, '682555', 'Kavaratti', 'Lakshadweep');
    await expectSdkError(sdk.cart.addAddress(island), 422, 'Sorry, we do not deliver to 682555 yet.');
    const home = await addressAt(sdk, '560001', 'Bengaluru', 'Karnataka');
    const { data: cart } = await sdk.cart.addAddress(home);
    expect(cart.delivery).toMatchObject({ pincode: '560001', serviceable: true, cod_available: true });
    expectWorkingDayWindow(must(cart.delivery, 'the cart delivery'));
  });

  it('refuses COD for a zone without it, on the cart and on the order', async () => {
    const sdk = newSdk();
    await registerShopper(sdk);
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1, below: 5_000 });
    await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });
    const portBlair = await addressAt(sdk, '744101', 'Port Blair', 'Andaman and Nicobar Islands');
    const { data: cart } = await sdk.cart.addAddress(portBlair);
    expect(cart.delivery).toMatchObject({ serviceable: true, cod_available: false, cod_reason: COD_NOT_IN_ZONE });
    await expectSdkError(sdk.cart.setCodCharge(true), 422, COD_NOT_IN_ZONE);
    await expectSdkError(sdk.orders.place({ address_id: portBlair, payment_method: 'cod', use_wallet_balance: false }), 422, COD_NOT_IN_ZONE);
  });

  it('fixes the delivery promise on a COD order placed to a metro address', async () => {
    const sdk = newSdk();
    await registerShopper(sdk);
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1, below: 5_000 });
    await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });
    const home = await addressAt(sdk, '400001', 'Mumbai', 'Maharashtra');
    const { data: cart } = await sdk.cart.addAddress(home);
    const { data: order } = await sdk.orders.place({ address_id: home, payment_method: 'cod', use_wallet_balance: false });
    expect(order.delivery_promise).toEqual({
      earliest_delivery_date: cart.delivery?.earliest_delivery_date,
      latest_delivery_date: cart.delivery?.latest_delivery_date,
    });
    const { data: listed } = await sdk.orders.myOrders();
    expect(listed.find((o) => o.id === order.id)?.delivery_promise).toEqual(order.delivery_promise);
  });
});
