import { SubscribeFormBody } from './subscribe-form-body';
import { useSubscribeFormBodyProps, type SubscribeFormProps } from './subscribe-form-props';

export type { SubscribeFormProps } from './subscribe-form-props';

/**
 * The newsletter form: "Email Required" when empty, "Invalid email" when malformed (the domain's subscribe
 * schema); while sending, the button shows a spinner and "Loading..."; on success the form clears.
 * It brings react-final-form, final-form and zod with it: the footers show it through `LazySubscribeForm`.
 */
export function SubscribeForm(props: SubscribeFormProps) {
  return <SubscribeFormBody {...useSubscribeFormBodyProps(props)} />;
}
