import { cmsPagePath } from './cms-page-path';
import { fillRoutePath } from './fill-route-path';
import { matchRoutePath } from './match-route-path';
import { PAGE_PATHS, ROUTE_PATHS } from './route-paths';

describe('route paths', () => {
  it('are the route table of docs/product.md §2', () => {
    expect(ROUTE_PATHS).toEqual({
      home: '/',
      products: '/products',
      product: '/products/:slug/:id',
      cmsPage: '/get-to-know-us/:slug',
      contactUs: '/contact-us',
      faqs: '/faqs',
      trackOrder: '/track-order',
      checkout: '/checkout',
      myAccount: '/my-account/*',
      callback: '/callbackUrl',
      order: '/order/:slug',
    });
    expect(PAGE_PATHS.myAccount).toBe('/my-account');
  });

  it('fill their params URL-encoded', () => {
    expect(fillRoutePath(ROUTE_PATHS.product, { slug: 'a b', id: '7' })).toBe('/products/a%20b/7');
    expect(cmsPagePath('terms & policy')).toBe('/get-to-know-us/terms%20%26%20policy');
    expect(() => fillRoutePath(ROUTE_PATHS.order, {})).toThrow(':slug');
  });

  it('match decoded segments as react-router does', () => {
    expect(matchRoutePath(ROUTE_PATHS.home, [])).toEqual({});
    expect(matchRoutePath(ROUTE_PATHS.home, ['x'])).toBeNull();
    expect(matchRoutePath(ROUTE_PATHS.product, ['PRODUCTS', 'a b', '7'])).toEqual({ slug: 'a b', id: '7' });
    expect(matchRoutePath(ROUTE_PATHS.product, ['products', 'a'])).toBeNull();
    expect(matchRoutePath(ROUTE_PATHS.myAccount, ['my-account'])).toEqual({ '*': '' });
    expect(matchRoutePath(ROUTE_PATHS.myAccount, ['my-account', 'orders', '3'])).toEqual({ '*': 'orders/3' });
    expect(matchRoutePath(ROUTE_PATHS.callback, ['callbackurl'])).toEqual({});
  });
});
