import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { assetsDir } from '../paths';
import { servableBuildPath } from './build-artefacts';

/**
 * `/assets/*`: the API's own files (generated product images in `assets/images/`), then the built
 * storefront's `assets/` (Vite puts its hashed bundles there), first match wins. Production serves no
 * source map.
 */
export async function registerStaticAssets(
  app: FastifyInstance,
  storefrontDist: string,
  { production }: { production: boolean },
): Promise<void> {
  const roots = [assetsDir, path.join(storefrontDist, 'assets')].filter((dir) => existsSync(dir));
  if (roots.length === 0) return;
  await app.register(fastifyStatic, {
    root: roots,
    prefix: '/assets/',
    // sendFile stays available for the storefront's index.html fallback.
    decorateReply: true,
    index: false,
    allowedPath: servableBuildPath(production),
    maxAge: '1d',
  });
}
