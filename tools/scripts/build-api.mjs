#!/usr/bin/env node
/**
 * `nx run api:build`: bundles apps/api/src/main.ts and cli.ts to apps/api/dist/{main,cli}.js so the API
 * runs with plain `node` (no tsx, no Nx process in the serving path).
 *
 * Our own workspace libraries (@storefront/*, TypeScript source) are bundled; every npm package stays
 * external and is required from node_modules at run time (native better-sqlite3, pg, Fastify plugins:
 * bundling them buys nothing and breaks their own file lookups). dist/ sits at the same depth as src/,
 * so apps/api/src/paths.ts resolves the repo root, the contract yaml and assets/ from either.
 *
 * Each output file is written to a temporary name and renamed into place: a process starting from
 * dist/ (or a second build running at the same time) never reads a half-written bundle.
 */
import { renameSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiRoot = path.join(repoRoot, 'apps/api');
const outdir = path.join(apiRoot, 'dist');

/** Bare imports that are not our workspace libraries: left to node's require at run time. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
const result = await build({
  absWorkingDir: repoRoot,
  entryPoints: { main: path.join(apiRoot, 'src/main.ts'), cli: path.join(apiRoot, 'src/cli.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // Resolves @storefront/* through the workspace's TypeScript paths.
  tsconfig: path.join(apiRoot, 'tsconfig.json'),
  plugins: [npmPackagesExternal],
  sourcemap: 'linked',
  // Stack traces name real functions; the bundle is read from disk once, its size does not matter.
  minify: false,
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  write: false,
});

mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
console.log(`API built to ${path.relative(repoRoot, outdir)}/ (main.js, cli.js) in ${Date.now() - started} ms`);
