import { messages as shellEnglish } from './catalogs/shell/en-IN';
import { messages as shellHindi } from './catalogs/shell/hi-IN';
import { createI18n } from './create-i18n';
import { loadArea } from './areas';
import { ALL_CATALOGS } from './server';

/** A compiled plural, as `lingui compile` writes it. */
const products = { 'test.products': [['count', 'plural', { one: ['#', ' उत्पाद'], other: ['#', ' उत्पाद'] }]] } as never;
const productsEnglish = { 'test.products': [['count', 'plural', { one: ['#', ' product'], other: ['#', ' products'] }]] } as never;

describe('createI18n', () => {
  it('translates with the catalogs given, in its own language only', () => {
    const hindi = createI18n('hi-IN', shellHindi);
    const english = createI18n('en-IN', shellEnglish);
    expect(hindi._('shell.header.cart')).toBe('कार्ट');
    expect(english._('shell.header.cart')).toBe('Cart');
    expect(hindi._('shell.header.countLabel', { name: 'कार्ट', count: 3 })).toBe('कार्ट, 3 आइटम');
    expect(english._('shell.header.countLabel', { name: 'Cart', count: 1 })).toBe('Cart, 1 item');
  });

  it('chooses plurals by each language\'s rules (Hindi "one" is 0 and 1)', () => {
    const hindi = createI18n('hi-IN', products);
    const english = createI18n('en-IN', productsEnglish);
    expect(hindi._('test.products', { count: 1 })).toBe('1 उत्पाद');
    expect(hindi._('test.products', { count: 3 })).toBe('3 उत्पाद');
    expect(english._('test.products', { count: 1 })).toBe('1 product');
    expect(english._('test.products', { count: 0 })).toBe('0 products');
  });

  it('says English counts without creating an Intl.NumberFormat (its first creation costs a phone tens of milliseconds)', () => {
    // A fresh Lingui: it keeps the formatters it made in its module, and the tests above made some.
    const made: { i18n?: ReturnType<typeof createI18n> } = {};
    jest.isolateModules(() => {
      const fresh: { createI18n: typeof createI18n; ALL_CATALOGS: typeof ALL_CATALOGS } = { ...require('./create-i18n'), ...require('./server') };
      made.i18n = fresh.createI18n('en-IN', ...fresh.ALL_CATALOGS['en-IN']);
    });
    const english = made.i18n;
    if (!english) throw new Error('no fresh i18n');
    const created = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect([0, 1, 2].map((count) => english._('shell.header.countLabel', { name: 'Cart', count }))).toEqual(['Cart, 0 items', 'Cart, 1 item', 'Cart, 2 items']);
      expect([1, 5].map((count) => english._('browse.review.stars', { count }))).toEqual(['1 star', '5 stars']);
      expect([1, 1200].map((count) => english._('browse.list.showing', { shown: 1, count, n: String(count) }))).toEqual([
        'Showing 1 of 1 product',
        'Showing 1 of 1200 products',
      ]);
      expect([1, 3].map((count) => english._('browse.reviews.count', { count, n: String(count) }))).toEqual(['1 review', '3 reviews']);
      expect([1, 4].map((count) => english._('account.orders.itemCount', { count }))).toEqual(['1 item', '4 items']);
      expect(created).not.toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
  });

  it('loads an area into an instance, in its language', async () => {
    const hindi = createI18n('hi-IN');
    await loadArea(hindi, 'shell');
    expect(hindi._('shell.header.search')).toBe('खोजें');
  });

  it('has every catalog for the server, English and Hindi with the same ids', () => {
    // The `messages` area is Hindi only: English domain texts are shown as written.
    const ids = (catalogs: object[]) =>
      catalogs.flatMap((catalog) => Object.keys(catalog)).filter((id) => !id.startsWith('messages.')).sort();
    expect(ids(ALL_CATALOGS['hi-IN'])).toEqual(ids(ALL_CATALOGS['en-IN']));
  });
});
