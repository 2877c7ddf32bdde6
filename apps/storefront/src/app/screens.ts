import { preloadableLazy } from '../code-splitting/preloadable-lazy';
import { withArea } from './page-i18n';

/**
 * Every screen is its own chunk (the home route's initial JavaScript has a budget). Each folder's
 * `index.tsx` default-exports the screen. `preload()` fetches a screen's chunk before the page is
 * hydrated (see preloadable-lazy.ts), with its messages (`withArea`: the areas of libs/i18n it shows;
 * `checkout` holds the address form and order lines that my account shows too; `account` the order status
 * timeline that Track order shows too).
 */
export const HomeScreen = preloadableLazy(() => withArea(['browse'], import('../screens/home')));
export const ProductsScreen = preloadableLazy(() => withArea(['browse'], import('../screens/products')));
export const ProductDetailScreen = preloadableLazy(() => withArea(['browse'], import('../screens/product-detail')));
export const CmsPageScreen = preloadableLazy(() => withArea(['browse'], import('../screens/cms-page')));
export const FaqsScreen = preloadableLazy(() => withArea(['browse'], import('../screens/faqs')));
export const ContactScreen = preloadableLazy(() => withArea(['browse'], import('../screens/contact')));
export const TrackOrderScreen = preloadableLazy(() => withArea(['browse', 'account'], import('../screens/track-order')));
export const NotFoundScreen = preloadableLazy(() => withArea(['browse'], import('../screens/not-found')));
export const CheckoutScreen = preloadableLazy(() => withArea(['checkout', 'account'], import('../screens/checkout')));
export const AccountArea = preloadableLazy(() => withArea(['account', 'checkout'], import('../screens/account')));
export const CallbackScreen = preloadableLazy(() => withArea(['checkout'], import('../screens/callback')));
export const OrderScreen = preloadableLazy(() => withArea(['account', 'checkout'], import('../screens/order')));
