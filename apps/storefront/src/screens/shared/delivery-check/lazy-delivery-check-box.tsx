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
  // The box before any answer: padding and border, the heading and its margin, the label and its margin,
  // the 44 px input row (delivery-check-box.tsx sets these line heights so the sum is exact).
  const height = [
    `2 * ${t.space.md} + 2px`,
    `${t.fontSizes.md} * ${t.lineHeights.tight} + ${t.space.sm}`,
    `${t.fontSizes.sm} * ${t.lineHeights.normal} + 4px`,
    '44px',
  ].join(' + ');
  const placeholder = <div aria-hidden="true" css={{ minHeight: `calc(${height})` }} />;
  if (!live) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DeliveryCheckBox {...props} />
    </Suspense>
  );
}
