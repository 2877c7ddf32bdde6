import { makeAutoObservable } from 'mobx';
import { cardAmount, SOMETHING_WENT_WRONG, STORAGE_KEYS, SUCCESS_MESSAGES } from '@storefront/domain';
import type { Order, PaymentInitInput } from '@storefront/sdk';
import { PLACE_ORDER_CALLBACK } from './place-order-store';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';
import type { PaymentWindow } from './support/payment-window';

/** The online providers (docs/product.md §1): card/UPI popup, mobile-wallet redirect, global redirect. */
export type OnlineMethod = 'razorpay' | 'phonepe' | 'paypal';

/** What the callback page shows for a redirect payment's return. */
export type Confirmation = { status: 'idle' | 'confirming' | 'failed' } | { status: 'paid'; order: Order };

/**
 * Paying online (docs/product.md §4). Every start is guarded by `paying`, so a double click starts one payment;
 * the API's confirm calls (verify, status check, execute) answer an already paid order with that order,
 * so a reload of the callback page charges nothing twice.
 */
export class PaymentsStore {
  /** A payment is being started or the popup is open. */
  paying = false;
  confirmation: Confirmation = { status: 'idle' };

  constructor(
    readonly root: RootStore,
    private readonly injectedWindow?: PaymentWindow,
  ) {
    makeAutoObservable<PaymentsStore, 'injectedWindow' | 'window'>(this, { root: false, injectedWindow: false, window: false }, { autoBind: true });
  }

  /** The browser's popup and redirects are loaded with the first payment: they are no part of the first page. */
  private async window(): Promise<PaymentWindow> {
    return this.injectedWindow ?? (await import('./support/payment-window')).browserPaymentWindow;
  }

  private initInput<M extends OnlineMethod>(method: M): PaymentInitInput & { payment_method: M } {
    const { checkout, cart } = this.root;
    return {
      payment_method: method,
      use_wallet_balance: checkout.useWallet,
      make_advance_payment: cart.details?.make_advance_payment ?? false,
    };
  }

  /** Pays with the method chosen on the payment step. */
  async pay(method: OnlineMethod): Promise<void> {
    if (method === 'razorpay') await this.payByCard();
    else await this.startRedirect(method);
  }

  /**
   * Card/UPI popup: start, load the provider's script, open it with total x 100 paise in INR; paid: verify,
   * refresh the cart and show the order; declined or dismissed: the "Payment Failed" view.
   */
  async payByCard(): Promise<void> {
    if (this.paying) return;
    this.paying = true;
    const started = await runRequest(this.root.notifier, () => this.root.sdk.payments.start(this.initInput('razorpay')), {
      errorToast: SOMETHING_WENT_WRONG,
    });
    if (!started.ok) return this.settle();
    const start = started.data.data;
    const paymentWindow = await this.window();
    const outcome = await paymentWindow
      .openCardCheckout(start.checkout_script, {
        key: start.key,
        ...cardAmount(start.total),
        order_id: start.provider_order_id,
        name: this.root.settings.storeName,
      })
      .catch(() => ({ status: 'failed' as const }));
    if (outcome.status !== 'paid') {
      this.settle();
      return this.root.navigator.navigate(PLACE_ORDER_CALLBACK, { state: null });
    }
    const verified = await runRequest(this.root.notifier, () =>
      this.root.sdk.payments.verify({
        payment_id: outcome.payment_id,
        transaction_id: start.transaction_id,
        signature: outcome.signature,
      }),
    );
    await this.root.cart.load();
    this.settle();
    if (verified.ok) this.root.notifier.success(SUCCESS_MESSAGES.orderPlaced);
    this.root.navigator.navigate(PLACE_ORDER_CALLBACK, { state: verified.ok ? { order: verified.data.data } : null });
  }

  /** Mobile wallet (isPhonepe set first) or global provider: start, then leave for the provider's page. */
  async startRedirect(method: 'phonepe' | 'paypal'): Promise<void> {
    if (this.paying) return;
    this.paying = true;
    const { payments } = this.root.sdk;
    const started = await runRequest(
      this.root.notifier,
      () => (method === 'phonepe' ? payments.initiatePhonepe(this.initInput('phonepe')) : payments.initiatePaypal(this.initInput('paypal'))),
      { errorToast: SOMETHING_WENT_WRONG },
    );
    const url = started.ok ? (method === 'phonepe' ? started.data.data.url : started.data.data.approval_url) : undefined;
    if (!url) return this.settle();
    if (method === 'phonepe') this.root.sdk.tokens.set(STORAGE_KEYS.isPhonepe, 'true');
    // `paying` stays on while the browser leaves; a return by the back button resets it (settle()).
    (await this.window()).redirect(url);
  }

  /** Ends a start that did not leave the page (or a page the back button brought back). */
  settle(): void {
    this.paying = false;
  }

  /** Mobile wallet return (action=phonepay): the status check, the cart refreshed, the result kept. */
  async confirmPhonepe(): Promise<void> {
    await this.confirm(() => this.root.sdk.payments.phonepeStatus());
    this.root.sdk.tokens.remove(STORAGE_KEYS.isPhonepe);
  }

  /** Global provider return (action=paypal): execute with paymentId and PayerID, then refresh the cart. */
  async executePaypal(paymentId: string | null, payerId: string | null): Promise<void> {
    if (!paymentId || !payerId) {
      this.confirmation = { status: 'failed' };
      return;
    }
    await this.confirm(() => this.root.sdk.payments.executePaypal({ payment_id: paymentId, payer_id: payerId }));
  }

  private async confirm(call: () => Promise<{ data: Order }>): Promise<void> {
    if (this.confirmation.status === 'confirming') return;
    this.confirmation = { status: 'confirming' };
    const result = await runRequest(this.root.notifier, call, {
      onSuccess: ({ data }) => (this.confirmation = { status: 'paid', order: data }),
      onFailure: () => (this.confirmation = { status: 'failed' }),
    });
    await this.root.cart.load();
    if (result.ok) this.root.notifier.success(SUCCESS_MESSAGES.orderPlaced);
  }
}
