import { SHOPPER_PASSWORD, uniqueEmail, uniquePhone } from './shoppers';

/** `user_params` of a B2C sign-up with a fresh email and phone; override any field. */
export function b2cParams(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ravi Kumar',
    email: uniqueEmail('ravi'),
    full_phone_number: uniquePhone(),
    password: SHOPPER_PASSWORD,
    password_confirmation: SHOPPER_PASSWORD,
    ...overrides,
  };
}

/** `user_params` of a B2B sign-up (GST details filled in, no documents); override any field. */
export function b2bParams(overrides: Record<string, unknown> = {}) {
  return b2cParams({
    business_type: 'b2b',
    gstin: '27AAPFU0939F1ZV',
    business_name: 'Kumar Traders',
    gst_state: 'MH',
    gst_address: '12 Market Road, Pune',
    ...overrides,
  });
}
