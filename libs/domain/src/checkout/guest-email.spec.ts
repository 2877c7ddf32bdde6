import { missingGuestEmail } from './guest-email';

describe('missingGuestEmail', () => {
  it('holds a guest without an e-mail when the store asks for one, with the form\'s message', () => {
    expect(missingGuestEmail({ isGuest: true, email: null }, true)).toBe('email required');
    expect(missingGuestEmail({ isGuest: true, email: '  ' }, true)).toBe('email required');
  });

  it('lets a guest with an e-mail, a store that made it optional, and a registered shopper through', () => {
    expect(missingGuestEmail({ isGuest: true, email: 'asha@example.in' }, true)).toBeNull();
    expect(missingGuestEmail({ isGuest: true, email: null }, false)).toBeNull();
    expect(missingGuestEmail({ isGuest: false, email: null }, true)).toBeNull();
  });
});
