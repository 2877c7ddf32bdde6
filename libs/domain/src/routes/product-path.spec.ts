import { productPath } from './product-path';

describe('product path', () => {
  it('is /products/{slug}/{id}', () => {
    expect(productPath({ id: 42, name: 'Banarasi Silk Saree' })).toBe('/products/banarasi-silk-saree/42');
  });

  it('prefers the product own slug', () => {
    expect(productPath({ id: 42, name: 'Banarasi Silk Saree', slug: 'banarasi-saree' })).toBe(
      '/products/banarasi-saree/42',
    );
  });

  it('encodes non-ASCII slugs', () => {
    expect(productPath({ id: 1, name: 'साड़ी' })).toBe(`/products/${encodeURIComponent('साड़ी')}/1`);
  });
});
