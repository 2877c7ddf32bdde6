import { resolveAppConfig } from '.';
import { apiBaseFor, DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';
import { readThemePreview, THEME_PREVIEW_KEY } from './theme-preview';

const jsonResponse = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('runtime config', () => {
  it('keeps the valid parts and defaults the rest', () => {
    const config = parseRuntimeConfig({
      apiBase: { default: '/api/v1', 'Shop.Example.in': 'https://api.example.in/api/v1', broken: 5 },
      themeOverride: ' Grocery ',
    });
    expect(config.apiBase).toEqual({ default: '/api/v1', 'shop.example.in': 'https://api.example.in/api/v1' });
    expect(config.themeOverride).toBe('Grocery');
    expect(config.scrollToTopHiddenOn).toEqual(DEFAULT_RUNTIME_CONFIG.scrollToTopHiddenOn);
    expect(parseRuntimeConfig('nonsense')).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('picks the API base by hostname, else the default', () => {
    const config = parseRuntimeConfig({ apiBase: { default: '/api/v1', 'shop.example.in': 'https://api.example.in/api/v1' } });
    expect(apiBaseFor(config, 'SHOP.example.in')).toBe('https://api.example.in/api/v1');
    expect(apiBaseFor(config, 'other.example.in')).toBe('/api/v1');
  });

  it('falls back to the defaults when /config.json is missing, broken or unreachable', async () => {
    await expect(loadRuntimeConfig(() => jsonResponse({}, 404))).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    await expect(loadRuntimeConfig(() => Promise.resolve(new Response('<html>', { status: 200 })))).resolves.toEqual(
      DEFAULT_RUNTIME_CONFIG,
    );
    await expect(loadRuntimeConfig(() => Promise.reject(new TypeError('offline')))).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    await expect(loadRuntimeConfig(() => jsonResponse({ themeOverride: 'Elite' }))).resolves.toMatchObject({
      themeOverride: 'Elite',
    });
  });
});

describe('theme preview', () => {
  beforeEach(() => sessionStorage.clear());

  it('?theme= picks a theme on a local host and keeps it for the tab', () => {
    expect(readThemePreview({ search: '?theme=garment', hostname: 'localhost', storage: sessionStorage })).toBe('Garment');
    expect(sessionStorage.getItem(THEME_PREVIEW_KEY)).toBe('Garment');
    expect(readThemePreview({ search: '', hostname: 'localhost', storage: sessionStorage })).toBe('Garment');
  });

  it('?theme=none ends it; unknown names are ignored', () => {
    sessionStorage.setItem(THEME_PREVIEW_KEY, 'Elite');
    expect(readThemePreview({ search: '?theme=Neon', hostname: '127.0.0.1', storage: sessionStorage })).toBe('Elite');
    expect(readThemePreview({ search: '?theme=none', hostname: '127.0.0.1', storage: sessionStorage })).toBeNull();
    expect(sessionStorage.getItem(THEME_PREVIEW_KEY)).toBeNull();
  });

  it('is ignored on a live host unless the runtime config allows it', () => {
    expect(readThemePreview({ search: '?theme=Garment', hostname: 'shop.example.in', storage: sessionStorage })).toBeNull();
    expect(
      readThemePreview({ search: '?theme=Garment', hostname: 'shop.example.in', storage: sessionStorage, allowOnAnyHost: true }),
    ).toBe('Garment');
  });
});

describe('app config', () => {
  afterEach(() => {
    globalThis.__SF_BUILD_THEME__ = undefined;
  });

  it('the build-time theme wins over the runtime override', () => {
    const runtime = parseRuntimeConfig({ themeOverride: 'Elite' });
    const location = { hostname: 'shop.example.in', search: '' };
    expect(resolveAppConfig(runtime, { location }).themeOverride).toBe('Elite');
    expect(resolveAppConfig(runtime, { location, buildTheme: 'Garment' }).themeOverride).toBe('Garment');
  });

  it('reads the build-time theme from the build environment', () => {
    globalThis.__SF_BUILD_THEME__ = 'Ultra';
    jest.isolateModules(() => {
      const { resolveAppConfig: resolve } = require('.') as typeof import('.');
      expect(resolve(DEFAULT_RUNTIME_CONFIG, { location: { hostname: 'x.in', search: '' } }).themeOverride).toBe('Ultra');
    });
  });
});
