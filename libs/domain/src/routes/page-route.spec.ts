import { matchPageRoute } from './page-route';

describe('page routes (the storefront route table)', () => {
  it('reads home, products, product, CMS and list filters', () => {
    expect(matchPageRoute('/')).toEqual({ kind: 'home' });
    expect(matchPageRoute('/?utm_source=x')).toEqual({ kind: 'home' });
    expect(matchPageRoute('/products/blue-shirt/12')).toEqual({ kind: 'product', slug: 'blue-shirt', id: 12 });
    expect(matchPageRoute('/Products/blue%20shirt/12/')).toEqual({ kind: 'product', slug: 'blue shirt', id: 12 });
    expect(matchPageRoute('/get-to-know-us/terms_and_policy')).toEqual({ kind: 'cms', slug: 'terms_and_policy' });
    expect(matchPageRoute('/products?category_ids[3]=%20tea%20&category_ids[3]=again&brand_ids[x]=no&query=')).toEqual({
      kind: 'list',
      text: '',
      categories: [{ id: 3, name: 'tea' }],
      brands: [],
    });
  });

  it('knows the screens without a head of their own, and everything else is not found', () => {
    for (const url of ['/checkout?step=auth', '/my-account', '/my-account/orders/3', '/callbackUrl', '/order/abc']) {
      expect([url, matchPageRoute(url).kind]).toEqual([url, 'private']);
    }
    expect(matchPageRoute('/contact-us')).toEqual({ kind: 'titled', title: 'Contact us', screen: 'contact' });
    for (const url of ['/products/12', '/products/a/0', '/products/a/1.5', '/products/a/b/c', '/get-to-know-us', '/nope', '/constructor', '/%E0%A4%A']) {
      expect([url, matchPageRoute(url).kind]).toEqual([url, 'not-found']);
    }
  });

  it('reads the list the way the list screen does, sort included', () => {
    expect(matchPageRoute('/products/?query=%20tea%20&sort=popular')).toEqual({ kind: 'list', text: 'tea', categories: [], brands: [], sort: 'popular' });
    expect(matchPageRoute('/FAQS/')).toEqual({ kind: 'titled', title: 'FAQs', screen: 'faqs' });
    expect(matchPageRoute('/track-order?order_id=INV-2026-000001')).toEqual({ kind: 'titled', title: 'Track order', screen: 'track-order' });
    expect(matchPageRoute('/CallbackURL?action=paypal').kind).toBe('private');
    for (const url of ['/order', '/order/a/b', '/checkout/x', '/contact-us/x', '/get-to-know-us/a/b']) {
      expect([url, matchPageRoute(url).kind]).toEqual([url, 'not-found']);
    }
  });
});
