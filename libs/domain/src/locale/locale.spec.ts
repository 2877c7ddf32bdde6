import { negotiateLocale, isLocale, OFFERED_LOCALES } from './locale';
import { localizePath, splitLocalePath } from './locale-path';

describe('negotiateLocale', () => {
  it('answers English without a header, or when no range names a language of the store', () => {
    expect(negotiateLocale(undefined)).toBe('en-IN');
    expect(negotiateLocale('')).toBe('en-IN');
    expect(negotiateLocale('fr-FR, de;q=0.8')).toBe('en-IN');
    expect(negotiateLocale('*')).toBe('en-IN');
  });

  it('follows the ranges by their weight, matching by the primary language', () => {
    expect(negotiateLocale('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi-IN');
    expect(negotiateLocale('en-GB,en;q=0.9,hi;q=0.8')).toBe('en-IN');
    expect(negotiateLocale('en;q=0.5, hi;q=0.9')).toBe('hi-IN');
    expect(negotiateLocale('HI')).toBe('hi-IN');
    expect(negotiateLocale('hi;q=0, en')).toBe('en-IN');
  });

  it('chooses only among the languages offered', () => {
    expect(negotiateLocale('hi-IN', ['en-IN'])).toBe('en-IN');
    expect(negotiateLocale('hi-IN', OFFERED_LOCALES)).toBe('hi-IN');
  });

  it('offers shoppers English and Hindi, English first', () => {
    expect(OFFERED_LOCALES).toEqual(['en-IN', 'hi-IN']);
  });

  it('reads a bounded part of a hostile header', () => {
    expect(negotiateLocale(`${'x;q=0.1,'.repeat(100_000)}hi`)).toBe('en-IN');
  });
});

describe('locale paths', () => {
  it('splits the Hindi prefix off and leaves English paths as they are', () => {
    expect(splitLocalePath('/hi/products')).toEqual({ locale: 'hi-IN', path: '/products' });
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi-IN', path: '/' });
    expect(splitLocalePath('/hi/')).toEqual({ locale: 'hi-IN', path: '/' });
    expect(splitLocalePath('/products')).toEqual({ locale: 'en-IN', path: '/products' });
    expect(splitLocalePath('/hiking-boots')).toEqual({ locale: 'en-IN', path: '/hiking-boots' });
    expect(splitLocalePath('/')).toEqual({ locale: 'en-IN', path: '/' });
  });

  it('builds each language\'s address of a path', () => {
    expect(localizePath('/products?page=2', 'hi-IN')).toBe('/hi/products?page=2');
    expect(localizePath('/', 'hi-IN')).toBe('/hi');
    expect(localizePath('/products', 'en-IN')).toBe('/products');
  });

  it('recognises only the store\'s languages', () => {
    expect(isLocale('hi-IN')).toBe(true);
    expect(isLocale('hi')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
