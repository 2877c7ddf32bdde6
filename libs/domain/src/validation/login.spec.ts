import { formValidator } from './form-errors';
import { classifyLoginIdentifier, loginSchema } from './login';

const validate = formValidator(loginSchema);

describe('login validation', () => {
  it('requires the email or mobile: "email or mobile required"', () => {
    expect(validate({ password: 'secret' })).toEqual({ emailOrMobile: 'email or mobile required' });
    expect(validate({ emailOrMobile: '   ', password: 'secret' })).toEqual({
      emailOrMobile: 'email or mobile required',
    });
  });

  it('rejects what is neither an email nor 10 digits: "Invalid email or mobile number"', () => {
    expect(validate({ emailOrMobile: '98765', password: 'secret' })).toEqual({
      emailOrMobile: 'Invalid email or mobile number',
    });
    expect(validate({ emailOrMobile: 'asha@shop', password: 'secret' })).toEqual({
      emailOrMobile: 'Invalid email or mobile number',
    });
  });

  it('requires the password: "password required"', () => {
    expect(validate({ emailOrMobile: 'asha@shop.in', password: '' })).toEqual({ password: 'password required' });
  });

  it('accepts an email or a 10-digit mobile with a password', () => {
    expect(validate({ emailOrMobile: 'asha@shop.in', password: 'secret' })).toEqual({});
    expect(validate({ emailOrMobile: '9876543210', password: 'secret' })).toEqual({});
  });
});

describe('login identifier', () => {
  it('sends an email as email', () => {
    expect(classifyLoginIdentifier(' asha@shop.in ')).toEqual({ email: 'asha@shop.in' });
  });

  it('sends 10 digits as full_phone_number', () => {
    expect(classifyLoginIdentifier('9876543210')).toEqual({ full_phone_number: '9876543210' });
  });

  it('gives null for anything else', () => {
    expect(classifyLoginIdentifier('asha')).toBeNull();
  });
});
