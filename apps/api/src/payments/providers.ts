import type { AppConfig } from '../config';
import { createPaypalProvider } from './paypal';
import { createPhonepeProvider } from './phonepe';
import { createRazorpayProvider, RAZORPAY_LIVE_BASE_URL, type RazorpayProvider } from './razorpay';
import type { FetchLike, PaymentProvider, ProviderCode } from './types';

export interface Providers {
  razorpay: RazorpayProvider;
  phonepe: PaymentProvider;
  paypal: PaymentProvider;
}

/** Where the sandbox simulator of a provider lives on this server. */
export function sandboxBaseUrl(origin: string, provider: ProviderCode): string {
  return `${origin}/sandbox/${provider}`;
}

/**
 * The three adapters for one request. Sandbox mode (the default) points them at this server's
 * simulators under `origin` + `/sandbox/<provider>`; live mode at the providers, with the credentials
 * from the environment.
 */
export function createProviders(config: AppConfig, origin: string, fetchImpl: FetchLike): Providers {
  const mode = config.paymentMode;
  const base = (provider: ProviderCode, live: string) => (mode === 'live' ? live : sandboxBaseUrl(origin, provider));
  return {
    razorpay: createRazorpayProvider(
      { mode, credentials: config.razorpay, baseUrl: base('razorpay', RAZORPAY_LIVE_BASE_URL) },
      fetchImpl,
    ),
    phonepe: createPhonepeProvider(
      {
        mode,
        credentials: {
          merchantId: config.phonepe.merchantId,
          saltKey: config.phonepe.saltKey,
          saltIndex: config.phonepe.saltIndex,
        },
        baseUrl: base('phonepe', config.phonepe.baseUrl.replace(/\/+$/, '')),
      },
      fetchImpl,
    ),
    paypal: createPaypalProvider(
      {
        mode,
        credentials: { clientId: config.paypal.clientId, clientSecret: config.paypal.clientSecret },
        baseUrl: base('paypal', config.paypal.baseUrl.replace(/\/+$/, '')),
      },
      fetchImpl,
    ),
  };
}
