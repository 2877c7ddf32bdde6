import { formValidator } from './form-errors';
import { otpLoginPhoneSchema } from './otp-login';

describe('OTP login phone step', () => {
  const validatePhone = formValidator(otpLoginPhoneSchema);

  it('requires the phone number: "phone number required"', () => {
    expect(validatePhone({})).toEqual({ full_phone_number: 'phone number required' });
  });

  it('wants exactly 10 digits', () => {
    expect(validatePhone({ full_phone_number: '98765' })).toEqual({ full_phone_number: 'Invalid phone number' });
    expect(validatePhone({ full_phone_number: '9876543210' })).toEqual({});
  });
});
