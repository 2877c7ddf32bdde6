import { Container, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { linkStyles, screenStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { OrderPlaced, PaymentFailed, orderFromState } from './order-result';

/**
 * /callbackUrl: no action goes home (replace); place-order shows the order passed in navigation state.
 * The redirect providers' returns (phonepay, paypal) need the payments store of the checkout issue.
 */
const CallbackScreen = observer(function CallbackScreen() {
  const t = useTokens();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const action = params.get('action');
  const order = action === 'place-order' ? orderFromState(state) : null;
  usePageTitle(order ? 'Order placed' : action === 'place-order' ? 'Payment failed' : 'Payment');

  if (!action) return <Navigate to="/" replace />;

  return (
    <Container css={screenStyles(t)}>
      {action === 'place-order' ? (
        order ? (
          <OrderPlaced order={order} />
        ) : (
          <PaymentFailed />
        )
      ) : (
        <div css={{ textAlign: 'center' }}>
          <h1 css={titleStyles(t)}>Payment</h1>
          <p>We could not confirm this payment on this page yet. Your orders show its status.</p>
          <Link to="/my-account/orders" css={linkStyles(t)}>
            Go to my orders
          </Link>
        </div>
      )}
    </Container>
  );
});

export default CallbackScreen;
