import { injectRenderedApp } from './inject-rendered-app';

const SHELL = `<!doctype html>
<html lang="en">
  <head><title>Store</title><noscript><style>.boot-splash { display: none; }</style></noscript></head>
  <body>
    <noscript>This store needs JavaScript to run.</noscript>
    <div id="root"><div class="boot-splash"><span role="status"><span class="boot-spinner" aria-hidden="true"></span><span class="boot-label">Loading...</span></span></div></div>
  </body>
</html>`;

describe('injectRenderedApp', () => {
  it('puts the app in place of the splash, marked with its theme, and drops the note about scripts', () => {
    const html = injectRenderedApp(SHELL, { html: '<header>Kirana</header><main><h1>Home</h1></main>', theme: 'Grocery', rootStyle: '', styles: '' });
    expect(html).toContain('<div id="root" data-server-theme="Grocery"><header>Kirana</header><main><h1>Home</h1></main></div>\n  </body>');
    expect(html).not.toContain('boot-splash"><span');
    expect(html).not.toContain('This store needs JavaScript to run.');
    expect(html).toContain('<noscript><style>.boot-splash { display: none; }</style></noscript>');
  });

  it("puts the store's colours on <html>, escaped", () => {
    const html = injectRenderedApp(SHELL, { html: '<main></main>', theme: 'Default', rootStyle: '--sf-bg:#fff;--sf-text:"x"', styles: '' });
    expect(html).toContain('<html lang="en" style="--sf-bg:#fff;--sf-text:&quot;x&quot;">');
  });

  it("puts the app's styles at the end of <head>, before the body that uses them", () => {
    const styles = '<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1 b2">.css-a1{color:red}</style>';
    const html = injectRenderedApp(SHELL, { html: '<main class="css-a1"></main>', styles, theme: 'Default', rootStyle: '' });
    expect(html).toContain(`</noscript>${styles}</head>`);
    expect(html.indexOf(styles)).toBeLessThan(html.indexOf('<body>'));
  });

  it('refuses a shell without the root element', () => {
    expect(() => injectRenderedApp('<html><body></body></html>', { html: '', styles: '', theme: 'Default', rootStyle: '' })).toThrow('no <div id="root">');
  });
});
