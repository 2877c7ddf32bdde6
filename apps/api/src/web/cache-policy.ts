import path from 'node:path';
import type { SetHeadersResponse } from '@fastify/static';

/** Vite's bundles under the build's `assets/`: the content hash is in the name, so they never change. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same when their content changes (the API's generated images, favicon). */
export const UNHASHED_FILE_CACHE = 'public, max-age=86400';
/** The app's HTML: always revalidated, so a shopper gets the new bundles right after a deploy. */
export const HTML_CACHE = 'no-cache';

/** Files the storefront build also ships as `.br` and `.gz` (apps/storefront/vite/precompress.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/**
 * `setHeaders` for @fastify/static (registered with `cacheControl: false`, so these are the only
 * Cache-Control it sends): HTML is revalidated, everything else gets `cacheControl`. Text files vary by
 * Accept-Encoding, so a shared cache never hands a brotli body to a client that did not ask for it.
 */
export function staticHeaders(cacheControl: string): (res: Pick<SetHeadersResponse, 'setHeader'>, filePath: string) => void {
  return (res, filePath) => {
    const original = filePath.replace(/\.(br|gz)$/, '');
    res.setHeader('cache-control', path.extname(original).toLowerCase() === '.html' ? HTML_CACHE : cacheControl);
    if (COMPRESSIBLE.test(original)) res.setHeader('vary', 'Accept-Encoding');
  };
}
