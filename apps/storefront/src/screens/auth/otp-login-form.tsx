import { formValidator, otpLoginPhoneSchema } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import { Button } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { useStores, type AuthPlacement } from '../../stores';
import { AuthLink, FormAlert, FormHeading, FormLinks } from './auth-parts';
import { CodeStep, PhoneField } from './code-step';

const validatePhone = formValidator(otpLoginPhoneSchema);

/**
 * OTP login (docs/product.md §2): step 1 the phone (Send OTP), step 2 the 4-digit code (Verify OTP) with a back
 * arrow and a resend countdown; links "Login with Email and Password" and "Don't have an account yet?
 * Register". The steps follow the store's tab (the domain's transitions).
 */
export const OtpLoginForm = observer(function OtpLoginForm({ placement }: { placement: AuthPlacement }) {
  const { auth } = useStores();
  const tr = useT();
  const { codes } = auth;
  return (
    <div>
      {codes.tab === 2 ? (
        // Keys: each step is its own form (final-form keeps one form per mounted <Form>).
        <CodeStep
          key="pin"
          titleId="auth-otp-title"
          backLabel={tr('account.otp.backToPhone')}
          alert={codes.error?.message}
          onVerify={(pin) => codes.verifyLoginPin(pin, placement)}
        />
      ) : (
        <Form<{ full_phone_number: string }>
          key="phone"
          validate={validatePhone}
          initialValues={{ full_phone_number: codes.target }}
          onSubmit={async ({ full_phone_number }) => {
            await codes.sendLoginPin(full_phone_number);
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate aria-labelledby="auth-otp-title">
              <FormHeading id="auth-otp-title">{tr('account.auth.dialogOtpLogin')}</FormHeading>
              <FormAlert message={codes.error?.message} />
              <PhoneField name="full_phone_number" label={tr('account.otp.phoneNumber')} />
              <Button type="submit" fullWidth loading={codes.loading}>
                {tr('account.auth.sendOtp')}
              </Button>
            </form>
          )}
        />
      )}
      <FormLinks>
        <AuthLink to="/email-login">{tr('account.otp.emailLogin')}</AuthLink>
        <span>
          {tr('account.otp.noAccount')} <AuthLink to="/register">{tr('account.auth.dialogRegister')}</AuthLink>
        </span>
      </FormLinks>
    </div>
  );
});
