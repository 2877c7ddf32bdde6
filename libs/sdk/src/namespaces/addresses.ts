import { request, type JsonBody } from '../client/request';
import type { SdkContext } from './context';

/**
 * Delivery addresses, and the states and cities to pick from: `sdk.addresses`.
 * @example
 * ```ts
 * const { data: states } = await sdk.addresses.states();
 * const { data: cities } = await sdk.addresses.cities(states[0].id);
 * const { data: saved } = await sdk.addresses.create({
 *   name: 'Asha Rao',
 *   phone: '9123456780',
 *   address_line_1: '12, 4th Cross, Indiranagar',
 *   city: cities.cities[0].name,
 *   state: states[0].name,
 *   pincode: '560038',
 * });
 * await sdk.cart.addAddress(saved.address.id);
 * ```
 */
export function addressesApi({ client }: SdkContext) {
  return {
    states: () => request('listStates', () => client.GET('/addresses/get_states')),
    /** Cities of a state (its id or code). */
    cities: (state: number | string) =>
      request('listCities', () =>
        client.GET('/addresses/get_cities/{state}', { params: { path: { state: String(state) } } }),
      ),
    list: () => request('listAddresses', () => client.GET('/addresses')),
    create: (body: JsonBody<'createAddress'>) => request('createAddress', () => client.POST('/addresses', { body })),
    /** Updates an address; the body carries its `id`. */
    update: (body: JsonBody<'updateAddress'>) => request('updateAddress', () => client.PUT('/addresses', { body })),
    delete: (id: number) =>
      request('deleteAddress', () => client.DELETE('/addresses/{id}', { params: { path: { id } } })),
    /** The same removal through the users path. */
    removeFromUser: (id: number) =>
      request('removeUserAddress', () => client.DELETE('/users/remove_address', { params: { query: { id } } })),
  };
}
