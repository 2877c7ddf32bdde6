import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { b2bCustomer, demoCustomer } from '@storefront/sdk/testing';
import { failRequest } from '../../../test-utils/fake-failures';
import { officeAddress as office } from '../../../test-utils/fake-addresses';
import { installFakeApi, signInDemoCustomer } from '../../../test-utils/fake-api';
import type { RootStore } from '../../../stores';
import { renderScreen } from '../../shared/testing/render-screen';
import AccountArea from '..';

const { fake, server } = installFakeApi();

const home = demoCustomer.addresses[0];
const homeName = `Home, ${home.address_line_1}`;
const officeName = `Work, ${office.address_line_1}`;

/** Opens /my-account/addresses for the shopper `signIn` signs in (the demo customer by default). */
async function openAddresses(signIn: (root: RootStore) => Promise<unknown> = signInDemoCustomer) {
  return renderScreen(fake, <AccountArea />, {
    url: '/my-account/addresses',
    path: '/my-account/*',
    prepare: async (root) => {
      await root.settings.load();
      await signIn(root);
    },
  });
}

/** The demo customer with a second, non-default address. */
const withOffice = async (root: RootStore) => {
  await signInDemoCustomer(root);
  await root.sdk.addresses.create(office);
};

/** Fills the new-address form: the state first, then (once its cities have loaded) the city. */
async function fillAddress(form: HTMLElement, values: { name: string; line1: string; state: string; city: string; pincode: string }) {
  fireEvent.change(within(form).getByLabelText(/Full name/), { target: { value: values.name } });
  fireEvent.change(within(form).getByLabelText(/^Phone/), { target: { value: '98765 01234' } });
  fireEvent.change(within(form).getByLabelText(/Address \(house no/), { target: { value: values.line1 } });
  await within(form).findByRole('option', { name: values.state });
  fireEvent.change(within(form).getByLabelText(/^State/), { target: { value: values.state } });
  await within(form).findByRole('option', { name: values.city });
  fireEvent.change(within(form).getByLabelText(/^City/), { target: { value: values.city } });
  fireEvent.change(within(form).getByLabelText(/Pincode/), { target: { value: values.pincode } });
}

const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(name) });

describe('addresses page', () => {
  it('lists the addresses with name, lines, landmark, city, state, pincode, phone, type and the default marker', async () => {
    await openAddresses(withOffice);
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(home.name);
    expect(first).toHaveTextContent('221 Residency Road, Flat 4B, Near City Mall, Bengaluru, Karnataka 560025');
    expect(first).toHaveTextContent(`Phone: ${home.phone}`);
    expect(within(first).getByText('Home')).toBeInTheDocument();
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(within(second).queryByText('Default')).not.toBeInTheDocument();
    expect(within(second).getByText('Work')).toBeInTheDocument();
    // Buttons say which address they act on; the default has no "Set as default".
    expect(within(first).getByRole('button', { name: `Edit address ${homeName}` })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `Delete address ${homeName}` })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Set as default/ })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: `Set as default address ${officeName}` })).toBeInTheDocument();
    expect(document.title).toContain('Addresses');
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page');
  });

  it('with no addresses, says so and offers "Add address"', async () => {
    await openAddresses((root) => root.sdk.auth.login({ email: b2bCustomer.user.email ?? '', password: b2bCustomer.password }));
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByRole('form', { name: 'New address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add address' })).toHaveFocus();
  });

  it('adds an address (state, then its cities) with "new address successfully added!"', async () => {
    const { notifier } = await openAddresses();
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    await fillAddress(form, { name: 'Asha Rao', line1: '12 MG Road', state: 'Maharashtra', city: 'Pune', pincode: '411001' });
    fireEvent.change(within(form).getByLabelText(/Landmark/), { target: { value: 'Opposite the metro' } });
    fireEvent.change(within(form).getByLabelText(/Address type/), { target: { value: 'work' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(notifier.successes).toEqual(['new address successfully added!']));
    const added = await screen.findByRole('listitem', { name: /Asha Rao/ });
    expect(added).toHaveTextContent('12 MG Road, Opposite the metro, Pune, Maharashtra 411001');
    expect(added).toHaveTextContent('Phone: 9876501234');
    expect(within(added).getByRole('button', { name: 'Edit address Work, 12 MG Road' })).toBeInTheDocument();
  });

  it('a refused add toasts "address Error" and keeps what was typed', async () => {
    const { notifier } = await openAddresses();
    failRequest(server, fake, 'post', '/addresses');
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    await fillAddress(form, { name: 'Asha Rao', line1: '12 MG Road', state: 'Delhi', city: 'New Delhi', pincode: '110001' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(notifier.errors).toEqual(['address Error']));
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('Asha Rao');
    expect(within(form).getByLabelText(/^City/)).toHaveValue('New Delhi');
  });

  it('edits an address with "address successfully updated!"', async () => {
    const { notifier } = await openAddresses();
    await screen.findByRole('list', { name: 'Saved addresses' });
    fireEvent.click(within(card(home.name)).getByRole('button', { name: `Edit address ${homeName}` }));
    const form = await screen.findByRole('form', { name: 'Edit address' });
    expect(within(form).getByLabelText(/Address \(house no/)).toHaveValue(home.address_line_1);
    fireEvent.change(within(form).getByLabelText(/Landmark/), { target: { value: 'Behind the bus stand' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(notifier.successes).toEqual(['address successfully updated!']));
    expect(await screen.findByRole('list', { name: 'Saved addresses' })).toHaveTextContent('Behind the bus stand');
  });

  it('deletes only after "Yes" in the dialog naming the address; "No" keeps it', async () => {
    const { notifier } = await openAddresses(withOffice);
    await screen.findByRole('list', { name: 'Saved addresses' });

    fireEvent.click(screen.getByRole('button', { name: `Delete address ${officeName}` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent(`${office.name}, ${office.address_line_1}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(notifier.toasts).toEqual([]);
    expect(screen.getAllByRole('listitem', { name: /Demo Customer/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: `Delete address ${officeName}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(notifier.successes).toEqual(['address successfully deleted!']));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Delete address ${officeName}` })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: `Delete address ${homeName}` })).toBeInTheDocument();
  });

  it('"Set as default" moves the Default marker to that address', async () => {
    const { notifier } = await openAddresses(withOffice);
    await screen.findByRole('list', { name: 'Saved addresses' });
    fireEvent.click(screen.getByRole('button', { name: `Set as default address ${officeName}` }));

    await waitFor(() => expect(notifier.successes).toEqual(['address successfully updated!']));
    await waitFor(() => expect(within(card(office.address_line_1)).getByText('Default')).toBeInTheDocument());
    expect(within(card(home.address_line_1)).queryByText('Default')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Set as default address ${homeName}` })).toBeInTheDocument();
  });

  it('a refused delete toasts "address Error" and the address stays', async () => {
    const { notifier, root } = await openAddresses(withOffice);
    await screen.findByRole('list', { name: 'Saved addresses' });
    const officeId = root.address.addressList.find((a) => a.address_line_1 === office.address_line_1)?.id;
    failRequest(server, fake, 'delete', `/addresses/${officeId}`);

    fireEvent.click(screen.getByRole('button', { name: `Delete address ${officeName}` }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(notifier.errors).toEqual(['address Error']));
    expect(screen.getByRole('button', { name: `Delete address ${officeName}` })).toBeEnabled();
  });

  it('a failed list offers a retry', async () => {
    failRequest(server, fake, 'get', '/addresses', { message: 'Service unavailable' });
    await openAddresses();
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
  });
});
