import { deferAppStart } from './deferred-app-start';

const SHELL = `<html><head><title>Store</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'src/page-start.ts': { file: 'assets/page-start-def.js', isEntry: true },
};

describe('deferAppStart', () => {
  it("puts the start script in place of the entry's, naming the entry and the chunks to preload", () => {
    const html = deferAppStart(SHELL, MANIFEST, ['/assets/themed-chrome-1.js', '/assets/products-2.js']);
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/page-start-def.js" data-app-entry="/assets/index-abc.js" data-app-preloads="/assets/themed-chrome-1.js /assets/products-2.js"></script>',
    );
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(html).not.toContain('modulepreload');
  });

  it('preloads what the start script imports beside it, so that it can run one round trip sooner', () => {
    const manifest = {
      ...MANIFEST,
      'src/page-start.ts': { ...MANIFEST['src/page-start.ts'], imports: ['_app-start-c1.js'] },
      '_app-start-c1.js': { file: 'assets/app-start-c1.js' },
    };
    const html = deferAppStart(SHELL, manifest, ['/assets/themed-chrome-1.js']);
    expect(html).toContain(
      'data-app-preloads="/assets/themed-chrome-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/app-start-c1.js">',
    );
    expect(html?.match(/modulepreload/g)).toHaveLength(1);
  });

  it('leaves the page to the caller when the build has no start script or the shell no entry script', () => {
    expect(deferAppStart(SHELL, { 'index.html': MANIFEST['index.html'] }, [])).toBeUndefined();
    expect(deferAppStart('<html><head></head><body></body></html>', MANIFEST, [])).toBeUndefined();
  });
});
