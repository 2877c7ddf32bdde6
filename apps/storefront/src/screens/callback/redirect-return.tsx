import { observer } from 'mobx-react-lite';
import { useT } from '@storefront/i18n';
import { useEffect } from 'react';
import { useStores } from '../../stores';
import { PageSkeleton } from '../shared/page-skeleton';
import { OrderPlaced, PaymentFailed } from './order-result';

export interface RedirectReturnProps {
  provider: 'phonepay' | 'paypal';
  paymentId: string | null;
  payerId: string | null;
}

/**
 * The return from a redirect provider: the mobile wallet's status check, or the global provider's
 * execution with paymentId and PayerID; then the order or "Payment Failed". The API answers a payment
 * already confirmed with its order, so a reload of this page shows the same order and charges nothing.
 */
export const RedirectReturn = observer(function RedirectReturn({ provider, paymentId, payerId }: RedirectReturnProps) {
  const tr = useT();
  const { payments } = useStores();
  useEffect(() => {
    if (provider === 'phonepay') void payments.confirmPhonepe();
    else void payments.executePaypal(paymentId, payerId);
  }, [payments, provider, paymentId, payerId]);

  const { confirmation } = payments;
  if (confirmation.status === 'paid') return <OrderPlaced order={confirmation.order} />;
  if (confirmation.status === 'failed') return <PaymentFailed />;
  return (
    <div role="status" aria-label={tr('checkout.callback.confirming')}>
      <PageSkeleton lines={3} />
    </div>
  );
});
