import { useT } from '@storefront/i18n';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import type { SubscribeFormBodyProps } from './subscribe-form-body';
import {
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
 * The subscribe form's props with their defaults applied and the theme's box styles computed: what both
 * the form (`SubscribeForm`) and its lazy stand-in (`LazySubscribeForm`) hand to `SubscribeFormBody`.
 */
export function useSubscribeFormBodyProps({
  onSubscribe,
  buttonLabel,
  placeholder,
  tone = 'light',
  layout = 'inline',
  className,
}: SubscribeFormProps): SubscribeFormBodyProps {
  const t = useStorefrontTokens();
  const tr = useT();
  return {
    onSubscribe,
    buttonLabel: buttonLabel ?? tr('shell.footer.subscribe'),
    placeholder: placeholder ?? tr('shell.footer.enterEmail'),
    className, formCss: subscribeFormStyles(t, layout, tone) };
}
