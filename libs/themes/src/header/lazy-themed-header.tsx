import { headerVariant, type HeaderVariant } from '@storefront/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HeaderProps } from '../models/header-model';
import type { ThemedHeaderProps } from './themed-header';

/**
 * Each header variant in a chunk of its own: a store shows one theme, so the page loads that theme's
 * header only (the four together were most of the first load's theme code).
 */
const HEADER_CHUNKS: Readonly<Record<HeaderVariant, LazyExoticComponent<ComponentType<HeaderProps>>>> = {
  default: lazy(() => import('./default-header').then((m) => ({ default: m.DefaultHeader }))),
  grocery: lazy(() => import('./grocery-header').then((m) => ({ default: m.GroceryHeader }))),
  electronic: lazy(() => import('./electronic-header').then((m) => ({ default: m.ElectronicHeader }))),
  garment: lazy(() => import('./garment-header').then((m) => ({ default: m.GarmentHeader }))),
};

/**
 * ThemedHeader with only the theme's variant loaded, on demand. It suspends while the chunk loads: render
 * it inside a Suspense boundary whose fallback holds the header's place.
 */
export function LazyThemedHeader({ theme, ...props }: ThemedHeaderProps) {
  const Header = HEADER_CHUNKS[headerVariant(theme)];
  return <Header {...props} />;
}
