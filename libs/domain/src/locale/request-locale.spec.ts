import { localeFromCookie, requestLocale } from './request-locale';

describe('requestLocale', () => {
  it('takes ?locale= when it names a language of the store', () => {
    expect(requestLocale('hi-IN', 'en')).toBe('hi-IN');
    expect(requestLocale('en-IN', 'hi')).toBe('en-IN');
  });

  it('falls back to Accept-Language, then English', () => {
    expect(requestLocale('fr-FR', 'hi-IN,en;q=0.5')).toBe('hi-IN');
    expect(requestLocale(undefined, 'hi')).toBe('hi-IN');
    expect(requestLocale(['hi-IN'], undefined)).toBe('en-IN');
    expect(requestLocale(undefined, null)).toBe('en-IN');
  });
});

describe('localeFromCookie', () => {
  it("reads the lang cookie among others, only when it names a language of the store", () => {
    expect(localeFromCookie('a=1; lang=hi-IN; b=2')).toBe('hi-IN');
    expect(localeFromCookie('lang=en-IN')).toBe('en-IN');
    expect(localeFromCookie('lang=fr')).toBeNull();
    expect(localeFromCookie('slang=hi-IN')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
  });
});
