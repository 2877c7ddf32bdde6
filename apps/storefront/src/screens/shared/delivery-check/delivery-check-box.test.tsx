import { fireEvent, waitFor, within } from '@testing-library/react';
import { nonStickPan } from '@storefront/sdk/testing';
import { installFakeApi } from '../../../test-utils/fake-api';
import { PINCODE_STORAGE_KEY } from '../../../stores/support/pincode-memory';
import { renderScreen } from '../testing/render-screen';
import { DeliveryCheckBox } from './delivery-check-box';
import { LazyDeliveryCheckBox } from './lazy-delivery-check-box';

const { fake, server } = installFakeApi();

function renderBox() {
  return renderScreen(fake, <DeliveryCheckBox productId={nonStickPan.id} />, { url: '/', path: '/' });
}

describe('Check delivery box', () => {
  const asked: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/delivery/check')) asked.push(url.searchParams.get('pincode') ?? '');
  };
  beforeEach(() => {
    asked.length = 0;
    localStorage.clear();
    server.events.on('request:start', onRequest);
  });
  afterEach(() => server.events.removeListener('request:start', onRequest));

  const parts = async () => {
    const view = await renderBox();
    const region = view.getByRole('region', { name: 'Check delivery' });
    const input = within(region).getByLabelText('Pincode');
    return { ...view, region, input, status: within(region).getByRole('status'), alert: within(region).getByRole('alert') };
  };

  it('is a numeric postal-code box of six characters with a "Check" button', async () => {
    const { input, region } = await parts();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Check' })).toBeEnabled());
  });

  it('checks six typed digits after a pause: place, "Delivery by ..." and cash on delivery', async () => {
    const { input, status } = await parts();
    fireEvent.change(input, { target: { value: '560001' } });
    await waitFor(() => expect(status).toHaveTextContent('Cash on delivery available'));
    expect(status).toHaveTextContent(/Karnataka/);
    expect(status).toHaveTextContent(/Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2,3}/);
    expect(asked).toEqual(['560001']);
  });

  it('answers a malformed pincode at once on Enter, as an alert described on the box, without a request', async () => {
    const { input, alert } = await parts();
    fireEvent.change(input, { target: { value: '56001' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(alert).toHaveTextContent('Please enter a valid 6-digit pincode.');
    expect(input).toHaveAccessibleDescription('Please enter a valid 6-digit pincode.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);
  });

  it('says why a pincode is not served, or does not exist, as an alert', async () => {
    const { input, alert, status } = await parts();
    fireEvent.change(input, { target: { value: '682555' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(alert).toHaveTextContent('Sorry, we do not deliver to 682555 yet.'));
    expect(status).not.toHaveTextContent('Delivery by');
    fireEvent.change(input, { target: { value: '100000' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(alert).toHaveTextContent('Pincode 100000 does not exist. Please check it.'));
  });

  it('shows the server’s reason when cash on delivery is not offered', async () => {
    const { input, status } = await parts();
    fireEvent.change(input, { target: { value: '744101' } });
    await waitFor(() => expect(status).toHaveTextContent('Cash on delivery is not available for this pincode.'));
    expect(status).toHaveTextContent(/Delivery by/);
  });

  it('asks once for a pincode checked again (Enter after the pause, typed again)', async () => {
    const { input, status } = await parts();
    fireEvent.change(input, { target: { value: '302001' } });
    await waitFor(() => expect(status).toHaveTextContent('Jaipur, Rajasthan'));
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    fireEvent.change(input, { target: { value: '30200' } });
    fireEvent.change(input, { target: { value: '302001' } });
    await waitFor(() => expect(status).toHaveTextContent('Jaipur, Rajasthan'));
    expect(asked).toEqual(['302001']);
  });

  it('pre-fills and checks the pincode remembered from an earlier visit', async () => {
    localStorage.setItem(PINCODE_STORAGE_KEY, '302001');
    const { input, status } = await parts();
    await waitFor(() => expect(input).toHaveValue('302001'));
    await waitFor(() => expect(status).toHaveTextContent('Jaipur, Rajasthan'));
  });

  it('is loaded once the page is live, in place of a frame that holds its room', async () => {
    const { findByRole } = await renderScreen(fake, <LazyDeliveryCheckBox productId={nonStickPan.id} />, { url: '/', path: '/' });
    const region = await findByRole('region', { name: 'Check delivery' });
    expect(within(region).getByLabelText('Pincode')).toHaveValue('');
  });
});
