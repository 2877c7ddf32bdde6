import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../layout/page-loader';
import { useStores } from '../../stores';

/**
 * The private screens (checkout, my account, the payment callback) read stores that are not in the first
 * load: below their guards, their routes render once those are loaded, with the page loader until then. A
 * failed load is thrown to the route's error boundary, as a screen's chunk that fails to load is.
 */
export const PrivateStoresGate = observer(function PrivateStoresGate() {
  const store = useStores();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const loaded = store.privateStoresLoaded;
  useEffect(() => {
    if (!loaded) store.loadPrivateStores().catch((error: unknown) => setFailure({ error }));
  }, [store, loaded]);
  if (failure) throw failure.error;
  return loaded ? <Outlet /> : <PageLoader />;
});
