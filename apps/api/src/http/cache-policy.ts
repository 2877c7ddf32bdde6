import path from 'node:path';
import type { SetHeadersResponse } from '@fastify/static';

/** Vite's bundles under the build's `assets/`: the content hash is in the name, so they never change. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The API's generated product images: no hash in the name, but they only change with the catalogue outline. */
export const GENERATED_IMAGE_CACHE = 'public, max-age=86400';
/**
 * The app's HTML and the build's other root files (config.json, which an operator edits per store;
 * favicon): always revalidated (a 304 when unchanged), so a deploy reaches shoppers at once.
 */
export const REVALIDATE = 'no-cache';

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
    res.setHeader('cache-control', path.extname(original).toLowerCase() === '.html' ? REVALIDATE : cacheControl);
    if (COMPRESSIBLE.test(original)) res.setHeader('vary', 'Accept-Encoding');
  };
}
