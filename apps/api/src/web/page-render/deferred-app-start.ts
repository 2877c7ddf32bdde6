import { APP_ENTRY_ATTRIBUTE, APP_PRELOADS_ATTRIBUTE } from '@storefront/domain';
import { escapeHtml } from '../page-head/escape';
import { chunksWithImports, type Manifest } from '../page-head/module-preloads';

/** The build's start script for rendered pages (apps/storefront/src/page-start.ts), by its manifest key. */
const PAGE_START_MODULE = 'src/page-start.ts';
/** The shell's entry script element, as Vite writes it into the head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/i;

/**
 * A rendered page whose scripts start once its first screen has painted: the entry's script element becomes
 * the start script's, which names the entry and the chunks to preload with it (`preloads`) and asks for
 * them then. A rendered page is read before any script runs, so its largest picture need not share the
 * connection with the app's scripts nor wait for them on the main thread. Answers undefined when the build
 * has no start script or the shell no entry script element: the caller then preloads as for any page.
 */
export function deferAppStart(html: string, manifest: Manifest, preloads: string[]): string | undefined {
  const start = manifest[PAGE_START_MODULE];
  if (!start || !ENTRY_SCRIPT.test(html)) return undefined;
  return html.replace(
    ENTRY_SCRIPT,
    (_element, entry: string) =>
      `<script type="module" crossorigin src="/${escapeHtml(start.file)}" ${APP_ENTRY_ATTRIBUTE}="${escapeHtml(entry)}" ${APP_PRELOADS_ATTRIBUTE}="${escapeHtml(preloads.join(' '))}"></script>` +
      startScriptImports(manifest, start.imports ?? []),
  );
}

/**
 * The chunks the start script imports (constants it shares with the app), preloaded beside it: found only
 * once the start script has loaded, they would be a second round trip before it can run.
 */
function startScriptImports(manifest: Manifest, keys: string[]): string {
  return chunksWithImports(manifest, keys)
    .map((href) => `\n    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('');
}
