import { parseListQuery } from '@storefront/domain';
import { toProductQuery } from './list-query';

describe('product list URL', () => {
  it('becomes the filter query the store sends', () => {
    expect(toProductQuery(parseListQuery('?query=tee&category_ids[11]=men&category_ids[12]=women&brand_ids[1]=acme'))).toEqual({
      query: 'tee',
      'category_ids[]': [11, 12],
      'brand_ids[]': [1],
    });
    expect(toProductQuery(parseListQuery(''))).toEqual({});
    expect(toProductQuery(parseListQuery('?min_price=100&max_price=999.5&in_stock=true&sort=price_asc'))).toEqual({
      min_price: 100,
      max_price: 999.5,
      in_stock: true,
      sort: 'price_asc',
    });
    expect(toProductQuery(parseListQuery('?min_price=900&max_price=100'))).toEqual({});
  });
});
