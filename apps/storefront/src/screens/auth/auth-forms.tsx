import { resolveAuthScreen } from '@storefront/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores, type AuthPlacement } from '../../stores';
import { useAccountMessages } from './account-messages';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { OtpLoginForm } from './otp-login-form';
import { RegisterForm } from './register-form';

export interface AuthFormsProps {
  /** The sign-in modal (success goes to / and closes it) or checkout's auth step (success goes to step=address). */
  placement: AuthPlacement;
  /** Checkout's "Continue as a guest" (guest mode lives in the checkout store); shown only when given. */
  onContinueAsGuest?: () => void;
}

/**
 * The auth forms at the internal sub-route `ui.authRoute` (docs/product.md §2): /login, /register,
 * /forgot-password, /otp-login; unknown values show the email/password login, and /login shows the OTP
 * login when it is the store's default. The code flows start at step 1 whenever the form changes.
 */
export const AuthForms = observer(function AuthForms({ placement, onContinueAsGuest }: AuthFormsProps) {
  useAccountMessages();
  const { ui, auth, settings } = useStores();
  const screen = resolveAuthScreen(ui.authRoute, { defaultWebLoginMethod: settings.settings?.default_web_login_method });
  const { codes } = auth;
  useEffect(() => {
    codes.reset();
  }, [codes, screen]);
  switch (screen) {
    case 'register':
      return <RegisterForm placement={placement} />;
    case 'forgot-password':
      return <ForgotPasswordForm />;
    case 'otp-login':
      return <OtpLoginForm placement={placement} />;
    default:
      return <LoginForm placement={placement} onContinueAsGuest={onContinueAsGuest} />;
  }
});

export default AuthForms;
