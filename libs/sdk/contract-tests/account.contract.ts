import type { AddressInput } from '../src';
import { CatalogueDiscovery } from './catalogue-discovery';
import { expectSdkError, lastStatus, must, newSdk, registerShopper } from './setup';

describe('wishlist', () => {
  it('is empty without a login, and adding needs one', async () => {
    const sdk = newSdk();
    expect((await sdk.wishlist.list()).data).toEqual({ wishlist_items: [], wishlist_count: 0 });
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1 });
    await expectSdkError(sdk.wishlist.addItem({ item_id: product.id }), 401);
  });

  it('adds a product, lists it, and moves it to the cart', async () => {
    const sdk = newSdk();
    await registerShopper(sdk);
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1 });

    const added = await sdk.wishlist.addItem({ item_id: product.id, item_type: 'Product' });
    const again = await sdk.wishlist.addItem({ item_id: product.id, item_type: 'Product' });
    expect(again.data.wishlist_count).toBe(added.data.wishlist_count);
    const { data: wishlist } = await sdk.wishlist.list();
    const entry = must(wishlist.wishlist_items.find((i) => i.product_id === product.id), 'the wishlist entry');
    expect(entry).toMatchObject({ productable_id: product.id, productable_type: 'Product', product_name: product.name });

    const moved = await sdk.wishlist.moveToCart(entry.id);
    expect(moved.data.wishlist.wishlist_items.some((i) => i.id === entry.id)).toBe(false);
    expect(moved.data.cart.cart_items.find((i) => i.item_id === product.id)?.quantity).toBe(1);
    expect((await sdk.cart.get()).data.cart_items.some((i) => i.item_id === product.id)).toBe(true);
    await expectSdkError(sdk.wishlist.removeItem(entry.id), 404);
  });

  it('removes an entry', async () => {
    const sdk = newSdk();
    await registerShopper(sdk);
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1 });
    const { data } = await sdk.wishlist.addItem({ item_id: product.id });
    const removed = await sdk.wishlist.removeItem(data.wishlist_items[0].id);
    expect(removed.data).toEqual({ wishlist_items: [], wishlist_count: 0 });
  });
});

describe('addresses', () => {
  it('creates, lists, updates and deletes addresses (first one default)', async () => {
    const sdk = newSdk();
    await registerShopper(sdk);
    const { data: states } = await sdk.addresses.states();
    expect(states.length).toBeGreaterThan(0);
    const state = states[0];
    const { data: byId } = await sdk.addresses.cities(state.id);
    const { data: byCode } = await sdk.addresses.cities(state.code);
    expect(byCode.cities).toEqual(byId.cities);
    const city = byId.cities[0]?.name ?? 'Mumbai';

    const home: AddressInput = {
      name: 'Asha Rao',
      phone: '9812345678',
      address_line_1: '14 Lake View Road',
      city,
      state: state.name,
      pincode: '400001',
    };
    const first = await sdk.addresses.create(home);
    expect(lastStatus('POST', '/addresses')).toBe(201);
    expect(first.data.address).toMatchObject({ ...home, address_type: 'home', is_default: true });
    const second = await sdk.addresses.create({ ...home, address_line_1: '2 Office Park', address_type: 'work' });
    expect(second.data.address.is_default).toBe(false);

    const { data: list } = await sdk.addresses.list();
    expect(list.map((a) => a.id)).toEqual([first.data.address.id, second.data.address.id]);

    const updated = await sdk.addresses.update({ id: second.data.address.id, landmark: 'Opposite the bus depot' });
    expect(updated.data.address).toMatchObject({ id: second.data.address.id, landmark: 'Opposite the bus depot', address_type: 'work' });

    expect((await sdk.addresses.delete(second.data.address.id)).data).toEqual({ id: second.data.address.id });
    const third = await sdk.addresses.create({ ...home, address_line_1: '9 Hill Road' });
    expect((await sdk.addresses.removeFromUser(third.data.address.id)).data).toEqual({ id: third.data.address.id });
    expect((await sdk.addresses.list()).data.map((a) => a.id)).toEqual([first.data.address.id]);
    await expectSdkError(sdk.addresses.delete(third.data.address.id), 404);
  });

  it('needs a login, and refuses invalid fields with 400', async () => {
    const sdk = newSdk();
    await expectSdkError(sdk.addresses.list(), 401);
    await registerShopper(sdk);
    const error = await expectSdkError(
      sdk.addresses.create({ name: 'X', phone: '12345', address_line_1: 'a', city: 'b', state: 'c', pincode: '012345' }),
      400,
    );
    expect(error.fieldErrors.map((e) => e.field)).toEqual(expect.arrayContaining(['phone', 'pincode']));
  });

  it('never shows another shopper\'s address', async () => {
    const owner = newSdk();
    await registerShopper(owner);
    const { data } = await owner.addresses.create({
      name: 'Owner',
      phone: '9812345678',
      address_line_1: '1 Main Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    });
    const stranger = newSdk();
    await registerShopper(stranger);
    await expectSdkError(stranger.addresses.update({ id: data.address.id, name: 'Mine now' }), 404);
    await expectSdkError(stranger.addresses.delete(data.address.id), 404);
  });
});

describe('profile and wallet', () => {
  it('reads and updates the signed-in shopper, and reads the wallet', async () => {
    const sdk = newSdk();
    const shopper = await registerShopper(sdk);
    expect((await sdk.account.currentUser()).data).toMatchObject({ email: shopper.email, is_guest: false });
    const { data } = await sdk.account.updateCurrentUser({ name: 'Renamed Shopper' });
    expect(data.name).toBe('Renamed Shopper');
    const wallet = await sdk.wallet.get();
    expect(wallet.data.balance).toBeGreaterThanOrEqual(0);
    await expectSdkError(newSdk().account.currentUser(), 401);
  });
});
