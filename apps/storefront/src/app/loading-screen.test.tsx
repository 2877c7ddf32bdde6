import { splashLogo } from './loading-screen';

describe('the logo of the server\'s start-up splash', () => {
  it('is the splash image\'s address, and none without one', () => {
    const doc = document.implementation.createHTMLDocument('store');
    doc.body.innerHTML = '<div id="root"><div class="boot-splash"><img class="boot-logo" src="/assets/images/logo.svg" alt=""></div></div>';
    expect(splashLogo(doc)).toBe('/assets/images/logo.svg');
    doc.body.innerHTML = '<div id="root"><div class="boot-splash"></div></div>';
    expect(splashLogo(doc)).toBeNull();
  });
});
