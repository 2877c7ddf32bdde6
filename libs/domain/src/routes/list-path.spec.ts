import { parseListQuery } from './list-query';
import { brandListPath, categoryFilterValue, categoryListPath, searchResultsPath } from './list-path';

describe('list paths', () => {
  it('filters by one category or brand with its filter value', () => {
    expect(categoryFilterValue(' Bath & Body ')).toBe('bath  body');
    expect(categoryListPath({ id: 3, name: ' Bath & Body ' })).toBe('/products?category_ids[3]=bath%20%20body');
    expect(brandListPath({ id: 4, name: 'Chai & Co' })).toBe('/products?brand_ids[4]=chai%20%20co');
  });

  it('is read back by the list parser', () => {
    const path = brandListPath({ id: 4, name: 'Chai Co' });
    expect(parseListQuery(path.slice(path.indexOf('?')))).toEqual({ text: '', categories: [], brands: [{ id: 4, name: 'chai co' }] });
  });

  it('searches for the trimmed text', () => {
    expect(searchResultsPath('  tea & biscuits ')).toBe('/products?query=tea%20%26%20biscuits');
  });
});
