import { resolveTheme } from './resolve-theme';

const liveStore = { hostname: 'shop.example.in', themeTemplateName: 'Grocery' };

describe('theme resolution', () => {
  it('uses the settings theme on a live host', () => {
    expect(resolveTheme(liveStore)).toBe('Grocery');
  });

  it('gives Default for an unknown or missing settings name', () => {
    expect(resolveTheme({ hostname: 'shop.example.in', themeTemplateName: 'Neon' })).toBe('Default');
    expect(resolveTheme({ hostname: 'shop.example.in' })).toBe('Default');
  });

  it('forces Electronic on a local or LAN development host', () => {
    expect(resolveTheme({ ...liveStore, hostname: 'localhost' })).toBe('Electronic');
    expect(resolveTheme({ ...liveStore, hostname: '192.168.1.5' })).toBe('Electronic');
  });

  it('lets the build-time override win over everything', () => {
    expect(resolveTheme({ ...liveStore, buildOverride: 'Garment' })).toBe('Garment');
    expect(resolveTheme({ ...liveStore, hostname: 'localhost', buildOverride: 'Garment', preview: 'Elite' })).toBe(
      'Garment',
    );
  });

  it('lets an explicit preview win over the local-host rule', () => {
    expect(resolveTheme({ ...liveStore, hostname: 'localhost', preview: 'Cosmetic' })).toBe('Cosmetic');
  });

  it('ignores an invalid override or preview', () => {
    expect(resolveTheme({ ...liveStore, buildOverride: '', preview: 'Neon' })).toBe('Grocery');
    expect(resolveTheme({ ...liveStore, hostname: 'localhost', preview: 'Neon' })).toBe('Electronic');
  });
});
