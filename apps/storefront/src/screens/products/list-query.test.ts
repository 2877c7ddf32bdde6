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
  });
});
