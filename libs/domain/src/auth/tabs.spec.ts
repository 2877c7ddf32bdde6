import { authTabReducer } from './tabs';

describe('auth tab, forgot password', () => {
  it('moves 1 to 2 when the OTP is sent, stays 1 on failure', () => {
    expect(authTabReducer(1, { type: 'sendOtp', ok: true })).toBe(2);
    expect(authTabReducer(1, { type: 'sendOtp', ok: false })).toBe(1);
  });

  it('moves 2 to 3 when the OTP is verified, stays 2 on failure', () => {
    expect(authTabReducer(2, { type: 'verifyOtp', ok: true })).toBe(3);
    expect(authTabReducer(2, { type: 'verifyOtp', ok: false })).toBe(2);
  });

  it('stays 3 when the password is reset, back to 2 on failure', () => {
    expect(authTabReducer(3, { type: 'resetPassword', ok: true })).toBe(3);
    expect(authTabReducer(3, { type: 'resetPassword', ok: false })).toBe(2);
  });
});

describe('auth tab, mobile login', () => {
  it('moves to 2 when the PIN is created, to 1 on failure', () => {
    expect(authTabReducer(1, { type: 'createPin', ok: true })).toBe(2);
    expect(authTabReducer(2, { type: 'createPin', ok: false })).toBe(1);
  });

  it('moves to 1 when the PIN is verified, to 2 on failure', () => {
    expect(authTabReducer(2, { type: 'verifyPin', ok: true })).toBe(1);
    expect(authTabReducer(1, { type: 'verifyPin', ok: false })).toBe(2);
  });
});

describe('auth tab, navigation', () => {
  it('sets the tab a back arrow names', () => {
    expect(authTabReducer(3, { type: 'back', tab: 2 })).toBe(2);
    expect(authTabReducer(2, { type: 'back', tab: 1 })).toBe(1);
  });

  it('resets to 1', () => {
    expect(authTabReducer(3, { type: 'reset' })).toBe(1);
  });
});
