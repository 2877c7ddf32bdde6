import { OTP_LENGTH, PHONE_LENGTH, formValidator, otpSchema } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import { Button, OtpField, TextField, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { useStores } from '../../stores';
import { BackArrow, FormAlert, FormLinks, ResendCode, StepHeader } from './auth-parts';
import { phoneDigits } from './phone-digits';

const validatePin = formValidator(otpSchema);

export interface CodeStepProps {
  titleId: string;
  /** The back arrow's name (it goes to step 1). */
  backLabel: string;
  /** Shown above the field: a failed request's reason or an alert. */
  alert: string | null | undefined;
  onVerify: (pin: string) => Promise<unknown>;
}

/**
 * The "Verify OTP" step of OTP login and forgot password: the 4-digit code (one-time-code autofill, digits
 * only, paste friendly), the back arrow to step 1 and "Resend OTP" after its countdown.
 */
export const CodeStep = observer(function CodeStep({ titleId, backLabel, alert, onVerify }: CodeStepProps) {
  const t = useTokens();
  const tr = useT();
  const { codes } = useStores().auth;
  return (
    <Form<{ pin: string }>
      validate={validatePin}
      onSubmit={async ({ pin }) => {
        await onVerify(pin.trim());
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <StepHeader id={titleId} title={tr('account.auth.verifyOtp')} back={<BackArrow label={backLabel} tab={1} />} />
          <p css={{ margin: `0 0 ${t.space.md}` }}>{tr('account.auth.otpSentTo', { target: codes.target })}</p>
          <FormAlert message={alert} />
          <OtpField name="pin" label={tr('account.auth.otp')} maxLength={OTP_LENGTH} required autoFocus />
          <Button type="submit" fullWidth loading={codes.loading}>
            {tr('account.auth.verifyOtp')}
          </Button>
          <FormLinks>
            <ResendCode />
          </FormLinks>
        </form>
      )}
    />
  );
});

/** A 10-digit mobile number field (digits only, the phone keypad, the number's autofill). */
export function PhoneField({ name, label }: { name: string; label: string }) {
  const tr = useT();
  return (
    <TextField
      name={name}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      parse={phoneDigits}
      maxLength={PHONE_LENGTH}
      hint={tr('account.auth.digits', { count: PHONE_LENGTH })}
      required
    />
  );
}
