/**
 * The internal sub-routes of the auth modal (not URLs). "/email-login" is the OTP form's "Login with Email
 * and Password": it shows the email/password login even when OTP is the default (where "/login" would not).
 */
export const AUTH_ROUTES = ['/login', '/register', '/forgot-password', '/otp-login', '/email-login'] as const;

/** An auth sub-route. */
export type AuthRoute = (typeof AUTH_ROUTES)[number];

/** The auth form to show. */
export type AuthScreen = 'login' | 'register' | 'forgot-password' | 'otp-login';

/**
 * Which auth form a sub-route shows. Unknown values show the email/password login; "/login" shows
 * the OTP login when the store's default_web_login_method is "otp". The leading slash is optional.
 */
export function resolveAuthScreen(
  route: string | null | undefined,
  settings: { defaultWebLoginMethod?: string | null } = {},
): AuthScreen {
  const trimmed = (route ?? '').trim();
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  switch (path) {
    case '/register':
      return 'register';
    case '/forgot-password':
      return 'forgot-password';
    case '/otp-login':
      return 'otp-login';
    case '/login':
      return settings.defaultWebLoginMethod === 'otp' ? 'otp-login' : 'login';
    case '/email-login':
      return 'login';
    default:
      return 'login';
  }
}
