import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { assetsDir } from '../paths';
import { servableBuildPath } from './build-artefacts';
import { HASHED_ASSET_CACHE, staticHeaders, GENERATED_IMAGE_CACHE } from '../http/cache-policy';

/**
 * `/assets/images/*`: the API's own generated images (small SVGs, names without a hash: cached a day).
 * `/assets/*`: the built storefront's `assets/` (Vite's hashed bundles: cached a year, immutable), sent
 * as the `.br`/`.gz` the build wrote next to them when the client accepts one. Two registrations, not
 * one with two roots: @fastify/static's precompressed lookup does not fall back across roots. Production
 * serves no source map.
 */
export async function registerStaticAssets(
  app: FastifyInstance,
  storefrontDist: string,
  { production }: { production: boolean },
): Promise<void> {
  const imagesDir = path.join(assetsDir, 'images');
  if (existsSync(imagesDir)) {
    await app.register(fastifyStatic, {
      root: imagesDir,
      prefix: '/assets/images/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: staticHeaders(GENERATED_IMAGE_CACHE),
    });
  }
  const bundlesDir = path.join(storefrontDist, 'assets');
  if (existsSync(bundlesDir)) {
    await app.register(fastifyStatic, {
      root: bundlesDir,
      prefix: '/assets/',
      // The storefront's own registration decorates sendFile (its index.html fallback).
      decorateReply: false,
      index: false,
      allowedPath: servableBuildPath(production),
      preCompressed: true,
      cacheControl: false,
      setHeaders: staticHeaders(HASHED_ASSET_CACHE),
    });
  }
}
