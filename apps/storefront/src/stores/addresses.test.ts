import { demoCustomer } from '@storefront/sdk/testing';
import { failRequest } from '../test-utils/fake-failures';
import { officeAddress as office } from '../test-utils/fake-addresses';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';
import { createTestStore } from '../test-utils/test-store';

const { fake, server } = installFakeApi();


/** The demo customer signed in with the book loaded, and a second (non-default) address added. */
async function bookWithTwoAddresses() {
  const store = createTestStore(fake);
  await signInDemoCustomer(store.root);
  const added = await store.root.address.create(office);
  if (!added) throw new Error('could not add the second address');
  store.notifier.toasts.length = 0;
  return { ...store, added, home: demoCustomer.addresses[0] };
}

describe('address book: delete and default', () => {
  it('deletes an address with "address successfully deleted!" and reloads the list', async () => {
    const { root, notifier, added, home } = await bookWithTwoAddresses();
    expect(await root.address.remove(added.id)).toBe(true);
    expect(notifier.successes).toEqual(['address successfully deleted!']);
    expect(root.address.addressList.map((a) => a.id)).toEqual([home.id]);
    expect(root.address.busyAddressId).toBeNull();
  });

  it('deleting the default makes the remaining address the default', async () => {
    const { root, added, home } = await bookWithTwoAddresses();
    await root.address.remove(home.id);
    expect(root.address.addressList).toEqual([expect.objectContaining({ id: added.id, is_default: true })]);
  });

  it('sets the default with PUT /addresses: exactly one default, listed first', async () => {
    const { root, notifier, added, home } = await bookWithTwoAddresses();
    expect(await root.address.setDefault(added.id)).toBe(true);
    expect(notifier.successes).toEqual(['address successfully updated!']);
    expect(root.address.addressList.map((a) => [a.id, a.is_default])).toEqual([
      [added.id, true],
      [home.id, false],
    ]);
  });

  it('a refused delete says "address Error" (or the server’s message) and keeps the address', async () => {
    const { root, notifier, added } = await bookWithTwoAddresses();
    failRequest(server, fake, 'delete', `/addresses/${added.id}`);
    expect(await root.address.remove(added.id)).toBe(false);
    failRequest(server, fake, 'delete', `/addresses/${added.id}`, { status: 404, message: 'Address not found' });
    expect(await root.address.remove(added.id)).toBe(false);
    expect(notifier.errors).toEqual(['address Error', 'Address not found']);
    expect(root.address.addressList.map((a) => a.id)).toContain(added.id);
    expect(root.address.busyAddressId).toBeNull();
  });

  it('a refused default says "address Error" and leaves the old default', async () => {
    const { root, notifier, added, home } = await bookWithTwoAddresses();
    failRequest(server, fake, 'put', '/addresses');
    expect(await root.address.setDefault(added.id)).toBe(false);
    expect(notifier.errors).toEqual(['address Error']);
    expect(root.address.addressList.find((a) => a.is_default)?.id).toBe(home.id);
  });

  it('deleting an unknown address shows the server’s 404 message', async () => {
    const { root, notifier } = await bookWithTwoAddresses();
    expect(await root.address.remove(999_999)).toBe(false);
    expect(notifier.errors).toEqual(['Address not found']);
  });
});
