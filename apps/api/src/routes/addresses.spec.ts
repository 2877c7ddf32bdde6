import { SUCCESS_MESSAGES } from '@storefront/domain';
import { createCart } from '../testing/commerce-fixtures';
import { createShopper, expireSession, type TestShopper } from '../testing/shoppers';
import { expectContractResponse, forEachDatabase } from '../testing';

const home = {
  name: 'Asha Verma',
  phone: '9123456789',
  address_line_1: '221 MG Road',
  address_line_2: 'Flat 4B',
  landmark: 'Near the metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

forEachDatabase('addresses', (server) => {
  let shopper: TestShopper;
  let stranger: TestShopper;
  beforeAll(async () => {
    shopper = await createShopper(server.db);
    stranger = await createShopper(server.db);
  });

  const create = (token: string, json: Record<string, unknown> = home) => server.api.post('/addresses', { json, token });
  const list = async (token: string) => (await server.api.get('/addresses', { token })).body.data as { id: number; is_default: boolean }[];

  it('creates an address (home by default), the first becoming the default', async () => {
    const owner = await createShopper(server.db);
    const response = await create(owner.token);
    expect(response.status).toBe(201);
    expectContractResponse('createAddress', response);
    expect(response.body.meta.message).toBe(SUCCESS_MESSAGES.addressAdded);
    expect(response.body.data.address).toMatchObject({ ...home, address_type: 'home', is_default: true });
    const second = await create(owner.token, { ...home, address_type: 'work', address_line_2: null });
    expect(second.body.data.address).toMatchObject({ address_type: 'work', is_default: false, address_line_2: null, landmark: 'Near the metro' });
    const listed = await server.api.get('/addresses', { token: owner.token });
    expectContractResponse('listAddresses', listed);
    expect(listed.body.data.map((a: { id: number }) => a.id)).toEqual([response.body.data.address.id, second.body.data.address.id]);
  });

  it('moves the default to a new address sent with is_default, listing it first', async () => {
    const owner = await createShopper(server.db);
    const first = (await create(owner.token)).body.data.address;
    const second = (await create(owner.token, { ...home, is_default: true })).body.data.address;
    expect(second.is_default).toBe(true);
    expect(await list(owner.token)).toEqual([
      expect.objectContaining({ id: second.id, is_default: true }),
      expect.objectContaining({ id: first.id, is_default: false }),
    ]);
  });

  it('stores the state by its listed name, from the name in any case or the code', async () => {
    const owner = await createShopper(server.db);
    expect((await create(owner.token, { ...home, state: 'KA' })).body.data.address.state).toBe('Karnataka');
    expect((await create(owner.token, { ...home, state: 'tamil nadu' })).body.data.address.state).toBe('Tamil Nadu');
  });

  it('answers 400 for invalid fields, with the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...home, pincode: '012345' }, 'pincode'],
      [{ ...home, pincode: '56001' }, 'pincode'],
      [{ ...home, phone: '91234' }, 'phone'],
      [{ ...home, phone: '+919123456789' }, 'phone'],
      [{ ...home, state: 'Atlantis' }, 'state'],
      [{ ...home, name: '  ' }, 'name'],
      [{ ...home, address_type: 'office' }, 'address_type'],
      [{ ...home, user_id: stranger.user.id }, 'user_id'],
      [{ name: 'x' }, 'phone'],
    ];
    for (const [json, field] of cases) {
      const response = await create(shopper.token, json);
      expect(response.status).toBe(400);
      expectContractResponse('createAddress', response);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('answers 422 beyond 20 addresses', async () => {
    const owner = await createShopper(server.db);
    for (let n = 1; n <= 20; n++) expect((await create(owner.token)).status).toBe(201);
    const response = await create(owner.token);
    expect(response.status).toBe(422);
    expectContractResponse('createAddress', response);
    expect(response.body.meta.message).toBe('You can save at most 20 addresses');
  });

  it('updates only the fields sent', async () => {
    const owner = await createShopper(server.db);
    const address = (await create(owner.token)).body.data.address;
    const response = await server.api.put('/addresses', {
      json: { id: address.id, city: 'Mysuru', pincode: '570001', landmark: null },
      token: owner.token,
    });
    expect(response.status).toBe(200);
    expectContractResponse('updateAddress', response);
    expect(response.body.meta.message).toBe(SUCCESS_MESSAGES.addressUpdated);
    expect(response.body.data.address).toEqual({ ...address, city: 'Mysuru', pincode: '570001', landmark: null });
    const invalid = await server.api.put('/addresses', { json: { id: address.id }, token: owner.token });
    expect(invalid.status).toBe(400);
    const badState = await server.api.put('/addresses', { json: { id: address.id, state: 'Atlantis' }, token: owner.token });
    expect(badState.status).toBe(400);
  });

  it('moves the default on update, and unsetting it hands it to another address', async () => {
    const owner = await createShopper(server.db);
    const first = (await create(owner.token)).body.data.address;
    const second = (await create(owner.token)).body.data.address;
    await server.api.put('/addresses', { json: { id: second.id, is_default: true }, token: owner.token });
    expect((await list(owner.token)).map((a) => [a.id, a.is_default])).toEqual([[second.id, true], [first.id, false]]);
    await server.api.put('/addresses', { json: { id: second.id, is_default: false }, token: owner.token });
    expect((await list(owner.token)).map((a) => [a.id, a.is_default])).toEqual([[first.id, true], [second.id, false]]);
  });

  it('deletes an address by path or query, clearing it from the cart and promoting a new default', async () => {
    const owner = await createShopper(server.db);
    const first = (await create(owner.token)).body.data.address;
    const second = (await create(owner.token)).body.data.address;
    const third = (await create(owner.token)).body.data.address;
    const { cartId } = await createCart(server.db, [], owner.user.id);
    await server.db.updateTable('carts').set({ address_id: first.id }).where('id', '=', cartId).execute();

    const byPath = await server.api.delete(`/addresses/${first.id}`, { token: owner.token });
    expect(byPath.status).toBe(200);
    expectContractResponse('deleteAddress', byPath);
    expect(byPath.body).toEqual({ data: { id: first.id }, meta: { message: SUCCESS_MESSAGES.addressDeleted } });
    const cart = await server.db.selectFrom('carts').select('address_id').where('id', '=', cartId).executeTakeFirstOrThrow();
    expect(cart.address_id).toBeNull();
    expect((await list(owner.token)).map((a) => [a.id, a.is_default])).toEqual([[third.id, true], [second.id, false]]);

    const byQuery = await server.api.delete('/users/remove_address', { query: { id: second.id }, token: owner.token });
    expect(byQuery.status).toBe(200);
    expectContractResponse('removeUserAddress', byQuery);
    expect((await list(owner.token)).map((a) => a.id)).toEqual([third.id]);
    expect((await server.api.delete(`/addresses/${second.id}`, { token: owner.token })).status).toBe(404);
  });

  it('never lets one shopper read, change or delete another\'s address (404)', async () => {
    const mine = (await create(shopper.token)).body.data.address;
    expect((await list(stranger.token)).map((a) => a.id)).not.toContain(mine.id);
    const update = await server.api.put('/addresses', { json: { id: mine.id, city: 'Hacked' }, token: stranger.token });
    expect(update.status).toBe(404);
    expectContractResponse('updateAddress', update);
    expect(update.body.meta.message).toBe('Address not found');
    const byPath = await server.api.delete(`/addresses/${mine.id}`, { token: stranger.token });
    expect(byPath.status).toBe(404);
    expectContractResponse('deleteAddress', byPath);
    const byQuery = await server.api.delete('/users/remove_address', { query: { id: mine.id }, token: stranger.token });
    expect(byQuery.status).toBe(404);
    expectContractResponse('removeUserAddress', byQuery);
    const stillThere = (await list(shopper.token)).find((a) => a.id === mine.id);
    expect(stillThere).toMatchObject({ city: 'Bengaluru' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await server.api.delete('/addresses/999999', { token: shopper.token })).status).toBe(404);
    expect((await server.api.put('/addresses', { json: { id: 999999, city: 'X' }, token: shopper.token })).status).toBe(404);
    expect((await server.api.delete('/addresses/abc', { token: shopper.token })).status).toBe(400);
    expect((await server.api.delete('/users/remove_address', { token: shopper.token })).status).toBe(400);
  });

  it('needs a valid token: 401 without one, "Token expired." after expiry', async () => {
    for (const response of [
      await server.api.get('/addresses'),
      await server.api.post('/addresses', { json: home }),
      await server.api.put('/addresses', { json: { id: 1, city: 'X' } }),
      await server.api.delete('/addresses/1'),
    ]) {
      expect(response.status).toBe(401);
    }
    const expiring = await createShopper(server.db);
    await expireSession(server.db, expiring.token);
    const expired = await server.api.get('/addresses', { token: expiring.token });
    expect(expired.status).toBe(401);
    expectContractResponse('listAddresses', expired);
    expect(expired.body.meta.message).toBe('Token expired.');
  });
});
