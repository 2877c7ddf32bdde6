import { PRICE_RANGE_MESSAGES, readPriceRange } from './price-range';

describe('readPriceRange', () => {
  it('reads rupees with up to two decimals, either bound alone or none', () => {
    expect(readPriceRange('100', '2000')).toEqual({ range: { min: 100, max: 2000 } });
    expect(readPriceRange(' 499.50 ', '')).toEqual({ range: { min: 499.5 } });
    expect(readPriceRange(null, '₹999')).toEqual({ range: { max: 999 } });
    expect(readPriceRange(undefined, undefined)).toEqual({ range: {} });
    expect(readPriceRange('0', '0')).toEqual({ range: { min: 0, max: 0 } });
  });

  it('says why a range is not taken, and takes neither bound then', () => {
    expect(readPriceRange('-5', '100')).toEqual({ range: {}, error: { field: 'min', message: PRICE_RANGE_MESSAGES.negative } });
    expect(readPriceRange('10', 'cheap')).toEqual({ range: {}, error: { field: 'max', message: PRICE_RANGE_MESSAGES.notANumber } });
    expect(readPriceRange('1e3', '')).toEqual({ range: {}, error: { field: 'min', message: PRICE_RANGE_MESSAGES.notANumber } });
    expect(readPriceRange('12.345', '')).toEqual({ range: {}, error: { field: 'min', message: PRICE_RANGE_MESSAGES.notANumber } });
    expect(readPriceRange('900', '100')).toEqual({ range: {}, error: { field: 'min', message: PRICE_RANGE_MESSAGES.minAboveMax } });
  });
});
