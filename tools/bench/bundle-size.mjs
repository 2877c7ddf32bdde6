#!/usr/bin/env node
/**
 * The home route's initial JavaScript and CSS from the production build (apps/storefront/dist): the entry
 * chunk and the start-up stages it imports, the chunk the app requests at start-up whatever the page (the
 * theme chrome, with the headers), the lazy home screen chunk, and everything they import statically (from
 * Vite's manifest), raw and gzipped.
 * Printed apart: the footer variant chunk of the store's theme (the demo store's, Electronic, by default),
 * which the page asks for once the browser is idle after the page has loaded, so it is not part of the
 * first load. Budget: initial JavaScript at most 100 KB
 * gzipped. Prints numbers; build first. `home-first-load.mjs` measures the same thing in a real browser.
 *
 *   node tools/bench/bundle-size.mjs [--dist <dir>] [--footer electronic]
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distFlag = process.argv.indexOf('--dist');
const dist =
  distFlag > 0 ? process.argv[distFlag + 1] : join(dirname(fileURLToPath(import.meta.url)), '../../apps/storefront/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run `npx nx run storefront:build` first (vite build.manifest is on).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const flag = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const footerVariant = flag('footer', 'electronic');
/** Budget in KB gzipped: lowered as the first load shrinks (docs/performance.md keeps its history). */
const BUDGET_KB = 100;

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const home = Object.keys(manifest).find((k) => /screens\/home\/index\.tsx?$/.test(k));
/**
 * The lazy chunk main.tsx requests on every start-up, before any screen (the toasts wait for a toast).
 * Rollup names it by its source path or, when other chunks share modules with it, `_themed-chrome-<hash>.js`.
 */
const startUp = Object.keys(manifest).filter((k) => /layout\/themed-chrome\.tsx$|^_themed-chrome-/.test(k));
const footer = Object.keys(manifest).find((k) => k.endsWith(`footer/${footerVariant}-footer.tsx`));
/** The stages the entry loads with `import()` on every page, before anything else (apps/storefront/src/main.tsx). */
const stages = manifest[entry]?.dynamicImports ?? [];
const chunks = closure([entry, ...stages, ...startUp, home].filter(Boolean));
/** What the footer adds when it is asked for: its closure less what the first load already has. */
const footerChunks = [...closure(footer ? [footer] : [])].filter((k) => !chunks.has(k));
const files = (kind, keys = chunks) => [...keys].flatMap((k) => (kind === 'js' ? [manifest[k].file] : (manifest[k].css ?? [])));

const measure = (list) =>
  [...new Set(list)].reduce(
    (sum, file) => {
      const bytes = readFileSync(join(dist, file));
      return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length, count: sum.count + 1 };
    },
    { raw: 0, gzip: 0, count: 0 },
  );
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const js = measure(files('js'));
const footerJs = measure(files('js', footerChunks));
const css = measure(files('css'));
const allJs = measure(readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`));

console.log(`home route initial JS:  ${kb(js.raw)} raw, ${kb(js.gzip)} gzipped in ${js.count} files (budget ${BUDGET_KB} KB gzipped)${home ? '' : ' [no home chunk found]'}${startUp.length === 1 ? '' : ' [start-up chunk not found]'}`);
console.log(`then the ${footerVariant} footer: ${kb(footerJs.raw)} raw, ${kb(footerJs.gzip)} gzipped in ${footerJs.count} files (once the browser is idle after the page has loaded)${footer ? '' : ' [footer chunk not found]'}`);
console.log(`home route initial CSS: ${kb(css.raw)} raw, ${kb(css.gzip)} gzipped in ${css.count} files`);
console.log(`all JS chunks:          ${kb(allJs.raw)} raw, ${kb(allJs.gzip)} gzipped in ${allJs.count} files`);
