import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { SubscribeFormBody } from './subscribe-form-body';
import {
  SUBSCRIBE_BUTTON_LABEL,
  SUBSCRIBE_PLACEHOLDER,
  subscribeFormStyles,
  type SubscribeFormLayout,
  type SubscribeFormTone,
} from './subscribe-form-styles';

export interface SubscribeFormProps {
  /** Subscribes the email (the app's content store); a rejection keeps the typed email. */
  onSubscribe: (email: string) => Promise<void>;
  buttonLabel?: string;
  placeholder?: string;
  /** dark: on a dark band (lighter error and label colours). */
  tone?: SubscribeFormTone;
  /** inline: email and button side by side (wrapping on narrow screens); stacked: one above the other. */
  layout?: SubscribeFormLayout;
  className?: string;
}

/**
 * The newsletter form: "Email Required" when empty, "Invalid email" when malformed (the domain's subscribe
 * schema); while sending, the button shows a spinner and "Loading..."; on success the form clears.
 * It brings react-final-form, final-form and zod with it: the footers show it through `LazySubscribeForm`.
 */
export function SubscribeForm({
  onSubscribe,
  buttonLabel = SUBSCRIBE_BUTTON_LABEL,
  placeholder = SUBSCRIBE_PLACEHOLDER,
  tone = 'light',
  layout = 'inline',
  className,
}: SubscribeFormProps) {
  const t = useStorefrontTokens();
  return (
    <SubscribeFormBody
      onSubscribe={onSubscribe}
      buttonLabel={buttonLabel}
      placeholder={placeholder}
      className={className}
      formCss={subscribeFormStyles(t, layout, tone)}
    />
  );
}
