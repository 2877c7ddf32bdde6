import { formValidator, loginSchema, type LoginValues } from '@storefront/domain';
import { Button, PasswordField, TextField, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import type { AuthPlacement } from '../../stores';
import { useStores } from '../../stores';
import { AuthLink, FormHeading, FormLinks } from './auth-parts';

const validateLogin = formValidator(loginSchema);

export interface LoginFormProps {
  placement: AuthPlacement;
  /** Checkout's "Continue as a guest"; the button shows only when given. */
  onContinueAsGuest?: () => void;
}

/**
 * Email-or-mobile and password login (docs/product.md §2): Forgot password?, Login, Login with OTP (not during
 * checkout), Register, and Continue as a guest (checkout only). A failed login keeps what was typed.
 */
export const LoginForm = observer(function LoginForm({ placement, onContinueAsGuest }: LoginFormProps) {
  const t = useTokens();
  const { auth, checkout } = useStores();
  return (
    <Form<LoginValues>
      validate={validateLogin}
      onSubmit={async (values) => {
        await auth.login(values.emailOrMobile, values.password, placement);
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="auth-login-title">
          <FormHeading id="auth-login-title">Login</FormHeading>
          <TextField name="emailOrMobile" label="Email or mobile number" autoComplete="username" required />
          <PasswordField name="password" label="Password" required />
          <div css={{ textAlign: 'right', marginTop: `-${t.space.sm}`, marginBottom: t.space.md }}>
            <AuthLink to="/forgot-password">Forgot password?</AuthLink>
          </div>
          <Button type="submit" fullWidth loading={auth.signingIn}>
            Login
          </Button>
          {onContinueAsGuest && (
            <Button
              variant="secondary"
              fullWidth
              loading={checkout.guestLoading}
              onClick={onContinueAsGuest}
              css={{ marginTop: t.space.sm }}
            >
              Continue as a guest
            </Button>
          )}
          <FormLinks>
            {placement !== 'checkout' && <AuthLink to="/otp-login">Login with OTP</AuthLink>}
            <span>
              New here? <AuthLink to="/register">Register</AuthLink>
            </span>
          </FormLinks>
        </form>
      )}
    />
  );
});
