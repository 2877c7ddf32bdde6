import { productIdParam } from './product-id';

describe('product id param', () => {
  it('is a positive whole number, else null', () => {
    expect(productIdParam('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-1', '1.5', '1e3', ' 1', 'abc', '9007199254740993']) {
      expect([raw, productIdParam(raw)]).toEqual([raw, null]);
    }
  });
});
