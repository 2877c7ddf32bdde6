import { safeImageUrl } from './safe-image';

describe('image URLs from store settings (safeImageUrl)', () => {
  it.each(['/assets/images/logo.svg', 'https://cdn.kirana.in/logo.png', 'http://img.kirana.in/banner.jpg?w=1280'])('keeps %s', (url) => {
    expect(safeImageUrl(` ${url} `)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'file:///etc/passwd',
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    'assets/logo.png',
    '/assets/lo go.png',
    '/assets/logo.png\u0000',
    'ftp://files.example/logo.png',
    '',
    null,
    undefined,
  ])('shows no picture for %p', (url) => {
    expect(safeImageUrl(url)).toBeNull();
  });
});
