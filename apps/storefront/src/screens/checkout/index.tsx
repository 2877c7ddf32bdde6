import { css } from '@emotion/react';
import { checkoutPath, checkoutRedirect, parseCheckoutStep } from '@storefront/domain';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { Container, mq, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores';
import { PageSkeleton } from '../shared/page-skeleton';
import { ScreenError } from '../shared/screen-error';
import { screenStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { OrderSummary } from './order-summary';
import { CheckoutStepper, STEP_LABELS } from './stepper';
import { StepContent } from './steps/step-content';

/**
 * /checkout: the step from the URL (entry rules of docs/product.md §2), the step's form and the order summary
 * with the coupon box. An empty cart goes to /products.
 */
const CheckoutScreen = observer(function CheckoutScreen() {
  const t = useTokens();
  const tr = useT();
  const translateMessage = useTranslateMessage();
  const { cart, auth } = useStores();
  const [params] = useSearchParams();
  usePageTitle(tr('checkout.title'));

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
      <h1 css={titleStyles(t)}>{tr('checkout.title')}</h1>
      <CheckoutStepper current={step} />
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
          <h2 id="checkout-step-title" css={{ margin: `0 0 ${t.space.md}`, fontSize: t.fontSizes.xl }}>
            {tr(STEP_LABELS[step])}
          </h2>
          {details ? <StepContent step={step} /> : <PageSkeleton lines={3} />}
        </section>
        <section aria-labelledby="checkout-summary-title">
          {details ? (
            <OrderSummary details={details} step={step} />
          ) : cart.error && !cart.loading ? (
            <ScreenError message={translateMessage(cart.error.message)} onRetry={() => void cart.load()} />
          ) : (
            <PageSkeleton lines={4} />
          )}
        </section>
      </div>
    </Container>
  );
});

export default CheckoutScreen;
