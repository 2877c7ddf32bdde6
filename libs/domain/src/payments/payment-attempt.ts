import { PAYMENT_FAILED_MESSAGE, MIN_ONLINE_AMOUNT_MESSAGE, WALLET_COVERS_MESSAGE } from '../messages/commerce';

/** How a payment method is named to the shopper: in refusals, the order e-mail and the order page. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  cod: 'Cash on delivery',
  wallet: 'Wallet',
  razorpay: 'Card / UPI',
  phonepe: 'PhonePe',
  paypal: 'PayPal',
};

/** The label of a method; an unknown code shows as sent. */
export function paymentMethodLabel(code: string): string {
  return PAYMENT_METHOD_LABELS[code] ?? code;
}

/** Providers refuse to collect less than this (paise). */
export const MIN_ONLINE_AMOUNT_PAISE = 100;

/**
 * Why an online payment of this amount (paise, after the wallet) cannot start: nothing left to pay (a
 * wallet order fits), or less than the providers collect. Null when it can.
 */
export function onlineAmountRefusal(amount: number): string | null {
  if (amount <= 0) return WALLET_COVERS_MESSAGE;
  if (amount < MIN_ONLINE_AMOUNT_PAISE) return MIN_ONLINE_AMOUNT_MESSAGE;
  return null;
}

/** 400 when a provider's start endpoint is sent another method. */
export function wrongPaymentMethodMessage(expected: string): string {
  return `payment_method must be ${expected} on this endpoint`;
}

/**
 * The reasons the providers (and their sandboxes) give for an attempt that was not paid, as the API
 * reports them after "Payment Failed: ".
 */
export const PROVIDER_REFUSAL_REASONS = {
  /** A card/UPI callback whose signature does not match the order and payment it names. */
  signatureInvalid: 'The payment signature is invalid',
  /** A mobile-wallet attempt the payer declined or that failed. */
  failed: PAYMENT_FAILED_MESSAGE,
  /** A global-redirect payment executed before (or without) the payer's approval. */
  notApproved: 'Payer has not approved payment',
} as const;

/** 422 when the provider says the attempt was not paid: "Payment Failed: {its reason}". */
export function providerRefusalMessage(reason: string): string {
  return `${PAYMENT_FAILED_MESSAGE}: ${reason}`;
}
