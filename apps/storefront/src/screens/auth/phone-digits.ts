import { PHONE_LENGTH } from '@storefront/domain';

/** Keeps digits only, at most 10 (a pasted "98765 43210" fits; "+91 ..." needs the shopper's eye). */
export const phoneDigits = (value: string) => (value ?? '').replace(/\D/g, '').slice(0, PHONE_LENGTH);
