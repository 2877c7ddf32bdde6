import type { AuthScreen } from '@storefront/domain';

/** The name of the dialog (and of the checkout step's section) for each auth form. */
export const AUTH_DIALOG_TITLES: Record<AuthScreen, string> = {
  login: 'Sign in',
  register: 'Register',
  'forgot-password': 'Forgot password',
  'otp-login': 'Login with OTP',
};
