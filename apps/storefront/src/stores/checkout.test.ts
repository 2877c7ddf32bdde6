import { when } from 'mobx';
import { demoCustomer, floralDress, flat100, masalaChai, nonStickPan } from '@storefront/sdk/testing';
import type { Timers } from '../stores';
import { failRequest } from '../test-utils/fake-failures';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';
import { createTestStore, type TestStoreOptions } from '../test-utils/test-store';

const { fake, server } = installFakeApi();

/** Timers that run at once and remember the delays asked for. */
function instantTimers(): Timers & { delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    setTimeout: (run, ms) => {
      delays.push(ms);
      queueMicrotask(run);
      return 0;
    },
    clearTimeout: () => undefined,
  };
}

/** Until the latest charges request has answered. */
async function waitForCharges(root: { checkout: { chargesLoading: boolean } }) {
  await when(() => !root.checkout.chargesLoading);
}

async function signedInStore(options: TestStoreOptions = {}) {
  const token = await signInDemoCustomer(createTestStore(fake).root);
  const store = createTestStore(fake, { ...options, tokens: { auth_token: token } });
  await store.root.start();
  return store;
}

describe('guest mode', () => {
  it('after 1 s stores isGuestUser, swaps the cart token for the guest auth token and goes to step=address', async () => {
    const timers = instantTimers();
    const { root, tokenStore, navigator } = createTestStore(fake, { timers });
    await root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 1 });

    expect(await root.checkout.continueAsGuest()).toBe(true);

    expect(timers.delays).toContain(1000);
    expect(tokenStore.get('isGuestUser')).toBe('true');
    expect(tokenStore.get('auth_token')).toEqual(expect.any(String));
    expect(tokenStore.get('cart_token')).toBeNull();
    expect(root.auth.isGuestUser).toBe(true);
    expect(navigator.calls.map((c) => c.to)).toEqual(['/checkout?step=address']);
    expect(root.auth.user?.is_guest).toBe(true);
    expect((await root.sdk.cart.get()).data.cart_items.map((i) => i.product_id)).toEqual([floralDress.id]);
  });

  it('a failure clears the flag and says "Something went wrong!!"', async () => {
    const { root, tokenStore, notifier, navigator } = createTestStore(fake, { timers: instantTimers() });
    failRequest(server, fake, 'post', '/carts/guest_checkout');

    expect(await root.checkout.continueAsGuest()).toBe(false);

    expect(tokenStore.get('isGuestUser')).toBeNull();
    expect(notifier.errors).toEqual(['Something went wrong!!']);
    expect(navigator.calls).toEqual([]);
    expect(root.checkout.guestLoading).toBe(false);
  });
});

describe('address step', () => {
  it('chooses the saved default address and saving it on the order reloads the cart and goes to step=payment', async () => {
    const { root, navigator } = await signedInStore();
    await root.cart.add({ item_id: nonStickPan.id, item_type: 'Product', quantity: 1 });
    await root.address.load();
    expect(root.address.selectedAddress?.id).toBe(demoCustomer.addresses[0].id);

    expect(await root.checkout.saveAddressOnOrder(demoCustomer.addresses[0].id)).toBe(true);

    expect(root.cart.details?.address_id).toBe(demoCustomer.addresses[0].id);
    expect(navigator.calls.map((c) => c.to)).toEqual(['/checkout?step=payment']);
  });

  it('adds an address with "new address successfully added!" and chooses it; cities come by state', async () => {
    const { root, notifier } = await signedInStore();
    await root.address.loadStates();
    const state = root.address.states.find((s) => s.name === 'Maharashtra');
    expect(state).toMatchObject({ name: 'Maharashtra', id: expect.any(Number) });
    await root.address.loadCities('Maharashtra');
    expect(root.address.cities.length).toBeGreaterThan(0);
    const city = root.address.cities[0].name;

    const created = await root.address.create({
      name: 'Asha Rao',
      phone: '9876501234',
      address_line_1: '5 Marine Drive',
      city,
      state: 'Maharashtra',
      pincode: '400001',
      address_type: 'work',
    });

    expect(notifier.successes).toContain('new address successfully added!');
    expect(root.address.selectedAddressId).toBe(created?.id);
    expect(root.address.addressList.map((a) => a.id)).toContain(created?.id);
  });

  it('a refused address says the server message or "address Error" and keeps the list', async () => {
    const { root, notifier } = await signedInStore();
    await root.address.load();
    failRequest(server, fake, 'post', '/addresses');
    expect(await root.address.create({ name: 'X', phone: '9876501234', address_line_1: 'Y', city: 'Pune', state: 'Maharashtra', pincode: '411001' })).toBeNull();
    expect(notifier.errors).toEqual(['address Error']);
    expect(root.address.addressList).toHaveLength(demoCustomer.addresses.length);
  });
});

describe('payment step', () => {
  async function atPaymentStep(productId = nonStickPan.id) {
    const store = await signedInStore();
    await store.root.cart.add({ item_id: productId, item_type: 'Product', quantity: 1 });
    await store.root.checkout.saveAddressOnOrder(demoCustomer.addresses[0].id);
    return store;
  }

  it('cash on delivery adds the COD charge and another method takes it off', async () => {
    const { root } = await atPaymentStep();
    const before = root.cart.details?.total ?? 0;
    await root.checkout.choosePaymentMethod('cod');
    expect(root.cart.details?.cod_payment).toBe(true);
    expect(root.cart.details?.total).toBeCloseTo(before + (root.cart.details?.cod_charge ?? 0));
    await root.checkout.choosePaymentMethod('razorpay');
    expect(root.cart.details?.cod_payment).toBe(false);
    expect(root.cart.details?.total).toBeCloseTo(before);
  });

  it('advance or full payment: "Advance payment Selected" / "Full Payment Selected"', async () => {
    const { root, notifier } = await atPaymentStep();
    await root.checkout.chooseAdvancePayment(true);
    expect(root.cart.details?.make_advance_payment).toBe(true);
    expect(root.cart.details?.advance_payment_amount).toBeGreaterThan(0);
    await root.checkout.chooseAdvancePayment(false);
    expect(notifier.successes.slice(-2)).toEqual(['Advance payment Selected', 'Full Payment Selected']);
  });

  it('places a COD order once even when asked twice at once, then shows it on the callback page', async () => {
    const { root, notifier, navigator } = await atPaymentStep();
    await root.checkout.choosePaymentMethod('cod');

    const [first, second] = await Promise.all([root.placeOrder.place(), root.placeOrder.place()]);

    expect(second).toBeNull();
    expect(first).toMatchObject({ payment_method: 'cod', status: 'placed' });
    expect(notifier.successes).toContain('your order successfully placed');
    expect(root.cart.isEmpty).toBe(true);
    expect(navigator.calls.at(-1)).toEqual({ to: '/callbackUrl?action=place-order', options: { state: { order: first } } });
    expect((await root.sdk.orders.myOrders()).data.map((o) => o.id)).toEqual([first?.id]);
  });

  it('the wallet alone pays an order it covers', async () => {
    const { root } = await atPaymentStep(masalaChai.id);
    await root.checkout.loadWallet();
    expect(root.checkout.walletBalance).toBe(demoCustomer.user.wallet_balance);
    root.checkout.setUseWallet(true);
    // Whether the wallet covers the order is the server's answer (GET /carts/checkout_charges).
    await root.checkout.loadCharges();
    expect(root.checkout.walletCoversTotal).toBe(true);
    expect(await root.placeOrder.place()).toMatchObject({ payment_method: 'wallet', payment_status: 'paid' });
  });

  it('the wallet with cash on delivery pays part now', async () => {
    const { root } = await atPaymentStep();
    await root.checkout.loadWallet();
    root.checkout.setUseWallet(true);
    await root.checkout.choosePaymentMethod('cod');
    await root.checkout.loadCharges();
    expect(root.checkout.walletCoversTotal).toBe(false);
    expect(await root.placeOrder.place()).toMatchObject({
      payment_method: 'cod',
      payment_status: 'partially_paid',
      wallet_amount_used: demoCustomer.user.wallet_balance,
    });
  });
});

describe('checkout charges', () => {
  it('shows the server split for the latest choices: wallet, advance online and the rest on delivery', async () => {
    const store = await signedInStore();
    const { root } = store;
    await root.cart.add({ item_id: nonStickPan.id, item_type: 'Product', quantity: 2 });
    await root.checkout.saveAddressOnOrder(demoCustomer.addresses[0].id);
    const stop = root.checkout.watchCharges();
    await root.checkout.choosePaymentMethod('razorpay');
    await root.checkout.chooseAdvancePayment(true);
    root.checkout.setUseWallet(true);
    await waitForCharges(root);
    const charges = root.checkout.charges;
    stop();

    expect(charges).toMatchObject({ payment_method: 'razorpay', make_advance_payment: true, wallet_amount_used: demoCustomer.user.wallet_balance });
    const paise = (rupees = 0) => Math.round(rupees * 100);
    expect(paise(charges?.wallet_amount_used) + paise(charges?.pay_online_now) + paise(charges?.due_on_delivery)).toBe(paise(charges?.total));
    expect(charges?.pay_online_now).toBe(charges?.advance_payment_amount);
  });
});

describe('coupon gate', () => {
  it('with coupons_require_online_payment, waits for a method other than cod', async () => {
    fake.state.settings.coupons_require_online_payment = true;
    const { root } = await signedInStore();
    expect(root.coupons.gate).toEqual({ disabled: true, hint: 'Please select a payment method' });
    root.checkout.paymentMethod = 'cod';
    expect(root.coupons.gate).toEqual({ disabled: true, hint: 'Cannot apply coupon on COD payments' });
    expect(await root.coupons.apply(flat100.code)).toBe(false);
    root.checkout.paymentMethod = 'razorpay';
    expect(root.coupons.gate).toBe('allowed');
  });

  it('without the setting, a signed-out shopper is asked to log in first', async () => {
    const { root } = createTestStore(fake);
    await root.start();
    expect(root.coupons.gate).toBe('login-required');
    expect(await root.coupons.apply(flat100.code)).toBe(false);
    expect(root.ui.signInPromptOpen).toBe(true);
  });
});
