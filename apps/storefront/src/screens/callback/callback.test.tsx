import { waitFor } from '@testing-library/react';
import { demoCustomer, nonStickPan } from '@storefront/sdk/testing';
import { createTestStore } from '../../test-utils/test-store';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';
import { renderScreen } from '../shared/testing/render-screen';
import CallbackScreen from '.';

const { fake } = installFakeApi();

describe('payment callback entry', () => {
  it('goes home, replacing the history entry, when there is no action', async () => {
    const { getByTestId, router } = await renderScreen(fake, <CallbackScreen />, { url: '/callbackUrl', path: '/callbackUrl' });
    expect(getByTestId('landed')).toHaveTextContent('/');
    expect(router.historyAction).toBe('REPLACE');
  });

  it('shows the placed order passed in navigation state', async () => {
    const { container } = await renderScreen(fake, <CallbackScreen />, {
      url: {
        pathname: '/callbackUrl',
        search: '?action=place-order',
        state: { id: 7, invoice_number: 'INV-2025-000007', whatsapp_order_link: 'https://wa.me/919800000000?text=x' },
      },
      path: '/callbackUrl',
    });
    expect(container.querySelector('h1')).toHaveTextContent('Thank you! Your order has been placed');
    expect(container).toHaveTextContent('Order ID: INV-2025-000007');
    const texts = Array.from(container.querySelectorAll('button'), (b) => b.textContent);
    expect(texts).toEqual(['Send order to WhatsApp', 'Continue Shopping', 'My Order']);
  });

  it('shows Payment Failed when place-order comes without a result', async () => {
    const { container } = await renderScreen(fake, <CallbackScreen />, {
      url: '/callbackUrl?action=place-order',
      path: '/callbackUrl',
    });
    expect(container.querySelector('h1')).toHaveTextContent('Payment Failed');
    expect(container.querySelector('a')).toHaveAttribute('href', '/checkout?step=payment');
  });
});

describe('redirect payment returns', () => {
  /** A signed-in shopper who started a payment with `method` and left for the provider's page. */
  async function startedPayment(method: 'phonepe' | 'paypal') {
    const token = await signInDemoCustomer(createTestStore(fake).root);
    const shopper = createTestStore(fake, { tokens: { auth_token: token } });
    await shopper.root.cart.add({ item_id: nonStickPan.id, item_type: 'Product', quantity: 1 });
    await shopper.root.sdk.cart.addAddress(demoCustomer.addresses[0].id);
    const started =
      method === 'phonepe'
        ? await shopper.root.sdk.payments.initiatePhonepe({ payment_method: 'phonepe' })
        : await shopper.root.sdk.payments.initiatePaypal({ payment_method: 'paypal' });
    return { token, payment: fake.state.payments.find((p) => p.transactionId === started.data.transaction_id) };
  }

  it('phonepay: the status check shows the paid order and refreshes the cart', async () => {
    const { token, payment } = await startedPayment('phonepe');
    fake.settlePayment(payment?.transactionId ?? '', 'paid');
    const { findByRole, root } = await renderScreen(fake, <CallbackScreen />, {
      url: '/callbackUrl?action=phonepay',
      path: '/callbackUrl',
      tokens: { auth_token: token, isPhonepe: 'true' },
    });
    expect(await findByRole('heading', { name: 'Thank you! Your order has been placed' })).toBeInTheDocument();
    await waitFor(() => expect(root.cart.isEmpty).toBe(true));
    expect(root.auth.isSignedIn).toBe(true);
  });

  it('phonepay declined: "Payment Failed" with "try again"', async () => {
    const { token, payment } = await startedPayment('phonepe');
    fake.settlePayment(payment?.transactionId ?? '', 'failed');
    const { findByRole } = await renderScreen(fake, <CallbackScreen />, {
      url: '/callbackUrl?action=phonepay',
      path: '/callbackUrl',
      tokens: { auth_token: token },
    });
    expect(await findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(await findByRole('link', { name: 'try again' })).toHaveAttribute('href', '/checkout?step=payment');
  });

  it('paypal: executes with paymentId and PayerID and shows the order', async () => {
    const { token, payment } = await startedPayment('paypal');
    fake.settlePayment(payment?.transactionId ?? '', 'paid');
    const { findByRole, findByText } = await renderScreen(fake, <CallbackScreen />, {
      url: `/callbackUrl?action=paypal&paymentId=${payment?.paymentId}&token=EC-1&PayerID=PAYER1`,
      path: '/callbackUrl',
      tokens: { auth_token: token },
    });
    expect(await findByRole('heading', { name: 'Thank you! Your order has been placed' })).toBeInTheDocument();
    expect(await findByText(/^INV-/)).toBeInTheDocument();
  });
});
