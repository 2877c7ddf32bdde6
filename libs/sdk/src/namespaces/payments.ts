import { request, type JsonBody, type QueryOf } from '../client/request';
import type { SdkContext } from './context';

/**
 * Online payments: card/UPI popup, mobile-wallet redirect, global redirect: `sdk.payments`.
 * @example
 * ```ts
 * // Mobile wallet: the shopper is sent to the provider, then back to the store.
 * const { data } = await sdk.payments.initiatePhonepe({ payment_method: 'phonepe', use_wallet_balance: false });
 * if (data.url) window.location.assign(data.url);
 * ```
 */
export function paymentsApi({ client }: SdkContext) {
  return {
    /** Card/UPI popup: creates the provider order (amount = total x 100 paise, INR). */
    start: (body: JsonBody<'startPayment'>) => request('startPayment', () => client.POST('/payments', { body })),
    /** Verifies the popup's signature and places the order. */
    verify: (body: JsonBody<'verifyPayment'>) =>
      request('verifyPayment', () => client.POST('/payments/verify_payment', { body })),
    /** Mobile wallet: answers `data.url` to redirect to. */
    initiatePhonepe: (body: JsonBody<'initiatePhonepePayment'>) =>
      request('initiatePhonepePayment', () => client.POST('/payments/initiate_phonepe_payment', { body })),
    /** Mobile wallet: checks the status after the shopper returns (no body; the latest payment by default). */
    phonepeStatus: (query: QueryOf<'phonepePaymentStatus'> = {}) =>
      request('phonepePaymentStatus', () => client.POST('/payments/phonepe_payment_status', { params: { query } })),
    /** Global provider: answers `data.approval_url` to redirect to. */
    initiatePaypal: (body: JsonBody<'initiatePaypalPayment'>) =>
      request('initiatePaypalPayment', () => client.POST('/payments/initiate_paypal_payment', { body })),
    /** Global provider: executes the approved payment and places the order. */
    executePaypal: (body: JsonBody<'executePaypalPayment'>) =>
      request('executePaypalPayment', () => client.POST('/payments/execute_paypal_payment', { body })),
  };
}
