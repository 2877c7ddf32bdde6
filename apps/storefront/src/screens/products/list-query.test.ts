import { categoryLink } from '@storefront/domain';
import { parseListQuery, toProductQuery, withOption, withoutOptions, withParam } from './list-query';

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

  it('becomes the filter query the store sends', () => {
    expect(toProductQuery(parseListQuery('?query=tee&category_ids[11]=men&category_ids[12]=women&brand_ids[1]=acme'))).toEqual({
      query: 'tee',
      'category_ids[]': [11, 12],
      'brand_ids[]': [1],
    });
    expect(toProductQuery(parseListQuery(''))).toEqual({});
  });

  it('ticks and unticks options in the same bracket format, keeping the rest', () => {
    const ticked = withOption('?query=tea', 'category_ids', { id: 5, name: 'grocery' }, true);
    expect(ticked).toBe('?query=tea&category_ids[5]=grocery');
    expect(parseListQuery(ticked)).toEqual({ text: 'tea', categories: [{ id: 5, name: 'grocery' }], brands: [] });
    const both = withOption(ticked, 'brand_ids', { id: 4, name: 'chai co' }, true);
    expect(both).toBe('?query=tea&category_ids[5]=grocery&brand_ids[4]=chai%20co');
    expect(withOption(both, 'category_ids', { id: 5, name: 'grocery' }, false)).toBe('?query=tea&brand_ids[4]=chai%20co');
    expect(withoutOptions(both)).toBe('?query=tea');
    expect(withParam(both, 'sort', 'price_asc')).toBe('?query=tea&category_ids[5]=grocery&brand_ids[4]=chai%20co&sort=price_asc');
    expect(withParam('?sort=popular', 'sort', null)).toBe('');
  });
});
