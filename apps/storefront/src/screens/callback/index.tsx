import { useT } from '@storefront/i18n';
import { Container, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PageSkeleton } from '../shared/page-skeleton';
import { screenStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { OrderPlaced, PaymentFailed, orderFromState } from './order-result';
import { RedirectReturn } from './redirect-return';

/**
 * /callbackUrl (docs/product.md §2): no action goes home (replace); place-order shows the order passed in
 * navigation state; phonepay and paypal confirm the redirect payment the shopper comes back from.
 */
const CallbackScreen = observer(function CallbackScreen() {
  const t = useTokens();
  const tr = useT();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const action = params.get('action');
  const order = action === 'place-order' ? orderFromState(state) : null;
  usePageTitle(
    tr(order ? 'checkout.callback.titleOrderPlaced' : action === 'place-order' ? 'checkout.callback.titlePaymentFailed' : 'checkout.callback.titlePayment'),
  );

  if (!action) return <Navigate to="/" replace />;

  return (
    <Container css={screenStyles(t)}>
      {action === 'place-order' ? (
        order ? (
          <OrderPlaced order={order} />
        ) : (
          <PaymentFailed />
        )
      ) : action === 'phonepay' || action === 'paypal' ? (
        <RedirectReturn provider={action} paymentId={params.get('paymentId')} payerId={params.get('PayerID')} />
      ) : (
        <PageSkeleton lines={2} />
      )}
    </Container>
  );
});

export default CallbackScreen;
