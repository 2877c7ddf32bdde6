import { formValidator, loginSchema, type LoginValues } from '@storefront/domain';
import { useT } from '@storefront/i18n';
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
  const tr = useT();
  const root = useStores();
  const { auth } = root;
  return (
    <Form<LoginValues>
      validate={validateLogin}
      onSubmit={async (values) => {
        await auth.login(values.emailOrMobile, values.password, placement);
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="auth-login-title">
          <FormHeading id="auth-login-title">{tr('account.auth.login')}</FormHeading>
          <TextField name="emailOrMobile" label={tr('account.auth.emailOrMobile')} autoComplete="username" required />
          <PasswordField name="password" label={tr('account.auth.password')} required />
          <div css={{ textAlign: 'right', marginTop: `-${t.space.sm}`, marginBottom: t.space.md }}>
            <AuthLink to="/forgot-password">{tr('account.auth.forgotPasswordLink')}</AuthLink>
          </div>
          <Button type="submit" fullWidth loading={auth.signingIn}>
            {tr('account.auth.login')}
          </Button>
          {onContinueAsGuest && (
            <Button
              variant="secondary"
              fullWidth
              // Only at checkout, whose stores are loaded by then (the dialog on other pages has no such button).
              loading={root.checkout.guestLoading}
              onClick={onContinueAsGuest}
              css={{ marginTop: t.space.sm }}
            >
              {tr('account.auth.continueAsGuest')}
            </Button>
          )}
          <FormLinks>
            {placement !== 'checkout' && <AuthLink to="/otp-login">{tr('account.auth.dialogOtpLogin')}</AuthLink>}
            <span>
              {tr('account.auth.newHere')} <AuthLink to="/register">{tr('account.auth.dialogRegister')}</AuthLink>
            </span>
          </FormLinks>
        </form>
      )}
    />
  );
});
