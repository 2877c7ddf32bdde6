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

describe('product list URL: price range and in stock only', () => {
  it('reads min_price, max_price (rupees) and in_stock=true', () => {
    expect(parseListQuery('?min_price=100&max_price=2000.50&in_stock=true')).toEqual({
      text: '',
      categories: [],
      brands: [],
      price: { min: 100, max: 2000.5 },
      inStock: true,
    });
    expect(parseListQuery('?max_price=500').price).toEqual({ max: 500 });
    expect(parseListQuery('?in_stock=false').inStock).toBeUndefined();
  });

  it('leaves out a range that is negative, not a number or inverted, and says why', () => {
    expect(parseListQuery('?min_price=-1')).toMatchObject({ priceError: { field: 'min', message: 'The price cannot be below ₹0' } });
    expect(parseListQuery('?min_price=-1').price).toBeUndefined();
    expect(parseListQuery('?max_price=abc').priceError?.field).toBe('max');
    const inverted = parseListQuery('?min_price=900&max_price=100&category_ids[3]=x');
    expect(inverted.price).toBeUndefined();
    expect(inverted.priceError?.message).toBe('The minimum price must not be more than the maximum');
    expect(inverted.categories).toEqual([{ id: 3, name: 'x' }]);
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
