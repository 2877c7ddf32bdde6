import { installFakeApi } from '../../test-utils/fake-api';
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
