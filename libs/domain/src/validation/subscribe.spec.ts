import { formValidator } from './form-errors';
import { subscribeSchema } from './subscribe';

describe('subscribe validation', () => {
  const validate = formValidator(subscribeSchema);

  it('says "Email Required" when empty', () => {
    expect(validate({ email: '' })).toEqual({ email: 'Email Required' });
  });

  it('says "Invalid email" when malformed', () => {
    expect(validate({ email: 'asha@shop' })).toEqual({ email: 'Invalid email' });
  });

  it('accepts a valid email', () => {
    expect(validate({ email: 'asha@shop.in' })).toEqual({});
  });
});
