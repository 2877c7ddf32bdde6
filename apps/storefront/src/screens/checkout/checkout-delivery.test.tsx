import { fireEvent, waitFor, within } from '@testing-library/react';
import { nonStickPan } from '@storefront/sdk/testing';
import type { RootStore } from '../../stores';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';
import { renderScreen } from '../shared/testing/render-screen';
import CheckoutScreen from '.';

const { fake } = installFakeApi();

const islandAddress = {
  name: 'Demo Customer',
  phone: '9876501234',
  address_line_1: '3 Beach Road',
  city: 'Kavaratti',
  state: 'Lakshadweep',
  pincode: '682555',
} as const;

const andamanAddress = { ...islandAddress, address_line_1: '9 Aberdeen Bazaar', city: 'Port Blair', state: 'Andaman and Nicobar Islands', pincode: '744101' };

/** The demo customer signed in with a pan in the cart, on a checkout step. */
function signedIn(url: string, prepare: (root: RootStore) => Promise<unknown> = async () => undefined) {
  return renderScreen(fake, <CheckoutScreen />, {
    url,
    path: '/checkout',
    prepare: async (root) => {
      await signInDemoCustomer(root);
      await root.settings.load();
      await root.cart.add({ item_id: nonStickPan.id, item_type: 'Product', quantity: 1 });
      await prepare(root);
    },
  });
}

describe('checkout: delivery by pincode', () => {
  it('an address the store does not serve shows why and cannot be chosen', async () => {
    const { findByRole, getByRole } = await signedIn('/checkout?step=address', async (root) => {
      const { data } = await root.sdk.addresses.create(islandAddress);
      root.address.select(data.address.id);
    });
    const island = await findByRole('radio', { name: /3 Beach Road/ });
    await waitFor(() => expect(island).toBeDisabled());
    expect(island).toHaveAccessibleDescription('Sorry, we do not deliver to 682555 yet.');
    const deliverHere = getByRole('button', { name: 'Deliver here' });
    expect(deliverHere).toBeDisabled();
    expect(deliverHere).toHaveAccessibleDescription('Sorry, we do not deliver to 682555 yet.');
    // The served address can still be chosen and delivered to.
    const home = getByRole('radio', { name: /221 Residency Road/ });
    expect(home).toBeEnabled();
    fireEvent.click(home);
    expect(deliverHere).toBeEnabled();
  });

  it('the address form fills City and State from the pincode, and keeps a city the shopper chose', async () => {
    const { findByRole } = await signedIn('/checkout?step=address');
    fireEvent.click(await findByRole('button', { name: 'Add new address' }));
    const form = await findByRole('form', { name: 'New address' });
    const pincode = within(form).getByLabelText(/Pincode/);
    const state = within(form).getByLabelText(/State/);
    const city = within(form).getByLabelText(/City/);
    fireEvent.change(pincode, { target: { value: '560001' } });
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Bengaluru, Karnataka'));
    expect(state).toHaveValue('Karnataka');
    await waitFor(() => expect(city).toHaveValue('Bengaluru'));
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Mysuru' })).toBeInTheDocument());

    // The shopper corrects the city: a later pincode in the same state leaves it.
    fireEvent.change(city, { target: { value: 'Mysuru' } });
    fireEvent.change(pincode, { target: { value: '560038' } });
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Bengaluru, Karnataka'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(city).toHaveValue('Mysuru');
    expect(state).toHaveValue('Karnataka');

    fireEvent.change(pincode, { target: { value: '682555' } });
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Sorry, we do not deliver to 682555 yet.'));
    // State was the pincode's (still as filled), so it follows, and the city with it (the shopper's was
    // in the old state).
    await waitFor(() => expect(state).toHaveValue('Lakshadweep'));
    await waitFor(() => expect(city).toHaveValue('Lakshadweep District'));
  });

  it('payment step: no cash on delivery for a 744101 address, with the reason; the delivery promise shows', async () => {
    const { findByRole, findByText } = await signedIn('/checkout?step=payment', async (root) => {
      const { data } = await root.sdk.addresses.create(andamanAddress);
      await root.sdk.cart.addAddress(data.address.id);
      await root.cart.load();
    });
    const cod = await findByRole('radio', { name: /Cash on Delivery/ });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription('Cash on delivery is not available for this pincode.');
    expect(await findByText(/^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2,3}$/)).toBeInTheDocument();
  });

  it('payment step: cash on delivery is offered where the server allows it', async () => {
    const { findByRole, root } = await signedIn('/checkout?step=payment', async (r) => {
      const { data: book } = await r.sdk.addresses.list();
      await r.sdk.cart.addAddress(book[0].id);
      await r.cart.load();
    });
    expect(root.cart.details?.delivery?.cod_available).toBe(true);
    expect(await findByRole('radio', { name: /Cash on Delivery/ })).toBeEnabled();
  });
});
