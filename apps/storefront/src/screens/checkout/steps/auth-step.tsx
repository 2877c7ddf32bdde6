import { SkeletonRows } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useStores } from '../../../stores';
import { LazyAuthForms } from '../../auth';

/**
 * Checkout's auth step (docs/product.md §2): the sign-in forms inline, with "Continue as a guest" on the login
 * form. Signing in or registering here goes on to step=address.
 */
export const AuthStep = observer(function AuthStep() {
  const { checkout } = useStores();
  return (
    <Suspense fallback={<SkeletonRows count={4} thumbnail={false} />}>
      <LazyAuthForms placement="checkout" onContinueAsGuest={() => void checkout.continueAsGuest()} />
    </Suspense>
  );
});
