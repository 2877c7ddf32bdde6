import { LocaleStore, type LocalePage } from './locale-store';

function page(url: string) {
  const record = { cookies: [] as string[], visited: [] as string[] };
  const port: LocalePage = { url: () => url, setCookie: (cookie) => record.cookies.push(cookie), assign: (to) => record.visited.push(to) };
  return { port, record };
}

describe('LocaleStore', () => {
  it('reads the language from the page address', () => {
    expect(new LocaleStore(page('/hi/products?page=2').port).locale).toBe('hi-IN');
    expect(new LocaleStore(page('/products').port).locale).toBe('en-IN');
    expect(new LocaleStore().locale).toBe('en-IN');
  });

  it('gives the current page in either language', () => {
    const store = new LocaleStore(page('/hi/products?page=2').port);
    expect(store.pathIn('en-IN')).toBe('/products?page=2');
    expect(store.pathIn('hi-IN')).toBe('/hi/products?page=2');
  });

  it('remembers the choice for a year and loads the page in the other language', () => {
    const { port, record } = page('/products?page=2');
    new LocaleStore(port).switchTo('hi-IN');
    expect(record.cookies).toEqual(['lang=hi-IN; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(record.visited).toEqual(['/hi/products?page=2']);
  });
});
