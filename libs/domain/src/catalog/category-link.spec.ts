import { categoryLink } from './category-link';

describe('category link', () => {
  it('links a category with a slug to its content page', () => {
    expect(categoryLink({ id: 7, name: 'About Sarees', slug: 'about-sarees' })).toBe('/get-to-know-us/about-sarees');
  });

  it('otherwise links to the filtered list with the lowercased name', () => {
    expect(categoryLink({ id: 12, name: 'Kurtas', slug: null })).toBe('/products?category_ids[12]=kurtas');
  });

  it('removes ampersands, trims, and URL-encodes the value', () => {
    expect(categoryLink({ id: 3, name: ' Bath & Body ' })).toBe('/products?category_ids[3]=bath%20%20body');
    expect(categoryLink({ id: 4, name: 'Hair Care & ' })).toBe('/products?category_ids[4]=hair%20care');
  });

  it('ignores a blank slug', () => {
    expect(categoryLink({ id: 5, name: 'Oils', slug: '  ' })).toBe('/products?category_ids[5]=oils');
  });
});
