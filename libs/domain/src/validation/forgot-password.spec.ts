import { formValidator } from './form-errors';
import { forgotPasswordSchema, resetPasswordAlert, resetPasswordSchema } from './forgot-password';

describe('forgot password validation', () => {
  const validate = formValidator(forgotPasswordSchema);

  it('accepts an email or a 10-digit phone', () => {
    expect(validate({ emailOrMobile: 'asha@shop.in' })).toEqual({});
    expect(validate({ emailOrMobile: '9876543210' })).toEqual({});
  });

  it('otherwise says "Invalid email or mobile", empty included', () => {
    expect(validate({ emailOrMobile: 'asha' })).toEqual({ emailOrMobile: 'Invalid email or mobile' });
    expect(validate({})).toEqual({ emailOrMobile: 'Invalid email or mobile' });
  });

  it('requires both new passwords on reset', () => {
    expect(formValidator(resetPasswordSchema)({})).toEqual({
      password: 'password required',
      password_confirmation: 'password confirmation required',
    });
  });

  it('wants a new password of at least 6 characters (what the API accepts)', () => {
    expect(formValidator(resetPasswordSchema)({ password: 'abc12', password_confirmation: 'abc12' })).toEqual({
      password: 'password must be at least 6 characters',
    });
  });

  it('alerts "password not matching!" when the passwords differ on reset', () => {
    expect(resetPasswordAlert({ password: 'abc123', password_confirmation: 'abc124' })).toBe('password not matching!');
    expect(resetPasswordAlert({ password: 'abc123', password_confirmation: 'abc123' })).toBeNull();
  });
});
