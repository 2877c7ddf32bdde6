import { parseListQuery } from './list-query';
import { withOption, withoutOptions, withParam, withParams } from './list-search';

describe('product list search edits', () => {
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

  it('sets the price range and in stock only together, and Clear all removes them with the options', () => {
    const ranged = withParams('?query=tea&brand_ids[4]=chai&page=2', { min_price: '100', max_price: undefined, in_stock: 'true', page: undefined });
    expect(ranged).toBe('?query=tea&brand_ids[4]=chai&min_price=100&in_stock=true');
    expect(withoutOptions(`${ranged}&max_price=900&sort=popular`)).toBe('?query=tea&sort=popular');
  });
});
