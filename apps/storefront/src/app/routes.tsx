import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
import { ErrorView } from './error-view';
import { AccountGuard } from './guards/account-guard';
import { CartGuard } from './guards/cart-guard';
import {
  CallbackScreen,
  CheckoutScreen,
  CmsPageScreen,
  ContactScreen,
  FaqsScreen,
  HomeScreen,
  MyAccountScreen,
  NotFoundScreen,
  OrderScreen,
  ProductDetailScreen,
  ProductsScreen,
} from './screens';

/** The route table of spec section 2, inside the site layout. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <ErrorView />,
    children: [
      {
        // A screen that throws shows the error view inside the layout (header and footer stay).
        errorElement: <ErrorView />,
        children: [
          { index: true, element: <HomeScreen /> },
          {
            path: 'products',
            children: [
              { index: true, element: <ProductsScreen /> },
              { path: ':slug/:id', element: <ProductDetailScreen /> },
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
          { path: 'get-to-know-us/:slug', element: <CmsPageScreen /> },
          { path: 'order/:slug', element: <OrderScreen /> },
          { path: 'contact-us', element: <ContactScreen /> },
          { path: 'faqs', element: <FaqsScreen /> },
          { element: <CartGuard />, children: [{ path: 'checkout', element: <CheckoutScreen /> }] },
          {
            element: <AccountGuard />,
            children: [
              { path: 'my-account/*', element: <MyAccountScreen /> },
              { path: 'callbackUrl', element: <CallbackScreen /> },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

/** The app's router (history in the address bar). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
