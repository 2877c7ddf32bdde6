import { waitFor } from '@testing-library/react';
import type { RootStore } from '../../stores';
import { installFakeApi } from '../../test-utils/fake-api';
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
    expect(container).toHaveTextContent('2 × ₹1,899.00');
    expect(container).toHaveTextContent('₹3,798.00');
    expect(container.querySelector('[role="note"]')).toHaveTextContent('come next');
  });
});
