import { productSlug } from './slug';

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
