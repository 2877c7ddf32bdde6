import type { CheckoutStep } from '@storefront/domain';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores';
import { AddressStep } from './address-step';
import { AuthStep } from './auth-step';
import { PaymentStep } from './payment-step';

/**
 * The form of a step. A cart-token holder may enter at step=address (docs/product.md §2) but needs a session
 * to keep an address, so they get the sign-in choices until they sign in or continue as a guest.
 */
export const StepContent = observer(function StepContent({ step }: { step: CheckoutStep }) {
  const { auth } = useStores();
  if (step === 'auth' || !auth.isSignedIn) return <AuthStep />;
  return step === 'address' ? <AddressStep /> : <PaymentStep />;
});
