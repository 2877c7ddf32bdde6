import { PHONE_LENGTH, formValidator, otpLoginPhoneSchema, otpSchema } from '@storefront/domain';
import { Button, OtpField, TextField, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { useStores, type AuthPlacement } from '../../stores';
import { phoneDigits } from './phone-digits';
import { AuthLink, BackArrow, FormAlert, FormHeading, FormLinks, ResendCode, StepHeader } from './auth-parts';

const validatePhone = formValidator(otpLoginPhoneSchema);
const validatePin = formValidator(otpSchema);

/**
 * OTP login (spec section 2): step 1 the phone (Send OTP), step 2 the 4-digit code (Verify OTP) with a back
 * arrow and a resend countdown; links "Login with Email and Password" and "Don't have an account yet?
 * Register". The steps follow the store's tab (the domain's transitions).
 */
export const OtpLoginForm = observer(function OtpLoginForm({ placement }: { placement: AuthPlacement }) {
  const t = useTokens();
  const { auth } = useStores();
  const { codes } = auth;
  return (
    <div>
      {codes.tab === 2 ? (
        // Keys: each step is its own form (final-form keeps one form per mounted <Form>).
        <Form<{ pin: string }>
          key="pin"
          validate={validatePin}
          onSubmit={async ({ pin }) => {
            await codes.verifyLoginPin(pin.trim(), placement);
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate aria-labelledby="auth-otp-title">
              <StepHeader id="auth-otp-title" title="Verify OTP" back={<BackArrow label="Back to phone number" tab={1} />} />
              <p css={{ margin: `0 0 ${t.space.md}` }}>Enter the 4-digit OTP sent to {codes.target}.</p>
              <FormAlert message={codes.error?.message} />
              <OtpField name="pin" label="OTP" required autoFocus />
              <Button type="submit" fullWidth loading={codes.loading}>
                Verify OTP
              </Button>
              <FormLinks>
                <ResendCode />
              </FormLinks>
            </form>
          )}
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
              <FormHeading id="auth-otp-title">Login with OTP</FormHeading>
              <FormAlert message={codes.error?.message} />
              <TextField
                name="full_phone_number"
                label="Phone number"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                parse={phoneDigits}
                maxLength={PHONE_LENGTH}
                hint={`${PHONE_LENGTH} digits`}
                required
              />
              <Button type="submit" fullWidth loading={codes.loading}>
                Send OTP
              </Button>
            </form>
          )}
        />
      )}
      <FormLinks>
        <AuthLink to="/email-login">Login with Email and Password</AuthLink>
        <span>
          Don&apos;t have an account yet? <AuthLink to="/register">Register</AuthLink>
        </span>
      </FormLinks>
    </div>
  );
});
