/**
 * Files of the storefront build that are for developers and tools, not shoppers: source maps (the
 * original source, comments included) and Vite's `.vite/manifest.json` (the bench reads it from disk).
 * Production does not serve them: they map the whole client and help nobody but an attacker.
 */
export function isDeveloperArtefact(pathname: string): boolean {
  const clean = pathname.split('?')[0].toLowerCase();
  return clean.endsWith('.map') || clean.split('/').some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..');
}

/** `allowedPath` for @fastify/static: every file outside production, no developer artefact in it. */
export function servableBuildPath(production: boolean): (pathname: string) => boolean {
  return (pathname) => !production || !isDeveloperArtefact(pathname);
}
