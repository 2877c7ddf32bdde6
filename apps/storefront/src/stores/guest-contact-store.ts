import { FALLBACK_ERROR_MESSAGES, guestEmailError } from '@storefront/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

/**
 * The guest's "Email address" on the address step (docs/product.md §2): where the order confirmation goes. It is
 * recorded on the guest (POST /users/guest_user, with the delivery address's name and phone) when the
 * guest chooses where to deliver. Required unless the store's `guest_email_required` is off.
 */
export class GuestContactStore {
  email = '';
  /** The field's message ("email required", "Invalid email address", or the server's). */
  error: string | null = null;
  saving = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false }, { autoBind: true });
  }

  /** The store asks for it (on unless the settings turn it off). */
  get required(): boolean {
    return this.root.settings.settings?.guest_email_required ?? true;
  }

  /** A logout forgets the typed address. */
  clear(): void {
    this.email = '';
    this.error = null;
  }

  setEmail(value: string): void {
    this.email = value;
    if (this.error) this.validate();
  }

  /** Checks the typed address by the domain's rule; answers whether it may be sent. */
  validate(): boolean {
    this.error = guestEmailError(this.email, this.required);
    return this.error === null;
  }

  /** Records the e-mail (and the delivery address's name and phone) on the guest; answers whether it did. */
  async record(addressId: number): Promise<boolean> {
    if (!this.validate()) return false;
    const address = this.root.address.addressList.find((entry) => entry.id === addressId);
    if (!address) return true;
    const email = this.email.trim();
    const result = await runRequest(
      this.root.notifier,
      () => this.root.sdk.auth.createGuestUser({ name: address.name, full_phone_number: address.phone, ...(email ? { email } : {}) }),
      {
        loading: (on) => (this.saving = on),
        onSuccess: ({ data }) => (this.root.auth.user = data),
        errorToast: FALLBACK_ERROR_MESSAGES.guestCheckout,
      },
    );
    if (!result.ok) runInAction(() => (this.error = result.error.message));
    return result.ok;
  }
}
