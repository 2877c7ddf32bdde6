import { floralDress } from '@storefront/sdk/testing';
import type { Timers } from '../stores';
import { installFakeApi } from '../test-utils/fake-api';
import { createTestStore } from '../test-utils/test-store';

const { fake } = installFakeApi();

const instantTimers: Timers = {
  setTimeout: (run) => {
    queueMicrotask(run);
    return 0;
  },
  clearTimeout: () => undefined,
};

/** A guest on the address step with one saved address. */
async function guestWithAddress() {
  const store = createTestStore(fake, { timers: instantTimers });
  const { root } = store;
  await root.settings.load();
  await root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 1 });
  await root.checkout.continueAsGuest();
  const { data } = await root.sdk.addresses.create({
    name: 'Asha Rao',
    phone: '9876543210',
    address_line_1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  });
  await root.address.load();
  return { ...store, addressId: data.address.id };
}

describe('the guest e-mail on the address step', () => {
  it('is required: "email required", then "Invalid email address"; the address does not go on the order', async () => {
    const { root, addressId, navigator } = await guestWithAddress();
    expect(await root.checkout.saveAddressOnOrder(addressId)).toBe(false);
    expect(root.guestContact.error).toBe('email required');
    root.guestContact.setEmail('asha@shop');
    expect(await root.checkout.saveAddressOnOrder(addressId)).toBe(false);
    expect(root.guestContact.error).toBe('Invalid email address');
    expect(root.guestContact.email).toBe('asha@shop');
    expect(navigator.calls.map((c) => c.to)).toEqual(['/checkout?step=address']);
  });

  it('is recorded on the guest with the address name and phone, then step=payment', async () => {
    const { root, addressId, navigator } = await guestWithAddress();
    root.guestContact.setEmail('Asha.Rao@example.in');
    expect(await root.checkout.saveAddressOnOrder(addressId)).toBe(true);
    expect(root.guestContact.error).toBeNull();
    expect(root.auth.user).toMatchObject({ is_guest: true, name: 'Asha Rao', full_phone_number: '9876543210', email: 'Asha.Rao@example.in' });
    expect(navigator.calls.at(-1)?.to).toBe('/checkout?step=payment');
  });
});
