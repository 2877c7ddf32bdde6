import { makeAutoObservable } from 'mobx';
import { FALLBACK_ERROR_MESSAGES, SUCCESS_MESSAGES } from '@storefront/domain';
import type { Address, AddressInput, AddressUpdateInput, City, State } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

/** The shopper's address book, and the states and cities the address form picks from (states first). */
export class AddressStore {
  addressList: Address[] = [];
  listLoading = false;
  error: StoreError | null = null;
  states: State[] = [];
  statesLoading = false;
  cities: City[] = [];
  citiesLoading = false;
  /** The address chosen for this order. */
  selectedAddressId: number | null = null;
  /** Create or update in flight. */
  saving = false;
  /** The address being deleted or made the default, so only its buttons show as busy. */
  busyAddressId: number | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  get selectedAddress(): Address | undefined {
    return this.addressList.find((address) => address.id === this.selectedAddressId);
  }

  /** Loads the book; the cart's address, else the default, else the first is chosen. */
  async load(): Promise<void> {
    this.error = null;
    await runRequest(this.root.notifier, () => this.root.sdk.addresses.list(), {
      loading: (on) => (this.listLoading = on),
      onSuccess: ({ data }) => {
        this.addressList = data;
        const cartAddress = this.root.cart.details?.address_id ?? null;
        const keep = data.find((a) => a.id === this.selectedAddressId || a.id === cartAddress);
        this.selectedAddressId = (keep ?? data.find((a) => a.is_default) ?? data[0])?.id ?? null;
      },
      onFailure: (error) => {
        this.addressList = [];
        this.error = error;
      },
      errorToast: FALLBACK_ERROR_MESSAGES.listAddresses,
    });
  }

  select(id: number): void {
    this.selectedAddressId = id;
  }

  async loadStates(): Promise<void> {
    if (this.states.length > 0) return;
    await runRequest(this.root.notifier, () => this.root.sdk.addresses.states(), {
      loading: (on) => (this.statesLoading = on),
      onSuccess: ({ data }) => (this.states = data),
      onFailure: () => (this.states = []),
      errorToast: FALLBACK_ERROR_MESSAGES.getStates,
    });
  }

  /** Cities of a state (by its name, as the address stores it); an unknown or empty state empties the list. */
  async loadCities(stateName: string): Promise<void> {
    const state = this.states.find((s) => s.name === stateName);
    this.cities = [];
    if (!state) return;
    await runRequest(this.root.notifier, () => this.root.sdk.addresses.cities(state.id), {
      loading: (on) => (this.citiesLoading = on),
      onSuccess: ({ data }) => (this.cities = data.cities),
      onFailure: () => (this.cities = []),
      errorToast: FALLBACK_ERROR_MESSAGES.getCities,
    });
  }

  /** Adds an address ("new address successfully added!") and chooses it. The new address, or null. */
  async create(input: AddressInput): Promise<Address | null> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.addresses.create(input), {
      loading: (on) => (this.saving = on),
      successToast: SUCCESS_MESSAGES.addressAdded,
      errorToast: FALLBACK_ERROR_MESSAGES.createAddress,
    });
    if (!result.ok) return null;
    const { address } = result.data.data;
    this.select(address.id);
    await this.load();
    return address;
  }

  /** Changes an address ("address successfully updated!"). */
  async update(input: AddressUpdateInput): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.addresses.update(input), {
      loading: (on) => (this.saving = on),
      successToast: SUCCESS_MESSAGES.addressUpdated,
      errorToast: FALLBACK_ERROR_MESSAGES.updateAddress,
    });
    if (result.ok) await this.load();
    return result.ok;
  }

  /** Deletes an address ("address successfully deleted!") and reloads: the server picks the next default. */
  async remove(id: number): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.addresses.delete(id), {
      loading: (on) => (this.busyAddressId = on ? id : null),
      successToast: SUCCESS_MESSAGES.addressDeleted,
      errorToast: FALLBACK_ERROR_MESSAGES.deleteAddress,
    });
    if (result.ok) await this.load();
    return result.ok;
  }

  /** Makes an address the default (PUT /addresses with is_default; the server clears the old one). */
  async setDefault(id: number): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.addresses.update({ id, is_default: true }), {
      loading: (on) => (this.busyAddressId = on ? id : null),
      successToast: SUCCESS_MESSAGES.addressUpdated,
      errorToast: FALLBACK_ERROR_MESSAGES.updateAddress,
    });
    if (result.ok) await this.load();
    return result.ok;
  }

  clear(): void {
    this.addressList = [];
    this.selectedAddressId = null;
    this.error = null;
  }
}
