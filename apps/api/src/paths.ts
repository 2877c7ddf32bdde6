import path from 'node:path';

/** The monorepo root, resolved from this file so the working directory never matters. */
export const repoRoot = path.resolve(__dirname, '../../..');

/** apps/api */
export const apiRoot = path.resolve(__dirname, '..');

/** Files the API serves under `/assets/*` (generated product images live in `images/`). */
export const assetsDir = path.join(apiRoot, 'assets');

/** The demo store's generated photographs, kept between starts (apps/api/src/seed/photos). */
export const demoPhotosDir = path.join(repoRoot, 'data/demo-photos');

/** The contract every route is registered from. */
export const contractPath = path.join(repoRoot, 'libs/sdk/openapi.yaml');

/** Resolves a path from the environment against the repo root unless it is already absolute. */
export function fromRepoRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(repoRoot, p);
}
