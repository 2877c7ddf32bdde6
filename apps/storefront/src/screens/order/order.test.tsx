import { installFakeApi } from '../../test-utils/fake-api';
import { renderScreen } from '../shared/testing/render-screen';
import OrderScreen from '.';

const { fake } = installFakeApi();

it('shows the order slug as the heading', async () => {
  const { container } = await renderScreen(fake, <OrderScreen />, { url: '/order/summer-2025', path: '/order/:slug' });
  expect(container.querySelector('h1')).toHaveTextContent('Order summer-2025');
  expect(document.title).toBe('Order summer-2025');
});
