import type { Interpolation, Theme } from '@emotion/react';
import { formValidator, subscribeSchema, type SubscribeValues } from '@storefront/domain';
import { Button, TextField } from '@storefront/ui-kit';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useT } from '@storefront/i18n';

const validate = formValidator(subscribeSchema);

/** The form's own failure mark (never shown: the app's toast tells the shopper). */
const SUBSCRIBE_FAILED = 'subscribe-failed';

export interface SubscribeFormBodyProps {
  /** Subscribes the email (the app's content store); a rejection keeps the typed email. */
  onSubscribe: (email: string) => Promise<void>;
  buttonLabel: string;
  placeholder: string;
  className?: string;
  /** The form box's styles (`subscribeFormStyles`), computed by the caller. */
  formCss: Interpolation<Theme>;
}

/**
 * The newsletter form itself, with its validation (react-final-form, final-form and the domain's zod
 * schema). It imports nothing of the theme chrome, only code other chunks share too, so that it can be a
 * chunk of its own that the chrome loads lazily (`LazySubscribeForm`) without the chrome chunk having to
 * export anything for it. `SubscribeForm` is the same form with the theme's styles applied.
 */
export function SubscribeFormBody({ onSubscribe, buttonLabel, placeholder, className, formCss }: SubscribeFormBodyProps) {
  const tr = useT();
  const submit = async (values: SubscribeValues) => {
    try {
      await onSubscribe(subscribeSchema.parse(values).email);
      return undefined;
    } catch {
      // The app reports the failure (toast); the form keeps the email so it can be sent again.
      return { [FORM_ERROR]: SUBSCRIBE_FAILED };
    }
  };
  return (
    <Form<SubscribeValues>
      onSubmit={submit}
      validate={validate}
      render={({ handleSubmit, submitting, form }) => (
        <form
          noValidate
          aria-label={tr('shell.footer.newsletter')}
          className={className}
          onSubmit={(event) => {
            void handleSubmit(event)?.then(() => {
              if (form.getState().submitSucceeded) form.restart();
            });
          }}
          css={formCss}
        >
          <TextField
            name="email"
            type="email"
            label={tr('shell.footer.emailAddress')}
            hideLabel
            placeholder={placeholder}
            autoComplete="email"
          />
          <Button type="submit" loading={submitting}>
            {buttonLabel}
          </Button>
        </form>
      )}
    />
  );
}
