import { parseListQuery } from './list-query';
import { withOption, withoutOptions, withParam } from './list-search';

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
});
