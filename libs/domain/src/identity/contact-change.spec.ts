import { contactChangeNeed } from './contact-change';

const account = { isGuest: false, email: 'asha@example.in', phone: '9876543210', hasPassword: true };

describe('contactChangeNeed', () => {
  it('needs nothing when neither email nor phone changes (any case), or for a guest', () => {
    expect(contactChangeNeed(account, { email: ' Asha@Example.in', full_phone_number: '9876543210' })).toBe('nothing');
    expect(contactChangeNeed({ ...account, isGuest: true }, { email: 'new@example.in' })).toBe('nothing');
  });

  it('needs the current password to move the account', () => {
    expect(contactChangeNeed(account, { email: 'new@example.in' })).toBe('current-password');
    expect(contactChangeNeed(account, { full_phone_number: '9000000001', current_password: 'x' })).toBe('check-password');
  });

  it('sends an account without a password to "Forgot password" first', () => {
    expect(contactChangeNeed({ ...account, hasPassword: false }, { email: 'new@example.in' })).toBe('set-password-first');
  });
});
