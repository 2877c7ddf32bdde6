import { demoCustomer, nonStickPan } from '@storefront/sdk/testing';
import type { CardCheckoutOptions, CardCheckoutOutcome, PaymentWindow } from '../stores';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';
import { createTestStore } from '../test-utils/test-store';

const { fake } = installFakeApi();

/** Plays the provider: the popup answers what the test says; redirects are recorded. */
function providerWindow(answer: (options: CardCheckoutOptions) => CardCheckoutOutcome) {
  const opened: { scriptUrl: string; options: CardCheckoutOptions }[] = [];
  const redirects: string[] = [];
  const window: PaymentWindow = {
    openCardCheckout: async (scriptUrl, options) => {
      opened.push({ scriptUrl, options });
      return answer(options);
    },
    redirect: (url) => void redirects.push(url),
  };
  return { window, opened, redirects };
}

async function readyToPay(paymentWindow: PaymentWindow) {
  const token = await signInDemoCustomer(createTestStore(fake).root);
  const store = createTestStore(fake, { tokens: { auth_token: token }, paymentWindow });
  await store.root.start();
  await store.root.cart.add({ item_id: nonStickPan.id, item_type: 'Product', quantity: 1 });
  await store.root.checkout.saveAddressOnOrder(demoCustomer.addresses[0].id);
  store.navigator.calls.length = 0;
  return store;
}

describe('card/UPI popup', () => {
  it('opens the provider script with total x 100 paise in INR, verifies the signature and shows the order', async () => {
    const provider = providerWindow((options) => ({
      status: 'paid',
      payment_id: 'pay_test_1',
      order_id: options.order_id,
      signature: fake.sandboxSignature(options.order_id, 'pay_test_1'),
    }));
    const { root, navigator, notifier } = await readyToPay(provider.window);
    const total = root.cart.details?.total ?? 0;

    await Promise.all([root.payments.payByCard(), root.payments.payByCard()]);

    expect(provider.opened).toHaveLength(1);
    expect(provider.opened[0].scriptUrl).toMatch(/checkout\.js$/);
    expect(provider.opened[0].options).toMatchObject({ amount: Math.round(total * 100), currency: 'INR' });
    const last = navigator.calls.at(-1);
    expect(last?.to).toBe('/callbackUrl?action=place-order');
    expect((last?.options?.state as { order: { payment_status: string } }).order.payment_status).toBe('paid');
    expect(notifier.successes).toContain('your order successfully placed');
    expect(root.cart.isEmpty).toBe(true);
    expect(root.payments.paying).toBe(false);
  });

  it('a declined or dismissed popup goes to the "Payment Failed" view and the cart stays', async () => {
    const provider = providerWindow(() => ({ status: 'failed' }));
    const { root, navigator } = await readyToPay(provider.window);

    await root.payments.payByCard();

    expect(navigator.calls.at(-1)).toEqual({ to: '/callbackUrl?action=place-order', options: { state: null } });
    expect(root.cart.isEmpty).toBe(false);
    expect(root.payments.paying).toBe(false);
  });
});

describe('redirect providers', () => {
  it('mobile wallet: sets isPhonepe, leaves for data.url; on return the status check shows the paid order', async () => {
    const provider = providerWindow(() => ({ status: 'failed' }));
    const { root, tokenStore } = await readyToPay(provider.window);

    await root.payments.pay('phonepe');

    expect(tokenStore.get('isPhonepe')).toBe('true');
    expect(provider.redirects).toHaveLength(1);
    const payment = fake.state.payments.at(-1);
    fake.settlePayment(payment?.transactionId ?? '', 'paid');

    await root.payments.confirmPhonepe();
    expect(root.payments.confirmation).toMatchObject({ status: 'paid', order: { status: 'placed' } });
    expect(tokenStore.get('isPhonepe')).toBeNull();

    // A reload of the callback page asks again and gets the same order: nothing is charged twice.
    const first = root.payments.confirmation.status === 'paid' ? root.payments.confirmation.order.id : null;
    await root.payments.confirmPhonepe();
    expect(root.payments.confirmation).toMatchObject({ status: 'paid', order: { id: first } });
  });

  it('mobile wallet declined: the failed view', async () => {
    const { root } = await readyToPay(providerWindow(() => ({ status: 'failed' })).window);
    await root.payments.pay('phonepe');
    fake.settlePayment(fake.state.payments.at(-1)?.transactionId ?? '', 'failed');
    await root.payments.confirmPhonepe();
    expect(root.payments.confirmation.status).toBe('failed');
  });

  it('global provider: leaves for approval_url; execute with paymentId and PayerID shows the order', async () => {
    const provider = providerWindow(() => ({ status: 'failed' }));
    const { root } = await readyToPay(provider.window);

    await root.payments.pay('paypal');
    expect(provider.redirects[0]).toContain('approve');
    const payment = fake.state.payments.at(-1);
    fake.settlePayment(payment?.transactionId ?? '', 'paid');

    await root.payments.executePaypal(payment?.paymentId ?? '', 'PAYER1');
    expect(root.payments.confirmation).toMatchObject({ status: 'paid', order: { payment_status: 'paid' } });
  });

  it('a return without paymentId or PayerID (cancelled) is the failed view', async () => {
    const { root } = await readyToPay(providerWindow(() => ({ status: 'failed' })).window);
    await root.payments.executePaypal(null, null);
    expect(root.payments.confirmation.status).toBe('failed');
  });
});
