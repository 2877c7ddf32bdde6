import { forEachDatabase } from '../testing';
import { resolveLocale } from '../http/request-locale';

describe('resolveLocale', () => {
  const request = (query: Record<string, unknown>, acceptLanguage?: string) => ({ query, headers: { 'accept-language': acceptLanguage } });

  it('takes ?locale= naming a language of the store, else Accept-Language, else English', () => {
    expect(resolveLocale(request({ locale: 'hi-IN' }, 'en'))).toBe('hi-IN');
    expect(resolveLocale(request({ locale: 'xx' }, 'hi-IN,en;q=0.8'))).toBe('hi-IN');
    expect(resolveLocale(request({}, 'en-GB,hi;q=0.5'))).toBe('en-IN');
    expect(resolveLocale(request({}))).toBe('en-IN');
  });
});

forEachDatabase('catalogue reads in the request\'s language', (server) => {
  const read = (headers: Record<string, string>, url = '/api/v1/products/filter?page=1') =>
    server.app.inject({ method: 'GET', url, headers });

  it('answers Content-Language and Vary: Accept-Language', async () => {
    const english = await read({});
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-language']).toBe('en-IN');
    expect(String(english.headers.vary)).toMatch(/accept-language/i);
    const hindi = await read({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' });
    expect(hindi.headers['content-language']).toBe('hi-IN');
    expect(String(hindi.headers.vary)).toMatch(/accept-language/i);
  });

  it('keeps a Hindi and an English answer of the same URL apart in the response cache', async () => {
    const url = '/api/v1/products/filter?page=2';
    const before = server.app.catalogCache.size;
    await read({ 'accept-language': 'en-IN' }, url);
    await read({ 'accept-language': 'en-IN' }, url);
    expect(server.app.catalogCache.size).toBe(before + 1);
    const hindi = await read({ 'accept-language': 'hi-IN' }, url);
    expect(server.app.catalogCache.size).toBe(before + 2);
    expect(hindi.headers['content-language']).toBe('hi-IN');
  });

  it('takes ?locale= over the header on a catalogue read', async () => {
    const answer = await read({ 'accept-language': 'en-IN' }, '/api/v1/products/filter?page=1&locale=hi-IN');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-language']).toBe('hi-IN');
  });
});
