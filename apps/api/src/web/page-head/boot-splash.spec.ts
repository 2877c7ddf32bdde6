import { injectSplashLogo } from './boot-splash';

describe('the start-up splash', () => {
  const shell = '<div id="root"><div class="boot-splash"><span role="status"></span></div></div>';

  it('shows the store\'s logo first in the splash, escaped', () => {
    expect(injectSplashLogo(shell, '/assets/images/logo.svg?v="2"')).toBe(
      '<div id="root"><div class="boot-splash"><img class="boot-logo" src="/assets/images/logo.svg?v=&quot;2&quot;" alt=""><span role="status"></span></div></div>',
    );
    expect(injectSplashLogo(shell, 'https://cdn.example.in/logo.png')).toContain('src="https://cdn.example.in/logo.png"');
  });

  it('leaves the splash alone without a logo, or with an address that is not a picture\'s', () => {
    for (const logo of [null, '', 'javascript:alert(1)', '//evil.example/logo.svg', 'data:image/svg+xml,<svg/>']) {
      expect(injectSplashLogo(shell, logo)).toBe(shell);
    }
    expect(injectSplashLogo('<div id="root"></div>', '/logo.svg')).toBe('<div id="root"></div>');
  });
});
