import { STORAGE_KEYS } from '@storefront/domain';
import type { StorefrontSdk } from '../src';
import { CatalogueDiscovery } from './catalogue-discovery';
import { contractTarget, DEMO, expectSdkError, lastStatus, must, newSdk, registerShopper } from './setup';

const target = contractTarget();

async function addressFor(sdk: StorefrontSdk): Promise<number> {
  const { data } = await sdk.addresses.create({
    name: 'Ravi Kumar',
    phone: '9811112222',
    address_line_1: '7 Temple Street',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600001',
  });
  return data.address.id;
}

describe('cash on delivery order', () => {
  it('places once per cart, lists it, cancels it once, and hides it from another shopper', async () => {
    const sdk = newSdk();
    await registerShopper(sdk);
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1 });
    const cart = await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });
    const addressId = await addressFor(sdk);
    expect((await sdk.cart.addAddress(addressId)).data.address_id).toBe(addressId);
    // The storefront turns the COD charge on when cash on delivery is chosen; the order then costs the same.
    const withCod = await sdk.cart.setCodCharge(true);
    expect(withCod.data.total).toBeCloseTo(cart.data.total + withCod.data.cod_charge, 2);

    const placed = await sdk.orders.place({ address_id: addressId, payment_method: 'cod', use_wallet_balance: false });
    expect(lastStatus('POST', '/orders')).toBe(201);
    expect(placed.data).toMatchObject({ status: 'placed', payment_method: 'cod', can_cancel: true, total: withCod.data.total });
    expect(placed.data.items.map((i) => i.product_id)).toEqual([product.id]);
    expect(placed.data.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);

    const again = await sdk.orders.place({ address_id: addressId, payment_method: 'cod', use_wallet_balance: false });
    expect(lastStatus('POST', '/orders')).toBe(200);
    expect(again.data.id).toBe(placed.data.id);
    expect((await sdk.cart.get()).data.cart_items).toEqual([]);

    const { data: mine, meta } = await sdk.orders.myOrders();
    expect(mine.map((o) => o.id)).toContain(placed.data.id);
    expect(meta.current_page).toBe(1);
    expect((await sdk.orders.get(placed.data.id)).data.address).toMatchObject({ name: 'Ravi Kumar', pincode: '600001' });

    const stranger = newSdk();
    await registerShopper(stranger);
    await expectSdkError(stranger.orders.get(placed.data.id), 404);
    await expectSdkError(stranger.orders.cancel(placed.data.id), 404);
    await expectSdkError(stranger.orders.invoice(placed.data.id), 404);

    // Delivered to Tamil Nadu, which is not the store's state: all the GST is IGST.
    const { data: invoice } = await sdk.orders.invoice(placed.data.id);
    expect(invoice).toMatchObject({ order_id: placed.data.id, invoice_number: placed.data.invoice_number, place_of_supply: 'Tamil Nadu', supply_type: 'inter_state', cgst: 0, sgst: 0, total: placed.data.total });
    expect(invoice.buyer.gstin).toBeNull();
    expect(invoice.igst).toBeGreaterThan(0);
    expect(invoice.lines.reduce((sum, line) => sum + line.gross, 0)).toBeCloseTo(placed.data.total, 2);
    expect(invoice.taxable_value + invoice.total_tax).toBeCloseTo(placed.data.total, 2);

    const cancelled = await sdk.orders.cancel(placed.data.id, 'Ordered by mistake');
    expect(cancelled.data).toMatchObject({ id: placed.data.id, status: 'cancelled', can_cancel: false });
    await expectSdkError(sdk.orders.cancel(placed.data.id), 422);
  });

  it('refuses an empty cart and needs a login', async () => {
    await expectSdkError(newSdk().orders.place({ address_id: 1, payment_method: 'cod', use_wallet_balance: false }), 401);
    const sdk = newSdk();
    await registerShopper(sdk);
    const addressId = await addressFor(sdk);
    await expectSdkError(sdk.orders.place({ address_id: addressId, payment_method: 'cod', use_wallet_balance: false }), 422);
  });
});

describe('guest checkout', () => {
  it('turns the anonymous cart into a guest session that can place an order', async () => {
    const sdk = newSdk();
    await expectSdkError(sdk.auth.guestCheckout(), 401);
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1 });
    await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });

    const session = await sdk.auth.guestCheckout();
    expect(session.data.user.is_guest).toBe(true);
    expect(sdk.tokens.get(STORAGE_KEYS.authToken)).toBe(session.data.token);
    expect(sdk.tokens.get(STORAGE_KEYS.cartToken)).toBeNull();
    expect((await sdk.cart.get()).data.cart_items.map((i) => i.item_id)).toEqual([product.id]);

    // The store asks guests for an e-mail address (guest_email_required, on by default).
    expect((await sdk.settings.get()).data.guest_email_required).toBe(true);
    const noEmail = await expectSdkError(sdk.auth.createGuestUser({ name: 'Guest Shopper', full_phone_number: '9800011122' }), 422);
    expect(noEmail.serverMessage).toBe('email required');
    const { data: guest } = await sdk.auth.createGuestUser({
      name: 'Guest Shopper',
      full_phone_number: '9800011122',
      email: 'guest.shopper@example.in',
    });
    expect(guest).toMatchObject({ name: 'Guest Shopper', is_guest: true, email: 'guest.shopper@example.in' });
    const placed = await sdk.orders.place({ address_id: await addressFor(sdk), payment_method: 'cod', use_wallet_balance: false });
    expect(placed.data.status).toBe('placed');

    // Track order: anyone with the order ID and the e-mail or delivery phone; one answer for any miss.
    const anyone = newSdk();
    for (const contact of ['guest.shopper@example.in', '9811112222']) {
      const { data: tracked } = await anyone.orders.track({ order_id: placed.data.invoice_number, contact });
      expect(tracked).toMatchObject({ order_id: placed.data.invoice_number, status: 'placed', status_label: 'Placed' });
      expect(tracked.timeline[0]).toMatchObject({ status: 'placed', label: 'Placed', state: 'current' });
    }
    const wrong = await expectSdkError(anyone.orders.track({ order_id: placed.data.invoice_number, contact: '9000000001' }), 404);
    const unknown = await expectSdkError(anyone.orders.track({ order_id: 'INV-2099-999999', contact: '9811112222' }), 404);
    expect(wrong.serverMessage).toBe('We could not find an order with these details.');
    expect(unknown.serverMessage).toBe(wrong.serverMessage);
  });
});

describe('leaving guest mode', () => {
  it('hands the cart back under a new cart token, without the guest\'s address, and is for guests only', async () => {
    const sdk = newSdk();
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1 });
    await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });
    await sdk.auth.guestCheckout();
    await sdk.cart.addAddress(await addressFor(sdk));

    const { data } = await sdk.auth.removeGuestUser();
    expect(sdk.tokens.get(STORAGE_KEYS.authToken)).toBeNull();
    expect(sdk.tokens.get(STORAGE_KEYS.cartToken)).toBe(data.cart_token);
    const { data: cart } = await sdk.cart.get();
    expect(cart.cart_items.map((i) => i.item_id)).toEqual([product.id]);
    expect(cart.address_id).toBeNull();

    const registered = newSdk();
    await registerShopper(registered);
    await expectSdkError(registered.auth.removeGuestUser(), 422, 'Only a guest checkout session can do this');
  });
});

/**
 * A delivered order still in its return window, with an SDK signed in as its shopper. A real API cannot be
 * told to deliver: its seed gives the demo customer one. The fake's demo customer has no orders, so there a
 * new shopper's order is delivered with the fake's helper.
 */
async function returnableOrder(): Promise<{ sdk: StorefrontSdk; orderId: number }> {
  const sdk = newSdk();
  if (target.fake) {
    await registerShopper(sdk);
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1 });
    await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });
    const { data: order } = await sdk.orders.place({ address_id: await addressFor(sdk), payment_method: 'cod', use_wallet_balance: false });
    target.fake.setOrderStatus(order.id, 'delivered');
    return { sdk, orderId: order.id };
  }
  await sdk.auth.login({ email: DEMO.email, password: DEMO.password });
  const { data: orders } = await sdk.orders.myOrders({ per_page: 60 });
  for (const summary of orders.filter((o) => o.status === 'delivered')) {
    if ((await sdk.orders.get(summary.id)).data.can_return) return { sdk, orderId: summary.id };
  }
  throw new Error('The demo customer has no returnable order: run the suite on a freshly seeded database');
}

describe('returns', () => {
  it('takes one return request for a delivered order in its window (409 on a second)', async () => {
    const { sdk, orderId } = await returnableOrder();
    const [option] = (await sdk.orders.returnOptions()).data;
    const { data } = await sdk.orders.return(orderId, { return_request: { return_option_id: option.id, comment: '  Arrived damaged  ' } });
    expect(data.message).toBe('Your return request has been submitted');
    expect(data.return_request).toMatchObject({ order_id: orderId, return_option_id: option.id, return_option_title: option.title, comment: 'Arrived damaged', status: 'requested' });
    expect(data.order).toMatchObject({ id: orderId, status: 'return_requested', can_return: false });
    await expectSdkError(
      sdk.orders.return(orderId, { return_request: { return_option_id: option.id } }),
      409,
      'A return has already been requested for this order',
    );
  });

  it('refuses an order that was not delivered (422), an unknown return option (404) and another shopper (404)', async () => {
    const sdk = newSdk();
    await registerShopper(sdk);
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1 });
    await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });
    const { data: order } = await sdk.orders.place({ address_id: await addressFor(sdk), payment_method: 'cod', use_wallet_balance: false });
    const [option] = (await sdk.orders.returnOptions()).data;
    const request = { return_request: { return_option_id: must(option, 'a return option').id } };
    await expectSdkError(sdk.orders.return(order.id, request), 422, 'Only delivered orders can be returned');
    await expectSdkError(sdk.orders.return(order.id, { return_request: { return_option_id: 99_999 } }), 404, 'Return option not found');
    const stranger = newSdk();
    await registerShopper(stranger);
    await expectSdkError(stranger.orders.return(order.id, request), 404);
  });
});
