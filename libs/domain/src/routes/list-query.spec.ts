import { categoryLink } from '../catalog/category-link';
import { listPageParam, parseListQuery } from './list-query';

describe('product list URL', () => {
  it('reads category ids from the category_ids[<id>]=<name> keys', () => {
    expect(parseListQuery('?category_ids[11]=men&category_ids[2]=home%20%20kitchen').categories).toEqual([
      { id: 11, name: 'men' },
      { id: 2, name: 'home  kitchen' },
    ]);
  });

  it('reads the link the domain builds for a category without a slug', () => {
    const link = categoryLink({ id: 21, name: 'Kettles & Tea', slug: null });
    expect(parseListQuery(link.slice(link.indexOf('?'))).categories).toEqual([{ id: 21, name: 'kettles  tea' }]);
  });

  it('accepts percent-encoded brackets and ignores keys that are not ids', () => {
    expect(parseListQuery('?category_ids%5B7%5D=x&category_ids[]=3&category_ids[abc]=y&category_ids[7]=dup').categories).toEqual([
      { id: 7, name: 'x' },
    ]);
  });

  it('reads the search text, brands and sort', () => {
    expect(parseListQuery('?query=%20kettle%20&brand_ids[4]=brewmaster&sort=price_asc')).toEqual({
      text: 'kettle',
      categories: [],
      brands: [{ id: 4, name: 'brewmaster' }],
      sort: 'price_asc',
    });
    expect(parseListQuery('?sort=cheapest').sort).toBeUndefined();
  });

  it('reads a search without its "?" and URLSearchParams alike', () => {
    expect(parseListQuery('brand_ids[0]=zero&brand_ids[9007199254740993]=big&brand_ids[5]=%20a%20')).toEqual({ text: '', categories: [], brands: [{ id: 5, name: 'a' }] });
    expect(parseListQuery(new URLSearchParams('query=tea'))).toEqual({ text: 'tea', categories: [], brands: [] });
  });
});

describe('listPageParam', () => {
  it('reads ?page= as a whole number from 1, and anything else as the first page', () => {
    expect(listPageParam('?page=3')).toBe(3);
    expect(listPageParam('')).toBe(1);
    expect(listPageParam('?page=0')).toBe(1);
    expect(listPageParam('?page=-2')).toBe(1);
    expect(listPageParam('?page=2.5')).toBe(1);
    expect(listPageParam('?page=abc')).toBe(1);
    expect(listPageParam('?page=99999999')).toBe(1);
  });
});
