import { request } from '../client/request';
import type { SdkContext } from './context';

/**
 * Store settings and payment options (public): `sdk.settings`.
 * @example
 * ```ts
 * const { data: settings } = await sdk.settings.get();
 * console.log(`${settings.name} shows prices in ${settings.currency_symbol}`);
 * const { data: options } = await sdk.settings.paymentOptions();
 * const codOffered = options.some((option) => option.code === 'cod');
 * ```
 */
export function settingsApi({ client }: SdkContext) {
  return {
    /** Name, logo, colours, theme and the other settings of docs/product.md §1. */
    get: () => request('getStoreSettings', () => client.GET('/store_settings')),
    /** Enabled payment methods for the checkout payment step. */
    paymentOptions: () => request('getPaymentOptions', () => client.GET('/store_settings/payment_options')),
  };
}
