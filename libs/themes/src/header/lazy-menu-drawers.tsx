import { trackedLazy } from '@storefront/ui-kit';
import { Suspense, useRef, type ReactNode } from 'react';
import type { GarmentDrawerProps } from './garment-drawer';
import type { MobileMenuDrawerProps } from './mobile-menu-drawer';

/*
 * The small-screen menu drawers, each a chunk of its own that loads when a shopper first opens the menu:
 * the drawer, its overlay and focus handling and the category accordion are not needed to draw the header,
 * so they stay out of the first load. Once opened, a drawer stays mounted so it can animate shut.
 */

const MobileMenuDrawerChunk = trackedLazy(() => import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })));
const GarmentDrawerChunk = trackedLazy(() => import('./garment-drawer').then((m) => ({ default: m.GarmentDrawer })));

/** True from the first render with `open` on. */
function useOpenedOnce(open: boolean): boolean {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current;
}

/** Its drawer from the first opening on (the element is only a description until then: nothing loads). */
function FromFirstOpening({ open, children }: { open: boolean; children: ReactNode }) {
  if (!useOpenedOnce(open)) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function LazyMobileMenuDrawer(props: MobileMenuDrawerProps) {
  return (
    <FromFirstOpening open={props.open}>
      <MobileMenuDrawerChunk {...props} />
    </FromFirstOpening>
  );
}

export function LazyGarmentDrawer(props: GarmentDrawerProps) {
  return (
    <FromFirstOpening open={props.open}>
      <GarmentDrawerChunk {...props} />
    </FromFirstOpening>
  );
}
