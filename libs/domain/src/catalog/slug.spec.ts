import { productPath, productSlug } from './slug';

describe('product slug', () => {
  it('slugifies a name', () => {
    expect(productSlug("Men's Cotton T-Shirt (Blue)")).toBe('men-s-cotton-t-shirt-blue');
    expect(productSlug('  Café Crème 100ml ')).toBe('cafe-creme-100ml');
  });

  it('keeps letters of Indian scripts', () => {
    expect(productSlug('बनारसी साड़ी')).toBe('बनारसी-साड़ी');
  });

  it('falls back to "product" when nothing is left', () => {
    expect(productSlug('!!!')).toBe('product');
  });
});

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
