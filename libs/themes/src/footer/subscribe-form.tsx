import { css } from '@emotion/react';
import { formValidator, subscribeSchema, type SubscribeValues } from '@storefront/domain';
import { Button, TextField } from '@storefront/ui-kit';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';

const validate = formValidator(subscribeSchema);

export interface SubscribeFormProps {
  /** Subscribes the email (the app's content store); a rejection keeps the typed email. */
  onSubscribe: (email: string) => Promise<void>;
  buttonLabel?: string;
  placeholder?: string;
  /** dark: on a dark band (lighter error and label colours). */
  tone?: 'light' | 'dark';
  /** inline: email and button side by side (wrapping on narrow screens); stacked: one above the other. */
  layout?: 'inline' | 'stacked';
  className?: string;
}

/**
 * The newsletter form: "Email Required" when empty, "Invalid email" when malformed (the domain's subscribe
 * schema); while sending, the button shows a spinner and "Loading..."; on success the form clears.
 */
export function SubscribeForm({
  onSubscribe,
  buttonLabel = 'Subscribe',
  placeholder = 'Enter your email',
  tone = 'light',
  layout = 'inline',
  className,
}: SubscribeFormProps) {
  const t = useStorefrontTokens();
  const submit = async (values: SubscribeValues) => {
    try {
      await onSubscribe(subscribeSchema.parse(values).email);
      return undefined;
    } catch {
      // The app reports the failure (toast); the form keeps the email so it can be sent again.
      return { [FORM_ERROR]: 'subscribe failed' };
    }
  };
  return (
    <Form<SubscribeValues>
      onSubmit={submit}
      validate={validate}
      render={({ handleSubmit, submitting, form }) => (
        <form
          noValidate
          aria-label="Newsletter"
          className={className}
          onSubmit={(event) => {
            void handleSubmit(event)?.then(() => {
              if (form.getState().submitSucceeded) form.restart();
            });
          }}
          css={[
            css`
              display: flex;
              flex-direction: ${layout === 'inline' ? 'row' : 'column'};
              flex-wrap: wrap;
              align-items: flex-start;
              gap: ${t.space.sm};
              width: 100%;
              & > div:first-of-type {
                flex: 1 1 220px;
                width: ${layout === 'inline' ? 'auto' : '100%'};
                margin-bottom: 0;
              }
              & > button {
                min-height: 44px;
                flex: none;
                width: ${layout === 'inline' ? 'auto' : '100%'};
              }
            `,
            tone === 'dark' &&
              css`
                [role='alert'] {
                  color: #ffc9c9;
                }
              `,
          ]}
        >
          <TextField
            name="email"
            type="email"
            label="Email address"
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
