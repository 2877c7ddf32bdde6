/**
 * One interface for the three online payment providers. Each adapter speaks its provider's documented
 * protocol over an injected `fetch`; in sandbox mode the base URL points at this server's `/sandbox/*`
 * simulators, in live mode at the provider.
 */

export type PaymentMode = 'sandbox' | 'live';
export type ProviderCode = 'razorpay' | 'phonepe' | 'paypal';

/** The subset of `fetch` the adapters use (tests inject their own). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ProviderConfig<Credentials> {
  mode: PaymentMode;
  credentials: Credentials;
  /** Where the provider's API lives (no trailing slash). */
  baseUrl: string;
}

export interface ProviderStartInput {
  /** Our own unique reference (`payments.transaction_id`). */
  transactionId: string;
  /** Amount to collect, in paise. */
  amount: number;
  currency: 'INR';
  /** Stable id of the shopper at the provider (PhonePe's merchantUserId). */
  customerRef: string;
  description: string;
  /** Redirect providers: where the shopper comes back after approving. */
  returnUrl: string;
  /** Redirect providers: where the shopper comes back after cancelling. */
  cancelUrl: string;
}

export interface ProviderStart {
  /** The provider's id for this payment (Razorpay order id, PhonePe merchantTransactionId, PayPal PAYID). */
  providerOrderId: string;
  /** Redirect providers: the page to send the shopper to. */
  redirectUrl: string | null;
  /** What the provider answered, kept for audit. */
  raw: unknown;
}

/** Evidence the shopper's side brings back (signature, payer id), per provider. */
export interface ProviderConfirmInput {
  transactionId: string;
  providerOrderId: string;
  /** Amount we expect to have been collected, in paise. */
  amount: number;
  paymentId?: string;
  signature?: string;
  payerId?: string;
}

export type ProviderOutcome =
  | { status: 'paid'; providerPaymentId: string; raw: unknown }
  | { status: 'pending'; reason: string; raw: unknown }
  | { status: 'failed'; reason: string; raw: unknown };

export interface PaymentProvider {
  readonly code: ProviderCode;
  /** Creates the payment at the provider (an order, a pay page, an approval link). */
  start(input: ProviderStartInput): Promise<ProviderStart>;
  /** Completes the payment with the shopper's evidence (signature, payer id) or the provider's word. */
  confirm(input: ProviderConfirmInput): Promise<ProviderOutcome>;
  /**
   * Asks the provider, without any evidence from the shopper, whether money moved for this payment (for
   * payments the shopper never came back from): `paid`, or `pending` when nothing was taken (yet).
   */
  lookup(input: ProviderLookupInput): Promise<ProviderOutcome>;
}

export type ProviderLookupInput = Pick<ProviderConfirmInput, 'transactionId' | 'providerOrderId' | 'amount'>;

/** A provider answered something we cannot use (network error, 5xx, malformed body): a 502 for the shopper. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: ProviderCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(`${provider}: ${message}`);
  }
}
