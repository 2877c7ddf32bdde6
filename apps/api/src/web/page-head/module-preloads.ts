import path from 'node:path';
import type { PageRoute } from '@storefront/domain';
import { readBuildFile } from './build-file';
import { escapeHtml } from './escape';

/** One record of Vite's build manifest (`.vite/manifest.json`, Vite's documented back-end integration). */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  /** Keys of the chunks this one imports statically: the browser needs them before it can run it. */
  imports?: string[];
  /** Keys of the chunks this one imports with `import()`. */
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The screen each page route shows: the manifest key of its lazy chunk (apps/storefront/src/app/screens.ts
 * imports `../screens/<folder>`; the API may not import the storefront, so the folders are named here).
 * Private screens (checkout, account) sit behind a guard that decides first: nothing is preloaded for them.
 */
function screenModule(route: PageRoute): string | null {
  const folder = {
    home: 'home',
    list: 'products',
    product: 'product-detail',
    cms: 'cms-page',
    titled: route.kind === 'titled' ? route.screen : null,
    'not-found': 'not-found',
    private: null,
  }[route.kind];
  return folder ? `src/screens/${folder}/index.tsx` : null;
}

/** The theme's header and footer places (apps/storefront/src/layout/lazy-chrome.tsx), on every page. */
const isThemedChrome = (key: string, chunk: ManifestChunk) => key === 'src/layout/themed-chrome.tsx' || chunk.name === 'themed-chrome';

/** The app's entry: the storefront's index.html (the start script is an entry of its own). */
const APP_ENTRY = 'index.html';

/**
 * The stages the entry loads, in order, on every page (apps/storefront/src/main.tsx): it imports nothing
 * else with `import()`, so that its chunk stays small and its modules run in tasks of their own.
 */
const startStages = (manifest: Manifest) => manifest[APP_ENTRY]?.dynamicImports ?? [];

/**
 * The JavaScript files a page's first screen needs beyond the entry script: the entry's start-up stages,
 * the themed chrome, the route's screen chunk and everything they import statically. The app only asks
 * for them once the entry has run, one round trip after another; named in the HTML as `modulepreload`,
 * they load alongside the entry.
 * Answers `/assets/...` paths, the entry itself left out (the page already has its script element).
 */
export function modulesToPreload(manifest: Manifest, route: PageRoute): string[] {
  const roots = [...startStages(manifest), ...Object.keys(manifest).filter((key) => isThemedChrome(key, manifest[key]))];
  const screen = screenModule(route);
  if (screen && manifest[screen]) roots.push(screen);
  return chunksWithImports(manifest, roots);
}

/**
 * The `/assets/...` files of the chunks `roots` and everything they import statically, each once, in the
 * order met; entries (whose script elements the page has) are left out.
 */
export function chunksWithImports(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen].map((key) => `/${manifest[key].file}`);
}

let parsedManifest: { text: string; manifest: Manifest } | null = null;

/** The build's manifest next to its index.html, or an empty one when the build has none (nothing preloaded). */
export async function readBuildManifest(indexFile: string): Promise<Manifest> {
  const text = await readBuildFile(path.join(path.dirname(indexFile), '.vite/manifest.json'));
  if (text === null) return {};
  if (parsedManifest?.text !== text) parsedManifest = { text, manifest: JSON.parse(text) as Manifest };
  return parsedManifest.manifest;
}

/**
 * `<link rel="modulepreload">` for each path, before `</head>`. At low priority: the entry script and the
 * LCP picture go first (nothing can use these chunks before the entry has run), and the splash paints
 * without waiting for them.
 */
export function injectModulePreloads(html: string, paths: string[]): string {
  if (paths.length === 0) return html;
  const links = paths.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" fetchpriority="low">`).join('\n    ');
  return html.replace(/<\/head>/i, () => `  ${links}\n  </head>`);
}
