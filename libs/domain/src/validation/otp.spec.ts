import { formValidator } from './form-errors';
import { otpSchema } from './otp';

describe('OTP step', () => {
  const validateOtp = formValidator(otpSchema);

  it('accepts an OTP of at most 4 characters', () => {
    expect(validateOtp({ pin: '1234' })).toEqual({});
    expect(validateOtp({ pin: '12345' })).toEqual({ pin: 'OTP must be at most 4 characters' });
  });

  it('requires the OTP', () => {
    expect(validateOtp({ pin: '' })).toEqual({ pin: 'OTP required' });
  });
});
