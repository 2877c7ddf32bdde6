import { DOCUMENTS_B2B_ONLY_MESSAGE } from '../messages/identity';
import { FIELD_MESSAGES, PASSWORD_MISMATCH_ALERT } from '../messages/storefront';
import { missingRegistrationFields } from './registration-fields';

const passwordStore = { default_web_login_method: 'password', store_type: 'retail' };
const otpStore = { default_web_login_method: 'otp', store_type: 'retail' };
const complete = { name: 'Asha', email: 'asha@example.in', password: 'Secret@123', password_confirmation: 'Secret@123' };

describe('missingRegistrationFields', () => {
  it('accepts a complete B2C registration', () => {
    expect(missingRegistrationFields(complete, passwordStore)).toEqual([]);
  });

  it('needs email and password on a password store, not on an OTP store', () => {
    const fields = missingRegistrationFields({ name: 'Asha' }, passwordStore).map((e) => e.field);
    expect(fields).toEqual(['user_params.email', 'user_params.password', 'user_params.password_confirmation']);
    expect(missingRegistrationFields({ name: 'Asha' }, otpStore)).toEqual([]);
  });

  it('counts text of spaces as missing', () => {
    expect(missingRegistrationFields({ ...complete, name: '  ' }, passwordStore)).toEqual([
      { field: 'user_params.name', message: FIELD_MESSAGES.nameRequired },
    ]);
  });

  it('needs the GST details of a B2B account, and takes documents only with one', () => {
    const b2b = missingRegistrationFields({ ...complete, business_type: 'b2b' }, passwordStore).map((e) => e.field);
    expect(b2b).toEqual(['user_params.gstin', 'user_params.business_name', 'user_params.gst_state', 'user_params.gst_address']);
    expect(missingRegistrationFields({ ...complete, documents: [{}] }, passwordStore)).toEqual([
      { field: 'user_params.documents', message: DOCUMENTS_B2B_ONLY_MESSAGE },
    ]);
  });

  it('needs the salon details on a salon store', () => {
    const salon = missingRegistrationFields(complete, { ...passwordStore, store_type: 'salon' }).map((e) => e.field);
    expect(salon).toEqual(['user_params.salon_category', 'user_params.monthly_consumption', 'user_params.business_name']);
  });

  it('refuses passwords that differ', () => {
    expect(missingRegistrationFields({ ...complete, password_confirmation: 'Other@123' }, passwordStore)).toEqual([
      { field: 'user_params.password_confirmation', message: PASSWORD_MISMATCH_ALERT },
    ]);
  });
});
