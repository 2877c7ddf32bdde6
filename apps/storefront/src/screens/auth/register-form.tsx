import { TERMS_ALERT, registerTermsAlert, type RegisterFormValues } from '@storefront/domain';
import { Button, CheckboxField, PasswordField, TextField } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useStores, type AuthPlacement } from '../../stores';
import { AuthLink, FormAlert, FormHeading, FormLinks } from './auth-parts';
import { PhoneField } from './code-step';
import { BusinessFields, SalonFields } from './register-business-fields';
import { cleanRegisterValues, registerFormOptions, registerValidator } from './register-schema';

/** The terms page the checkbox links to (spec section 2). */
export const TERMS_PATH = '/get-to-know-us/terms_and_policy';

/**
 * Registration (spec section 2): the simple form, or the B2B form when allow_b2b_signup is on; email and
 * passwords hidden when OTP is the default login; salon fields on a salon store. Unticked terms alert
 * "please select terms & policy!" (announced in the form and toasted) and nothing is sent. A failed
 * registration keeps every value typed.
 */
export const RegisterForm = observer(function RegisterForm({ placement }: { placement: AuthPlacement }) {
  const root = useStores();
  const { auth, settings } = root;
  const options = registerFormOptions(settings.settings);
  const { otpDefault = false, b2b = false, salon = false } = options;
  const validate = useMemo(() => registerValidator({ otpDefault, b2b, salon }), [otpDefault, b2b, salon]);
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <Form<Partial<RegisterFormValues>>
      validate={validate}
      onSubmit={async (values) => {
        const termsAlert = registerTermsAlert(values);
        setAlert(termsAlert);
        if (termsAlert) {
          root.notifier.error(TERMS_ALERT);
          return;
        }
        await auth.register(cleanRegisterValues(values, options), options, placement);
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="auth-register-title">
          <FormHeading id="auth-register-title">{b2b ? 'Register your business' : 'Register'}</FormHeading>
          <TextField name="name" label="Full Name" autoComplete="name" required />
          {!otpDefault && <TextField name="email" label="Email" type="email" autoComplete="email" required />}
          <PhoneField name="full_phone_number" label="Phone/Mobile" />
          {!otpDefault && (
            <>
              <PasswordField name="password" label="Password" autoComplete="new-password" hint="At least 6 characters" required />
              <PasswordField name="password_confirmation" label="Confirm Password" autoComplete="new-password" required />
            </>
          )}
          {b2b && <BusinessFields />}
          {salon && <SalonFields withBusinessName={!b2b} />}
          <CheckboxField
            name="termsCheck"
            label={
              <>
                I agree to the{' '}
                <a href={TERMS_PATH} target="_blank" rel="noopener noreferrer">
                  terms &amp; policy
                </a>
              </>
            }
          />
          <FormAlert message={alert} />
          <Button type="submit" fullWidth loading={auth.registering}>
            Register
          </Button>
          <FormLinks>
            <span>
              Already have an account? <AuthLink to="/login">Login</AuthLink>
            </span>
          </FormLinks>
        </form>
      )}
    />
  );
});
