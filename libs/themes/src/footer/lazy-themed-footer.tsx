import { trackedLazy } from '@storefront/ui-kit';
import { footerVariant, type FooterVariant } from '@storefront/domain';
import { type ComponentType, type LazyExoticComponent } from 'react';
import type { FooterProps } from '../models/footer-model';
import type { ThemedFooterProps } from './themed-footer';

/** Each footer variant in a chunk of its own: a store loads its theme's footer only. */
const FOOTER_CHUNKS: Readonly<Record<FooterVariant, LazyExoticComponent<ComponentType<FooterProps>>>> = {
  standard: trackedLazy(() => import('./standard-footer').then((m) => ({ default: m.StandardFooter }))),
  ultra: trackedLazy(() => import('./ultra-footer').then((m) => ({ default: m.UltraFooter }))),
  elite: trackedLazy(() => import('./elite-footer').then((m) => ({ default: m.EliteFooter }))),
  cosmetic: trackedLazy(() => import('./cosmetic-footer').then((m) => ({ default: m.CosmeticFooter }))),
  grocery: trackedLazy(() => import('./grocery-footer').then((m) => ({ default: m.GroceryFooter }))),
  electronic: trackedLazy(() => import('./electronic-footer').then((m) => ({ default: m.ElectronicFooter }))),
  garment: trackedLazy(() => import('./garment-footer').then((m) => ({ default: m.GarmentFooter }))),
  default: trackedLazy(() => import('./default-footer').then((m) => ({ default: m.DefaultFooter }))),
};

/**
 * ThemedFooter with only the theme's variant loaded, on demand. It suspends while the chunk loads: render
 * it inside a Suspense boundary whose fallback holds the footer's place.
 */
export function LazyThemedFooter({ theme, ...props }: ThemedFooterProps) {
  const Footer = FOOTER_CHUNKS[footerVariant(theme)];
  return <Footer {...props} />;
}
