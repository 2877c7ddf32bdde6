import { safeLinkUrl } from './safe-link';

describe('links from store settings (safeLinkUrl)', () => {
  it.each(['https://instagram.com/kirana.co', 'http://facebook.com/kirana', 'mailto:hello@kirana.in', 'tel:+919876543210'])(
    'keeps %s',
    (url) => {
      expect(safeLinkUrl(`  ${url} `)).toBe(url);
    },
  );

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/profile',
    '/relative/path',
    'instagram.com/kirana',
    '',
    '   ',
    null,
    undefined,
  ])('renders no link for %p', (url) => {
    expect(safeLinkUrl(url)).toBeNull();
  });
});
