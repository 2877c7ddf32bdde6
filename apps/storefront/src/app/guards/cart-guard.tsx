import { observer } from 'mobx-react-lite';
import { Navigate, Outlet } from 'react-router-dom';
import { useStores } from '../../stores';

/** Checkout: lets through anyone holding a cart token or an auth token, otherwise back to / (docs/product.md §2). */
export const CartGuard = observer(function CartGuard() {
  const { auth } = useStores();
  if (!auth.isSignedIn && !auth.hasCartToken) return <Navigate to="/" replace />;
  return <Outlet />;
});
