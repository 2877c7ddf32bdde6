import { fitNavEntries, type NavFitInput } from './nav-fit';

// Home 60, five categories of 100, two pages of 80, More 70, gaps of 10.
const base: NavFitInput = {
  available: 0,
  gap: 10,
  fixed: [60],
  optional: [100, 100, 100, 100, 100, 80, 80],
  more: 70,
  moreAlways: true,
};

describe('fitting the header nav', () => {
  it('keeps everything when the bar is wide enough', () => {
    // 60 + 500 + 160 + 70 + 8 gaps of 10 = 870
    expect(fitNavEntries({ ...base, available: 870 })).toBe(7);
  });

  it('moves the header pages into More first, the last one first', () => {
    // Home, five categories, one page and More: 60 + 500 + 80 + 70 + 7 gaps = 780
    expect(fitNavEntries({ ...base, available: 869 })).toBe(6);
    expect(fitNavEntries({ ...base, available: 780 })).toBe(6);
    expect(fitNavEntries({ ...base, available: 779 })).toBe(5);
  });

  it('then moves categories from the end', () => {
    // Home, five categories and More: 60 + 500 + 70 + 6 gaps = 690; with four: 60 + 400 + 70 + 5 gaps = 580
    expect(fitNavEntries({ ...base, available: 690 })).toBe(5);
    expect(fitNavEntries({ ...base, available: 689 })).toBe(4);
    expect(fitNavEntries({ ...base, available: 580 })).toBe(4);
    expect(fitNavEntries({ ...base, available: 579 })).toBe(3);
  });

  it('counts More only once something is left over when no category is past the limit', () => {
    const input = { ...base, optional: [100, 100], moreAlways: false };
    // Home and both categories: 60 + 200 + 2 gaps = 280, no More needed.
    expect(fitNavEntries({ ...input, available: 280 })).toBe(2);
    // One category and More: 60 + 100 + 70 + 2 gaps = 250.
    expect(fitNavEntries({ ...input, available: 279 })).toBe(1);
    expect(fitNavEntries({ ...input, available: 249 })).toBe(0);
  });

  it('keeps nothing optional when even one entry does not fit, and everything when nothing is measured', () => {
    expect(fitNavEntries({ ...base, available: 100 })).toBe(0);
    // Layout not known (a test DOM or a hidden nav): every width is 0, so everything fits.
    expect(fitNavEntries({ available: 0, gap: 0, fixed: [0], optional: [0, 0, 0], more: 0, moreAlways: true })).toBe(3);
  });

  it('tolerates sub-pixel widths', () => {
    expect(fitNavEntries({ ...base, available: 869.6 })).toBe(7);
  });
});
