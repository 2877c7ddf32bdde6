import { resolveAuthScreen } from './auth-route';

describe('auth sub-route', () => {
  it.each([
    ['/login', 'login'],
    ['/register', 'register'],
    ['/forgot-password', 'forgot-password'],
    ['/otp-login', 'otp-login'],
    ['register', 'register'],
  ] as const)('shows %s as the %s form', (route, screen) => {
    expect(resolveAuthScreen(route)).toBe(screen);
  });

  it('shows the email/password login for unknown values', () => {
    expect(resolveAuthScreen('/signup')).toBe('login');
    expect(resolveAuthScreen(undefined)).toBe('login');
    expect(resolveAuthScreen('/nope', { defaultWebLoginMethod: 'otp' })).toBe('login');
  });

  it('shows the OTP login on /login when OTP is the default login method', () => {
    expect(resolveAuthScreen('/login', { defaultWebLoginMethod: 'otp' })).toBe('otp-login');
    expect(resolveAuthScreen('/login', { defaultWebLoginMethod: 'email' })).toBe('login');
  });

  it('shows the email/password login on /email-login, OTP default or not ("Login with Email and Password")', () => {
    expect(resolveAuthScreen('/email-login', { defaultWebLoginMethod: 'otp' })).toBe('login');
    expect(resolveAuthScreen('/email-login')).toBe('login');
  });
});
