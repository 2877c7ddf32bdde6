import { pageMeta, pageOffset } from './pagination';

describe('pagination', () => {
  it('counts the pages, a partly filled last page included', () => {
    expect(pageMeta(2, 20, 41)).toEqual({ current_page: 2, per_page: 20, total_count: 41, total_pages: 3 });
    expect(pageMeta(1, 20, 0).total_pages).toBe(0);
  });

  it('starts a page after the ones before it', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });
});
