import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchPageRoute } from '@storefront/domain';
import { injectModulePreloads, modulesToPreload, readBuildManifest } from './module-preloads';

/** The shape of a Vite manifest: the entry, the chrome, screens and the small chunks they share. */
const manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: [], dynamicImports: ['node_modules/react-dom/client.js', 'src/stores/create-root-store.ts'] },
  'node_modules/react-dom/client.js': { file: 'assets/client-r1.js', imports: ['_react-v1.js'] },
  '_react-v1.js': { file: 'assets/react-v1.js' },
  'src/stores/create-root-store.ts': { file: 'assets/stores-s1.js', imports: ['index.html', '_react-v1.js'] },
  '_themed-chrome-c1.js': { file: 'assets/themed-chrome-c1.js', name: 'themed-chrome', imports: ['index.html', '_icons-i1.js'] },
  '_icons-i1.js': { file: 'assets/icons-i1.js', imports: ['index.html'] },
  '_product-grid-g1.js': { file: 'assets/product-grid-g1.js', imports: ['index.html', '_icons-i1.js'] },
  'src/screens/products/index.tsx': { file: 'assets/products-p1.js', imports: ['index.html', '_product-grid-g1.js'] },
  'src/screens/home/index.tsx': { file: 'assets/home-h1.js', imports: ['index.html', '_product-grid-g1.js'] },
  'src/screens/faqs/index.tsx': { file: 'assets/faqs-f1.js', imports: ['index.html'] },
  'src/screens/checkout/index.tsx': { file: 'assets/checkout-k1.js', imports: ['index.html'] },
};

/** What the entry loads first on every page, in its order, with what each stage imports. */
const stages = ['/assets/client-r1.js', '/assets/react-v1.js', '/assets/stores-s1.js'];

describe('the modules a page preloads', () => {
  it('names the entry\'s start-up stages, the chrome, the route\'s screen and what they import, each once, never the entry', () => {
    expect(modulesToPreload(manifest, matchPageRoute('/products?query=tea'))).toEqual([
      ...stages,
      '/assets/themed-chrome-c1.js',
      '/assets/icons-i1.js',
      '/assets/products-p1.js',
      '/assets/product-grid-g1.js',
    ]);
    expect(modulesToPreload(manifest, matchPageRoute('/faqs'))).toEqual([...stages, '/assets/themed-chrome-c1.js', '/assets/icons-i1.js', '/assets/faqs-f1.js']);
  });

  it('preloads only the chrome behind a guard, and nothing without a manifest', () => {
    expect(modulesToPreload(manifest, matchPageRoute('/checkout'))).toEqual([...stages, '/assets/themed-chrome-c1.js', '/assets/icons-i1.js']);
    expect(modulesToPreload({}, matchPageRoute('/'))).toEqual([]);
  });

  it('puts the links after the entry script, at the end of the head', () => {
    const shell = '<html><head><script type="module" src="/assets/index-e1.js"></script></head><body></body></html>';
    const html = injectModulePreloads(shell, ['/assets/products-p1.js']);
    expect(html).toContain('<script type="module" src="/assets/index-e1.js"></script>  <link rel="modulepreload" crossorigin href="/assets/products-p1.js" fetchpriority="low">\n  </head>');
    expect(injectModulePreloads(shell, [])).toBe(shell);
  });

  it('reads the manifest next to index.html, and none when the build has none', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
    try {
      expect(await readBuildManifest(path.join(dist, 'index.html'))).toEqual({});
      mkdirSync(path.join(dist, '.vite'));
      writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
      expect(await readBuildManifest(path.join(dist, 'index.html'))).toEqual(manifest);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
