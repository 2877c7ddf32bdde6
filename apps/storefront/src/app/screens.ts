import { lazy } from 'react';

/**
 * Every screen is its own chunk (the home route's initial JavaScript has a budget). Each folder's
 * `index.tsx` default-exports the screen.
 */
export const HomeScreen = lazy(() => import('../screens/home'));
export const ProductsScreen = lazy(() => import('../screens/products'));
export const ProductDetailScreen = lazy(() => import('../screens/product-detail'));
export const CmsPageScreen = lazy(() => import('../screens/cms-page'));
export const FaqsScreen = lazy(() => import('../screens/faqs'));
export const ContactScreen = lazy(() => import('../screens/contact'));
export const NotFoundScreen = lazy(() => import('../screens/not-found'));
export const CheckoutScreen = lazy(() => import('../screens/checkout'));
export const AccountArea = lazy(() => import('../screens/account'));
export const CallbackScreen = lazy(() => import('../screens/callback'));
export const OrderScreen = lazy(() => import('../screens/order'));
