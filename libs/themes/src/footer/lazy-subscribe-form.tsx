import { Button, useNearViewportOrIdle, trackedLazy } from '@storefront/ui-kit';
import { Suspense, useRef, type Ref } from 'react';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import type { SubscribeFormBodyProps } from './subscribe-form-body';
import { useSubscribeFormBodyProps, type SubscribeFormProps } from './subscribe-form-props';
import { emailBoxStyles } from './subscribe-form-styles';

/** The form with its validation (react-final-form, final-form, zod): a chunk of its own. */
const SubscribeFormBody = trackedLazy(() =>
  import('./subscribe-form-body').then((module) => ({ default: module.SubscribeFormBody })),
);

/**
 * The subscribe form, loaded when the footer comes near the viewport or the browser is idle after the
 * page has loaded, so its validation code stays off the first load. Until then (and while it loads) a
 * placeholder with the same box, field and button holds its place, hidden from assistive technology;
 * pointing at it loads the form at once. The styles are computed here and handed to the form, so the
 * placeholder and the form cannot differ and the form's chunk needs nothing from the chrome's.
 */
export function LazySubscribeForm(props: SubscribeFormProps) {
  const body = useSubscribeFormBodyProps(props);
  const ref = useRef<HTMLDivElement>(null);
  const [ready, load] = useNearViewportOrIdle(ref);
  const stand = <SubscribeFormPlaceholder {...body} innerRef={ref} onWanted={load} />;
  if (!ready) return stand;
  return (
    <Suspense fallback={stand}>
      <SubscribeFormBody {...body} />
    </Suspense>
  );
}

interface PlaceholderProps extends Omit<SubscribeFormBodyProps, 'onSubscribe'> {
  innerRef?: Ref<HTMLDivElement>;
  onWanted?: () => void;
}

/** The form's box, email field and button drawn without the form: same size, nothing shifts when it comes. */
function SubscribeFormPlaceholder({ formCss, buttonLabel, placeholder, className, innerRef, onWanted }: PlaceholderProps) {
  const t = useStorefrontTokens();
  return (
    <div
      ref={innerRef}
      aria-hidden="true"
      data-subscribe-placeholder=""
      className={className}
      onPointerEnter={onWanted}
      css={formCss}
    >
      <div>
        <div css={emailBoxStyles(t)}>{placeholder}</div>
      </div>
      <Button type="button" tabIndex={-1}>
        {buttonLabel}
      </Button>
    </div>
  );
}
