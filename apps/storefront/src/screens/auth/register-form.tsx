import { registerFormFor, registerTermsAlert, type BusinessType, type RegisterFormValues } from '@storefront/domain';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { AlertDialog, Button, CheckboxField, PasswordField, TextField } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useStores, type AuthPlacement } from '../../stores';
import { AuthLink, FormHeading, FormLinks } from './auth-parts';
import { PhoneField } from './code-step';
import { AccountTypeField } from './register-account-type';
import { BusinessFields, SalonFields } from './register-business-fields';
import { cleanRegisterValues, registerStoreOptions, registerValidator } from './register-schema';

/** The terms page the checkbox links to (docs/product.md §2). */
export const TERMS_PATH = '/get-to-know-us/terms_and_policy';

type RegisterValues = Partial<RegisterFormValues>;

const PERSONAL: RegisterValues = { business_type: 'b2c' };

/**
 * Registration (docs/product.md §2): the simple form; on a store with B2B sign-up on, the shopper chooses a
 * personal account (the simple form, the default) or a business one (the B2B fields). Email and passwords
 * hidden when OTP is the default login; salon fields on a salon store. Unticked terms alert "please select
 * terms & policy!" in an alert dialog and nothing is sent. The form keeps every value typed, after the
 * alert and after a failed registration.
 */
export const RegisterForm = observer(function RegisterForm({ placement }: { placement: AuthPlacement }) {
  const { auth, settings } = useStores();
  const tr = useT();
  const translate = useTranslateMessage();
  const store = registerStoreOptions(settings.settings);
  const { otpDefault, b2bSignup, salon } = store;
  // The business fields are checked only while "Business" is chosen.
  const validate = useMemo(() => {
    const byType = (type: BusinessType) => registerValidator(registerFormFor({ otpDefault, b2bSignup, salon }, type));
    const validators = { b2c: byType('b2c'), b2b: byType('b2b') };
    return (values: RegisterValues) => validators[values.business_type ?? 'b2c'](values);
  }, [otpDefault, b2bSignup, salon]);
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <>
      <Form<RegisterValues>
        initialValues={PERSONAL}
        validate={validate}
        onSubmit={async (values) => {
          const termsAlert = registerTermsAlert(values);
          if (termsAlert) {
            setAlert(termsAlert);
            return;
          }
          const options = registerFormFor(store, values.business_type);
          await auth.register(cleanRegisterValues(values, options), options, placement);
        }}
        render={({ handleSubmit, values }) => {
          const { b2b } = registerFormFor(store, values.business_type);
          return (
            <form onSubmit={handleSubmit} noValidate aria-labelledby="auth-register-title">
              <FormHeading id="auth-register-title">{tr('account.auth.dialogRegister')}</FormHeading>
              {b2bSignup && <AccountTypeField />}
              <TextField name="name" label={tr('account.profile.fullName')} autoComplete="name" required />
              {!otpDefault && <TextField name="email" label={tr('account.profile.email')} type="email" autoComplete="email" required />}
              <PhoneField name="full_phone_number" label={tr('account.profile.phone')} />
              {!otpDefault && (
                <>
                  <PasswordField name="password" label={tr('account.auth.password')} autoComplete="new-password" hint={tr('account.register.passwordHint')} required />
                  <PasswordField name="password_confirmation" label={tr('account.register.confirmPassword')} autoComplete="new-password" required />
                </>
              )}
              {b2b && <BusinessFields />}
              {salon && <SalonFields withBusinessName={!b2b} />}
              <CheckboxField
                name="termsCheck"
                label={
                  <>
                    {tr('account.register.agreeBefore')}
                    <a href={TERMS_PATH} target="_blank" rel="noopener noreferrer">
                      {tr('account.register.terms')}
                    </a>
                  </>
                }
              />
              <Button type="submit" fullWidth loading={auth.registering}>
                {tr('account.auth.dialogRegister')}
              </Button>
              <FormLinks>
                <span>
                  {tr('account.register.haveAccount')} <AuthLink to="/login">{tr('account.auth.login')}</AuthLink>
                </span>
              </FormLinks>
            </form>
          );
        }}
      />
      <AlertDialog message={alert && translate(alert)} onClose={() => setAlert(null)} />
    </>
  );
});
