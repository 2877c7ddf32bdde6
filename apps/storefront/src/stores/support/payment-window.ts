/**
 * What the payments store needs from the browser, injected so tests can play the provider (STYLE.md 4):
 * the card provider's popup (Razorpay Checkout's surface, from the script the API names) and leaving the
 * app for a redirect provider's page.
 */

/** What the popup is opened with (Razorpay Checkout options). */
export interface CardCheckoutOptions {
  key: string;
  /** Paise: the total x 100 (docs/product.md §9). */
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description?: string;
}

/** The popup's end: paid (with what the verify call needs), or declined / dismissed. */
export type CardCheckoutOutcome =
  | { status: 'paid'; payment_id: string; order_id: string; signature: string }
  | { status: 'failed' };

export interface PaymentWindow {
  /** Loads the provider's script once, opens its popup and resolves when the shopper is done with it. */
  openCardCheckout(scriptUrl: string, options: CardCheckoutOptions): Promise<CardCheckoutOutcome>;
  /** Leaves the app for a provider's page. */
  redirect(url: string): void;
}

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: () => void): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const loadedScripts = new Map<string, Promise<void>>();

/** Adds the script once per URL; a failed load may be tried again. */
function loadScript(src: string): Promise<void> {
  const known = loadedScripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loadedScripts.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loadedScripts.set(src, loading);
  return loading;
}

/** The real browser: the provider's checkout.js (the API's sandbox copy in development) and location.assign. */
export const browserPaymentWindow: PaymentWindow = {
  async openCardCheckout(scriptUrl, options) {
    await loadScript(scriptUrl);
    const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
    if (!Razorpay) return { status: 'failed' };
    return new Promise<CardCheckoutOutcome>((resolve) => {
      // Decline emits payment.failed and then dismisses: the first end wins.
      let settled = false;
      const settle = (outcome: CardCheckoutOutcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const popup = new Razorpay({
        ...options,
        handler: (response: RazorpayResponse) =>
          settle({
            status: 'paid',
            payment_id: response.razorpay_payment_id,
            order_id: response.razorpay_order_id,
            signature: response.razorpay_signature,
          }),
        modal: { ondismiss: () => settle({ status: 'failed' }) },
      });
      popup.on('payment.failed', () => settle({ status: 'failed' }));
      popup.open();
    });
  },
  redirect(url) {
    window.location.assign(url);
  },
};
