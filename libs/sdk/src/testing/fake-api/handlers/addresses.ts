import {
  ADDRESS_LIMIT_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  type AddressFieldsInput,
  cleanAddressFields,
  findStateName,
  joinedFieldMessages,
  MAX_ADDRESSES,
  STATE_NOT_FOUND_MESSAGE,
  SUCCESS_MESSAGES,
  UNKNOWN_STATE_MESSAGE,
} from '@storefront/domain';
import type { Address, AddressInput, AddressUpdateInput } from '../../../generated/models';
import { badRequest, notFound, ok, unprocessable, type FakeContext, type FakeResolvers } from '../http';
import { nextId, type FakeState } from '../state';

function addressesOf(state: FakeState, userId: number): Address[] {
  return state.addresses
    .filter((a) => a.userId === userId)
    .map((a) => a.address)
    .sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id);
}

/** The domain's cleaning of the sent fields, the state as listed; 400 naming every bad field. */
function cleanFields(state: FakeState, input: AddressFieldsInput & { state?: string }): Partial<Address> {
  const { fields, errors } = cleanAddressFields(input);
  const stateName = input.state === undefined ? undefined : findStateName(state.states, input.state);
  if (stateName === null) errors.push({ field: 'state', message: UNKNOWN_STATE_MESSAGE });
  if (errors.length > 0) throw badRequest(joinedFieldMessages(errors), errors);
  return { ...(fields as Partial<Address>), ...(stateName ? { state: stateName } : {}) };
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
    const fields = cleanFields(ctx.state, input);
    const mine = addressesOf(ctx.state, user.user.id);
    if (mine.length >= MAX_ADDRESSES) throw unprocessable(ADDRESS_LIMIT_MESSAGE);
    const address: Address = {
      ...input,
      address_line_2: null,
      landmark: null,
      address_type: 'home',
      ...fields,
      id: nextId(ctx.state, 'address'),
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
    Object.assign(record.address, cleanFields(ctx.state, changes));
    if (is_default === true) makeDefault(ctx.state, user.user.id, record.address);
    if (is_default === false) {
      // As the API: the default moves to the newest other address; an only address stays the default.
      const other = addressesOf(ctx.state, user.user.id).find((a) => a !== record.address);
      if (other) makeDefault(ctx.state, user.user.id, other);
    }
    return ok({ address: record.address }, { message: SUCCESS_MESSAGES.addressUpdated });
  },
  deleteAddress: (ctx) => remove(ctx, ctx.params.id as number),
  removeUserAddress: (ctx) => remove(ctx, ctx.query.id as number),
} satisfies FakeResolvers;
