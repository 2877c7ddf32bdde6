import {
  formValidator,
  registerSchema,
  type FormErrors,
  type RegisterFormOptions,
  type RegisterFormValues,
  type RegisterStoreOptions,
} from '@storefront/domain';
import type { StoreSettings } from '@storefront/sdk';

/** What the store's settings say about registration (docs/product.md §2): OTP default, B2B sign-up, salon fields. */
export function registerStoreOptions(settings: StoreSettings | null): RegisterStoreOptions {
  return {
    otpDefault: settings?.default_web_login_method === 'otp',
    b2bSignup: Boolean(settings?.allow_b2b_signup),
    salon: settings?.store_type === 'salon',
  };
}

/**
 * The form's validator from the domain schema. A document's own error ("documents.1.content") is shown on
 * the one Upload Documents field.
 */
export function registerValidator(options: RegisterFormOptions): (values: unknown) => FormErrors {
  const validate = formValidator(registerSchema(options));
  return (values) => {
    const errors = validate(values);
    for (const key of Object.keys(errors)) {
      if (!key.startsWith('documents.')) continue;
      errors['documents'] ??= errors[key] as string;
      delete errors[key];
    }
    return errors;
  };
}

/** The values to send: trimmed and normalised by the same schema (GST number upper-cased). */
export function cleanRegisterValues(values: unknown, options: RegisterFormOptions): RegisterFormValues {
  return registerSchema(options).parse(values);
}
