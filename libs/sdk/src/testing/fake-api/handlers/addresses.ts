import {
  ADDRESS_LIMIT_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  MAX_ADDRESSES,
  STATE_NOT_FOUND_MESSAGE,
  SUCCESS_MESSAGES,
} from '@storefront/domain';
import type { Address, AddressInput, AddressUpdateInput } from '../../../generated/models';
import { notFound, ok, unprocessable, type FakeContext, type FakeResolvers } from '../http';
import { nextId, type FakeState } from '../state';

function addressesOf(state: FakeState, userId: number): Address[] {
  return state.addresses
    .filter((a) => a.userId === userId)
    .map((a) => a.address)
    .sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id);
}

function makeDefault(state: FakeState, userId: number, address: Address): void {
  for (const other of state.addresses) if (other.userId === userId) other.address.is_default = false;
  address.is_default = true;
}

/** Deletes an address: carts pointing at it lose it; the newest remaining one becomes the default. */
function remove(ctx: FakeContext, id: number) {
  const user = ctx.requireUser();
  const record = ctx.state.addresses.find((a) => a.address.id === id && a.userId === user.user.id);
  if (!record) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
  ctx.state.addresses.splice(ctx.state.addresses.indexOf(record), 1);
  for (const cart of ctx.state.carts) if (cart.addressId === id) cart.addressId = null;
  const rest = addressesOf(ctx.state, user.user.id);
  if (record.address.is_default && rest.length) makeDefault(ctx.state, user.user.id, rest[0]);
  return ok({ id }, { message: SUCCESS_MESSAGES.addressDeleted });
}

/** Delivery addresses, states and cities. */
export const addressResolvers = {
  listStates: ({ state }) => ok([...state.states].sort((a, b) => a.name.localeCompare(b.name))),
  listCities: ({ state, params }) => {
    const key = String(params.state).toUpperCase();
    const found = state.states.find((s) => String(s.id) === key || s.code.toUpperCase() === key);
    if (!found) throw notFound(STATE_NOT_FOUND_MESSAGE);
    return ok({ cities: state.citiesByState[found.id] ?? [] });
  },
  listAddresses: (ctx) => ok(addressesOf(ctx.state, ctx.requireUser().user.id)),
  createAddress: (ctx) => {
    const user = ctx.requireUser();
    const input = ctx.body as AddressInput;
    const mine = addressesOf(ctx.state, user.user.id);
    if (mine.length >= MAX_ADDRESSES) throw unprocessable(ADDRESS_LIMIT_MESSAGE);
    const address: Address = {
      id: nextId(ctx.state, 'address'),
      name: input.name,
      phone: input.phone,
      address_line_1: input.address_line_1,
      address_line_2: input.address_line_2 ?? null,
      landmark: input.landmark ?? null,
      city: input.city,
      state: input.state,
      pincode: input.pincode,
      address_type: input.address_type ?? 'home',
      is_default: false,
    };
    ctx.state.addresses.push({ userId: user.user.id, address });
    if (mine.length === 0 || input.is_default) makeDefault(ctx.state, user.user.id, address);
    return ok({ address }, { message: SUCCESS_MESSAGES.addressAdded });
  },
  updateAddress: (ctx) => {
    const user = ctx.requireUser();
    const { id, is_default, ...changes } = ctx.body as AddressUpdateInput;
    const record = ctx.state.addresses.find((a) => a.address.id === id && a.userId === user.user.id);
    if (!record) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    Object.assign(record.address, changes);
    if (is_default === true) makeDefault(ctx.state, user.user.id, record.address);
    if (is_default === false) record.address.is_default = false;
    return ok({ address: record.address }, { message: SUCCESS_MESSAGES.addressUpdated });
  },
  deleteAddress: (ctx) => remove(ctx, ctx.params.id as number),
  removeUserAddress: (ctx) => remove(ctx, ctx.query.id as number),
} satisfies FakeResolvers;
