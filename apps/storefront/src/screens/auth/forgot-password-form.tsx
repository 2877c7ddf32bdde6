import {
  forgotPasswordSchema,
  formValidator,
  resetPasswordAlert,
  resetPasswordSchema,
} from '@storefront/domain';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { AlertDialog, Button, PasswordField, TextField, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useStores } from '../../stores';
import { BackArrow, FormAlert, StepHeader } from './auth-parts';
import { CodeStep } from './code-step';

const validateIdentifier = formValidator(forgotPasswordSchema);
const validatePasswords = formValidator(resetPasswordSchema);

const TITLE_ID = 'auth-forgot-title';

/**
 * Forgot password in three steps (docs/product.md §2): email or phone (Send OTP), the code (Verify OTP), the new
 * password twice (Reset Password). Back arrows go to the previous step, or to the login from step 1. A
 * mismatch alerts "password not matching!" in an alert dialog, sends nothing and keeps what was typed.
 */
export const ForgotPasswordForm = observer(function ForgotPasswordForm() {
  const t = useTokens();
  const tr = useT();
  const translate = useTranslateMessage();
  const root = useStores();
  const { codes } = root.auth;
  const [mismatch, setMismatch] = useState<string | null>(null);
  const failure = codes.error?.message;

  if (codes.tab === 3) {
    return (
      <>
        {/* Keys: each step is its own form (final-form keeps one form per mounted <Form>). */}
        <Form<{ password: string; password_confirmation: string }>
          key="passwords"
          validate={validatePasswords}
          onSubmit={async (values) => {
            const alert = resetPasswordAlert(values);
            if (alert) {
              setMismatch(alert);
              return;
            }
            await codes.resetPassword(values.password, values.password_confirmation);
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate aria-labelledby={TITLE_ID}>
              <StepHeader
                id={TITLE_ID}
                title={tr('account.forgot.resetPassword')}
                back={<BackArrow label={tr('account.forgot.backToOtp')} tab={2} />}
              />
              <FormAlert message={failure} />
              <PasswordField name="password" label={tr('account.forgot.newPassword')} autoComplete="new-password" required />
              <PasswordField name="password_confirmation" label={tr('account.forgot.confirmNewPassword')} autoComplete="new-password" required />
              <Button type="submit" fullWidth loading={codes.loading}>
                {tr('account.forgot.resetPassword')}
              </Button>
            </form>
          )}
        />
        <AlertDialog message={mismatch && translate(mismatch)} onClose={() => setMismatch(null)} />
      </>
    );
  }

  if (codes.tab === 2) {
    return (
      <CodeStep
        key="pin"
        titleId={TITLE_ID}
        backLabel={tr('account.forgot.backToIdentifier')}
        alert={failure}
        onVerify={(pin) => codes.verifyResetCode(pin)}
      />
    );
  }

  return (
    <Form<{ emailOrMobile: string }>
      key="identifier"
      validate={validateIdentifier}
      initialValues={{ emailOrMobile: codes.target }}
      onSubmit={async ({ emailOrMobile }) => {
        await codes.sendResetCode(emailOrMobile);
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby={TITLE_ID}>
          <StepHeader
            id={TITLE_ID}
            title={tr('account.auth.dialogForgotPassword')}
            back={<BackArrow label={tr('account.forgot.backToLogin')} route="/login" />}
          />
          <p css={{ margin: `0 0 ${t.space.md}` }}>{tr('account.forgot.intro')}</p>
          <FormAlert message={failure} />
          <TextField name="emailOrMobile" label={tr('account.auth.emailOrMobile')} autoComplete="username" required />
          <Button type="submit" fullWidth loading={codes.loading}>
            {tr('account.auth.sendOtp')}
          </Button>
        </form>
      )}
    />
  );
});
