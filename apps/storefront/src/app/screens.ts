import { preloadableLazy } from '../code-splitting/preloadable-lazy';

/**
 * Every screen is its own chunk (the home route's initial JavaScript has a budget). Each folder's
 * `index.tsx` default-exports the screen. `preload()` fetches a screen's chunk before the page is
 * hydrated (see preloadable-lazy.ts).
 */
export const HomeScreen = preloadableLazy(() => import('../screens/home'));
export const ProductsScreen = preloadableLazy(() => import('../screens/products'));
export const ProductDetailScreen = preloadableLazy(() => import('../screens/product-detail'));
export const CmsPageScreen = preloadableLazy(() => import('../screens/cms-page'));
export const FaqsScreen = preloadableLazy(() => import('../screens/faqs'));
export const ContactScreen = preloadableLazy(() => import('../screens/contact'));
export const TrackOrderScreen = preloadableLazy(() => import('../screens/track-order'));
export const NotFoundScreen = preloadableLazy(() => import('../screens/not-found'));
export const CheckoutScreen = preloadableLazy(() => import('../screens/checkout'));
export const AccountArea = preloadableLazy(() => import('../screens/account'));
export const CallbackScreen = preloadableLazy(() => import('../screens/callback'));
export const OrderScreen = preloadableLazy(() => import('../screens/order'));
