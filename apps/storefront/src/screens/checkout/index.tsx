import { css } from '@emotion/react';
import { CHECKOUT_STEPS, checkoutPath, checkoutRedirect, parseCheckoutStep, type CheckoutStep } from '@storefront/domain';
import { Container, mq, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores';
import { CartSummary } from '../shared/cart-summary';
import { PageSkeleton } from '../shared/page-skeleton';
import { ScreenError } from '../shared/screen-error';
import { screenStyles, sectionTitleStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';

const STEP_LABELS: Record<CheckoutStep, string> = { auth: 'Sign in', address: 'Delivery address', payment: 'Payment' };

/**
 * /checkout entry: the step from the URL (entry step auth or address, spec section 2), the cart summary,
 * and an empty cart sent to /products. The steps' forms arrive with the checkout issue.
 */
const CheckoutScreen = observer(function CheckoutScreen() {
  const t = useTokens();
  const { cart, auth } = useStores();
  const [params] = useSearchParams();
  usePageTitle('Checkout');

  useEffect(() => {
    // Start-up loads the cart; load it here only when nothing is there or on the way.
    if (!cart.details && !cart.loading) void cart.load();
  }, [cart]);

  const rawStep = params.get('step');
  const step = parseCheckoutStep(rawStep, { isSignedIn: auth.isSignedIn, hasCartToken: auth.hasCartToken });
  if (rawStep !== step) return <Navigate to={checkoutPath(step)} replace />;

  const details = cart.details;
  if (details && !cart.loading) {
    const redirect = checkoutRedirect({ cartItemCount: details.cart_items.length });
    if (redirect) return <Navigate to={redirect} replace />;
  }

  return (
    <Container css={screenStyles(t)}>
      <h1 css={titleStyles(t)}>Checkout</h1>
      <nav aria-label="Checkout steps" css={{ marginBottom: t.space.lg }}>
        <ol
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: ${t.space.sm} ${t.space.lg};
            margin: 0;
            padding: 0;
            list-style: none;
            counter-reset: step;
            & li::before {
              counter-increment: step;
              content: counter(step) '. ';
            }
          `}
        >
          {CHECKOUT_STEPS.map((s) => (
            <li
              key={s}
              aria-current={s === step ? 'step' : undefined}
              css={{ fontWeight: s === step ? t.fontWeights.bold : undefined, color: s === step ? t.colors.text : t.colors.muted }}
            >
              {STEP_LABELS[s]}
            </li>
          ))}
        </ol>
      </nav>
      <div
        css={css`
          display: grid;
          gap: ${t.space.xl};
          ${mq.lg} {
            grid-template-columns: minmax(0, 1fr) minmax(0, 420px);
            align-items: start;
          }
        `}
      >
        <section aria-labelledby="checkout-step-title">
          <h2 id="checkout-step-title" css={sectionTitleStyles(t)}>
            {STEP_LABELS[step]}
          </h2>
          <p role="note" css={{ margin: 0, padding: t.space.md, border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md, background: t.colors.surface }}>
            The checkout steps ({CHECKOUT_STEPS.map((s) => STEP_LABELS[s].toLowerCase()).join(', ')}) come next. Your cart is
            saved and waiting for you.
          </p>
        </section>
        <section aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" css={sectionTitleStyles(t)}>
            Order summary
          </h2>
          {details ? (
            <CartSummary details={details} />
          ) : cart.error && !cart.loading ? (
            <ScreenError message={cart.error.message} onRetry={() => void cart.load()} />
          ) : (
            <PageSkeleton lines={4} />
          )}
        </section>
      </div>
    </Container>
  );
});

export default CheckoutScreen;
