import { fireEvent, waitFor } from '@testing-library/react';
import { demoCustomer, nonStickPan } from '@storefront/sdk/testing';
import type { RootStore } from '../../stores';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';
import { renderScreen } from '../shared/testing/render-screen';
import CheckoutScreen from '.';

const { fake } = installFakeApi();

function renderCheckout(url: string, prepare: (root: RootStore) => Promise<unknown>) {
  return renderScreen(fake, <CheckoutScreen />, { url, path: '/checkout', prepare });
}

describe('checkout entry', () => {
  it('sends an empty cart to /products', async () => {
    const { getByTestId } = await renderCheckout('/checkout?step=address', (root) => root.cart.load());
    await waitFor(() => expect(getByTestId('landed')).toHaveTextContent('/products'));
  });

  it('enters at the address step with a cart token and shows the cart summary', async () => {
    const { container, router, findByText } = await renderCheckout('/checkout', async (root) => {
      await root.settings.load();
      await root.cart.add({ item_id: 104, item_type: 'Product', quantity: 2 });
    });
    await waitFor(() => expect(router.location.search).toBe('?step=address'));
    expect(await findByText('Floral Midi Dress')).toBeInTheDocument();
    expect(container.querySelector('[aria-current="step"]')).toHaveTextContent('Delivery address');
    expect(container).toHaveTextContent('₹1,899.00 each');
    expect(container).toHaveTextContent('₹3,798.00');
  });

  it('offers the login and "Continue as a guest" to a cart-token holder, who needs a session for an address', async () => {
    const { findByRole, getByRole } = await renderCheckout('/checkout?step=address', (root) =>
      root.cart.add({ item_id: 104, item_type: 'Product', quantity: 1 }),
    );
    expect(await findByRole('button', { name: 'Continue as a guest' })).toBeEnabled();
    expect(getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});

describe('checkout steps of a signed-in shopper', () => {
  async function signedIn(url: string) {
    return renderCheckout(url, async (root) => {
      await signInDemoCustomer(root);
      await root.settings.load();
      await root.cart.add({ item_id: nonStickPan.id, item_type: 'Product', quantity: 1 });
    });
  }

  it('address step: the saved address is chosen and "Deliver here" moves to step=payment', async () => {
    const { findByRole, router } = await signedIn('/checkout?step=address');
    const saved = await findByRole('radio', { name: new RegExp(demoCustomer.addresses[0].address_line_1) });
    expect(saved).toBeChecked();
    fireEvent.click(await findByRole('button', { name: 'Deliver here' }));
    await waitFor(() => expect(router.location.search).toBe('?step=payment'));
  });

  it('payment step: "Place order" waits for a method; cash on delivery adds the COD charge', async () => {
    const { findByRole, getByRole, findByText } = await signedIn('/checkout?step=payment');
    const place = await findByRole('button', { name: 'Place order' });
    expect(place).toBeDisabled();
    fireEvent.click(getByRole('radio', { name: /Cash on Delivery/ }));
    expect(await findByText('COD charge')).toBeInTheDocument();
    expect(place).toBeEnabled();
  });

  it('payment step: the summary shows the wallet used, what is paid now and what is left for delivery', async () => {
    const { findByRole, getByRole } = await signedIn('/checkout?step=payment');
    fireEvent.click(await findByRole('radio', { name: /Cards, UPI/ }));
    fireEvent.click(await findByRole('checkbox', { name: /Use wallet balance/ }));
    const amounts = getByRole('group', { name: 'Amounts' });
    await waitFor(() => expect(amounts).toHaveTextContent('Wallet used'));
    await waitFor(() => expect(amounts).toHaveAttribute('aria-busy', 'false'));
    expect(amounts).toHaveTextContent('Pay now');
    expect(amounts).toHaveTextContent('To pay on delivery₹0.00');
  });

  it('payment step: an online method offers full or advance payment with the spec toasts', async () => {
    const { findByRole, getByRole, notifier } = await signedIn('/checkout?step=payment');
    fireEvent.click(await findByRole('radio', { name: /Cards, UPI/ }));
    fireEvent.click(getByRole('radio', { name: /Advance payment/ }));
    await waitFor(() => expect(notifier.successes).toContain('Advance payment Selected'));
    expect(await findByRole('radio', { name: /Advance payment/ })).toBeChecked();
  });
});
