import { ROUTE_PATHS } from '@storefront/domain';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
import { AccountGuard } from './guards/account-guard';
import { CartGuard } from './guards/cart-guard';
import { PrivateStoresGate } from './guards/private-stores-gate';
import { RouteErrorBoundary } from './route-error-boundary';
import {
  AccountArea,
  CallbackScreen,
  CheckoutScreen,
  CmsPageScreen,
  ContactScreen,
  FaqsScreen,
  HomeScreen,
  NotFoundScreen,
  OrderScreen,
  ProductDetailScreen,
  ProductsScreen,
  TrackOrderScreen,
} from './screens';

/**
 * The route table of docs/product.md §2, inside the site layout. Declarative routing (no loaders or actions):
 * the screens fetch through the stores, so the router's data layer would only add weight to the first load.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <SiteLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A screen that throws shows the error view inside the layout (header and footer stay).
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <HomeScreen /> },
          {
            path: ROUTE_PATHS.products,
            children: [
              { index: true, element: <ProductsScreen /> },
              { path: ROUTE_PATHS.product, element: <ProductDetailScreen /> },
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
          { path: ROUTE_PATHS.cmsPage, element: <CmsPageScreen /> },
          { path: ROUTE_PATHS.order, element: <OrderScreen /> },
          { path: ROUTE_PATHS.contactUs, element: <ContactScreen /> },
          { path: ROUTE_PATHS.faqs, element: <FaqsScreen /> },
          { path: ROUTE_PATHS.trackOrder, element: <TrackOrderScreen /> },
          // The guards turn a visitor away first; the private stores load only for one they let through.
          {
            element: <CartGuard />,
            children: [{ element: <PrivateStoresGate />, children: [{ path: ROUTE_PATHS.checkout, element: <CheckoutScreen /> }] }],
          },
          {
            element: <AccountGuard />,
            children: [
              {
                element: <PrivateStoresGate />,
                children: [
                  { path: ROUTE_PATHS.myAccount, element: <AccountArea /> },
                  { path: ROUTE_PATHS.callback, element: <CallbackScreen /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

/** Renders the route matching the current location (inside a BrowserRouter, or a MemoryRouter in tests). */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  return useRoutes(table);
}
