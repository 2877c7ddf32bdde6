import { useTokens } from '@storefront/ui-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { DeliveryCheckBoxProps } from './delivery-check-box';

const DeliveryCheckBox = lazy(() => import('./delivery-check-box').then((m) => ({ default: m.DeliveryCheckBox })));

/**
 * The "Check delivery" box, loaded once the page is live: it has nothing to show before (the remembered
 * pincode is read after hydration), so its code stays out of the product page's first load. Until then
 * an empty frame of its height holds its place, so nothing below it moves when it arrives.
 */
export function LazyDeliveryCheckBox(props: DeliveryCheckBoxProps) {
  const t = useTokens();
  // ui-kit's useHydrated, written out: importing it here moved it into a shared chunk the home page loads.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // Heading, label and a 44 px input inside the box's padding and border.
  const placeholder = <div aria-hidden="true" css={{ minHeight: `calc(2 * ${t.space.md} + ${t.space.sm} + 44px + 3.25rem + 2px)` }} />;
  if (!live) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DeliveryCheckBox {...props} />
    </Suspense>
  );
}
