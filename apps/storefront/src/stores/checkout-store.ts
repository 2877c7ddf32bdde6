import { comparer, makeAutoObservable, reaction } from 'mobx';
import {
  checkoutPath,
  FALLBACK_ERROR_MESSAGES,
  GUEST_DELAY_MS,
  STEP_AFTER_ADDRESS_SAVED,
  STEP_AFTER_AUTH,
  STORAGE_KEYS,
  SUCCESS_MESSAGES,
} from '@storefront/domain';
import type { CheckoutCharges, PaymentMethodCode } from '@storefront/sdk';
import { delay } from './ports';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

/** The checkout's choices: guest mode, the address on the order, the payment method, advance, wallet. */
export class CheckoutStore {
  /** The payment method chosen on the payment step. */
  paymentMethod: PaymentMethodCode | null = null;
  /** Spend the wallet balance first. */
  useWallet = false;
  walletBalance: number | null = null;
  /** Guest checkout's 1 s delay and call are running. */
  guestLoading = false;
  /** Saving the address on the order. */
  savingAddress = false;
  /** Advance / full payment or the COD charge is being changed. */
  choosingPayment = false;
  /**
   * What the server will charge for the current choices (GET /carts/checkout_charges): every amount the
   * payment step shows comes from here, never from rules re-applied in the browser.
   */
  charges: CheckoutCharges | null = null;
  /** The charges of the latest choices are on their way: the amounts shown may be out of date. */
  chargesLoading = false;
  private chargesRequest = 0;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /** True when the server says the wallet alone pays the whole order (it is then placed as a wallet order). */
  get walletCoversTotal(): boolean {
    return this.useWallet && this.charges?.payment_method === 'wallet';
  }

  /** Asks the server what the current choices (cart, method, wallet, advance) charge; only the latest answer counts. */
  async loadCharges(): Promise<void> {
    const request = ++this.chargesRequest;
    const details = this.root.cart.details;
    if (!details || details.cart_items.length === 0) {
      this.charges = null;
      this.chargesLoading = false;
      return;
    }
    const query = {
      ...(this.paymentMethod ? { payment_method: this.paymentMethod } : {}),
      use_wallet_balance: this.useWallet,
      make_advance_payment: details.make_advance_payment,
    };
    await runRequest(this.root.notifier, () => this.root.sdk.cart.checkoutCharges(query), {
      isCurrent: () => request === this.chargesRequest,
      loading: (on) => (this.chargesLoading = on),
      onSuccess: ({ data }) => (this.charges = data),
      onFailure: () => (this.charges = null),
    });
  }

  /**
   * Keeps `charges` in step with the cart and the choices while the payment step is shown; answers the
   * function that stops it.
   */
  watchCharges(): () => void {
    return reaction(
      () => [this.root.cart.details, this.paymentMethod, this.useWallet],
      () => void this.loadCharges(),
      { fireImmediately: true, equals: comparer.shallow },
    );
  }

  /**
   * Guest mode (docs/product.md §4): after 1 s the isGuestUser flag is stored, the guest checkout call turns
   * the cart into the guest's (its token becomes auth_token, cart_token goes) and the app moves to
   * step=address. A failure clears the flag and toasts "Something went wrong!!".
   */
  async continueAsGuest(): Promise<boolean> {
    if (this.guestLoading) return false;
    this.guestLoading = true;
    await delay(this.root.timers, GUEST_DELAY_MS);
    const tokens = this.root.sdk.tokens;
    tokens.set(STORAGE_KEYS.isGuestUser, 'true');
    const result = await runRequest(this.root.notifier, () => this.root.sdk.auth.guestCheckout(), {
      loading: (on) => (this.guestLoading = on),
      onFailure: () => tokens.remove(STORAGE_KEYS.isGuestUser),
      errorToast: FALLBACK_ERROR_MESSAGES.guestCheckout,
    });
    if (!result.ok) return false;
    this.root.navigator.navigate(checkoutPath(STEP_AFTER_AUTH));
    // The guest is the user now: the account guard (order result page) waits for them.
    await this.root.auth.loadUser();
    return true;
  }

  /** Puts the chosen address on the order (POST /carts/add_address), reloads the cart, goes to step=payment. */
  async saveAddressOnOrder(addressId: number): Promise<boolean> {
    if (this.savingAddress) return false;
    // A guest's e-mail (for the order confirmation) is recorded with the address they deliver to.
    if (this.root.auth.isGuestUser && !(await this.root.guestContact.record(addressId))) return false;
    const result = await runRequest(this.root.notifier, () => this.root.sdk.cart.addAddress(addressId), {
      loading: (on) => (this.savingAddress = on),
      errorToast: FALLBACK_ERROR_MESSAGES.addAddressToCart,
    });
    if (!result.ok) return false;
    await this.root.cart.load();
    this.root.navigator.navigate(checkoutPath(STEP_AFTER_ADDRESS_SAVED));
    return true;
  }

  /**
   * Chooses a payment method. Cash on delivery adds the COD charge to the cart and any other method takes it
   * off (PUT /carts/update_cod_charge); the answer replaces the cart details.
   */
  async choosePaymentMethod(code: PaymentMethodCode): Promise<void> {
    this.paymentMethod = code;
    const wantCod = code === 'cod';
    if (!this.root.cart.details || this.root.cart.details.cod_payment === wantCod) return;
    await runRequest(this.root.notifier, () => this.root.sdk.cart.setCodCharge(wantCod), {
      loading: (on) => (this.choosingPayment = on),
      onSuccess: ({ data }) => this.root.cart.replace(data),
      errorToast: FALLBACK_ERROR_MESSAGES.updateCodCharge,
    });
  }

  /** Advance payment (true) or full payment (false): "Advance payment Selected" / "Full Payment Selected". */
  async chooseAdvancePayment(makeAdvancePayment: boolean): Promise<void> {
    await runRequest(this.root.notifier, () => this.root.sdk.cart.setAdvancePayment(makeAdvancePayment), {
      loading: (on) => (this.choosingPayment = on),
      onSuccess: ({ data }) => this.root.cart.replace(data),
      successToast: makeAdvancePayment ? SUCCESS_MESSAGES.advancePaymentSelected : SUCCESS_MESSAGES.fullPaymentSelected,
      errorToast: FALLBACK_ERROR_MESSAGES.chooseAdvancePayment,
    });
  }

  setUseWallet(on: boolean): void {
    this.useWallet = on;
  }

  /** The wallet balance offered on the payment step (a guest or a failure offers none). */
  async loadWallet(): Promise<void> {
    await runRequest(this.root.notifier, () => this.root.sdk.wallet.get(), {
      onSuccess: ({ data }) => (this.walletBalance = data.balance),
      onFailure: () => (this.walletBalance = null),
    });
  }

  clear(): void {
    this.paymentMethod = null;
    this.useWallet = false;
    this.walletBalance = null;
    this.charges = null;
    this.chargesRequest += 1;
    this.chargesLoading = false;
  }
}
