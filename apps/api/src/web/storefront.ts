import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MEDIA_PATH_PREFIX } from '@storefront/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../http/contract';
import type { ErrorBody } from '../http/reply';
import { servableBuildPath } from './build-artefacts';
import { createPageServer } from './serve-page';
import { loadServerRenderer } from './page-render/server-renderer';
import { REVALIDATE, staticHeaders } from '../http/cache-policy';

/** Shown at every page path until the storefront has been built. */
export function placeholderPage(storeName: string, distDir: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(storeName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
code{background:#f3f4f6;padding:.1rem .3rem;border-radius:4px}</style></head>
<body>
<h1>${escapeHtml(storeName)}</h1>
<p>The API is running. The storefront has not been built yet (no <code>${escapeHtml(distDir)}</code>).</p>
<p>Build it with <code>npx nx run storefront:build</code>, or try the API:
<a href="${API_PREFIX}/store_settings">${API_PREFIX}/store_settings</a>.</p>
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function notFoundEnvelope(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = { meta: { message: `Route not found: ${request.method} ${request.url.split('?')[0]}` } };
  return reply.status(404).send(body);
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/assets/')) return false;
  if (pathname.startsWith('/sandbox/') || pathname.startsWith(MEDIA_PATH_PREFIX)) return false;
  // `/logo.png` that does not exist is a missing file, not a page of the app.
  return !/\.[a-z0-9]{1,8}$/i.test(pathname);
}

/**
 * Serves the built storefront from `distDir` (files at their paths, `index.html` for any other page
 * path so client-side routes work), or a placeholder page when it has not been built. Also installs
 * the not-found handler: unknown API paths get the 404 error envelope, never the app. In production,
 * source maps and `.vite/` are not served.
 */
export async function registerStorefront(
  app: FastifyInstance,
  distDir: string,
  { production }: { production: boolean },
  storeName: () => Promise<string>,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    // Files at the build's root (index.html, favicon, config.json): names without a hash, so revalidated.
    // Sent as the build's .br/.gz when accepted; sendFile (the index.html fallback below) goes through the same.
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      decorateReply: !app.hasReplyDecorator('sendFile'),
      index: ['index.html'],
      allowedPath: servableBuildPath(production),
      preCompressed: true,
      cacheControl: false,
      setHeaders: staticHeaders(REVALIDATE),
    });
  }

  // Every page path answers index.html with that page's head (serve-page.ts); `/` too, which
  // the static files would otherwise answer with the bare index.html.
  // Public pages are rendered by the storefront's own React renderer when its server bundle was built.
  const servePage = built ? createPageServer(app, indexFile, await loadServerRenderer(distDir)) : null;
  if (servePage) app.get('/', servePage);

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) return notFoundEnvelope(request, reply);
    if (servePage) return servePage(request, reply);
    return reply.type('text/html; charset=utf-8').send(placeholderPage(await storeName(), distDir));
  });
}
