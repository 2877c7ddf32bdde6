#!/usr/bin/env node
/**
 * `nx run sdk:build`: the SDK as a package for projects outside this monorepo, in libs/sdk/dist, ready for
 * `npm pack libs/sdk/dist`:
 *
 * - index.js and testing.js: ES modules bundled by rollup (types stripped by esbuild), with shared chunks.
 *   @storefront/domain (TypeScript source that is never published) is bundled in; every npm package stays
 *   an import, and the build fails if one is not declared in libs/sdk/package.json.
 * - index.d.ts and testing.d.ts: declarations bundled by rollup-plugin-dts, the domain's types inlined.
 * - package.json: libs/sdk/package.json with `exports` pointing at those files, without the workspace-only
 *   dependency on @storefront/domain; plus openapi.yaml (the contract, which ./testing reads) and README.md.
 *
 * No CommonJS build: Node.js 20.19+ and 22.12+ `require()` these modules, and a second copy of the code
 * would give two SdkError classes that `instanceof` tells apart.
 *
 * Inside the monorepo nothing uses dist: libs/sdk/package.json keeps pointing at the TypeScript source (the
 * storefront's Vite build resolves the SDK through it), and tsc, jest and tsx use the tsconfig paths.
 */
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sdkRoot = path.join(repoRoot, 'libs/sdk');
const outdir = path.join(sdkRoot, 'dist');
const tsconfig = path.join(sdkRoot, 'tsconfig.json');
const input = { index: path.join(sdkRoot, 'src/index.ts'), testing: path.join(sdkRoot, 'src/testing/index.ts') };
const manifest = JSON.parse(readFileSync(path.join(sdkRoot, 'package.json'), 'utf8'));
const requireFromSdk = createRequire(path.join(sdkRoot, 'package.json'));

/** Our workspace libraries are bundled; any other bare import is a package the consumer installs. */
const isWorkspaceLibrary = (id) => id.startsWith('@storefront/');
const isBare = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');
const isExternal = (id) => isBare(id) && !isWorkspaceLibrary(id);
const packageName = (id) => id.split('/').slice(0, id.startsWith('@') ? 2 : 1).join('/');

const compilerOptions = ts.parseJsonConfigFileContent(
  ts.readConfigFile(tsconfig, ts.sys.readFile).config,
  ts.sys,
  sdkRoot,
).options;

/**
 * Node.js completes no file names in ES modules: a file inside a package without an exports map
 * (`ajv/dist/2020`) must be imported with its extension.
 */
function nodeSpecifier(id) {
  const name = packageName(id);
  if (id === name || id.startsWith('node:')) return id;
  const packageJson = requireFromSdk.resolve(`${name}/package.json`);
  if (JSON.parse(readFileSync(packageJson, 'utf8')).exports) return id;
  const file = path.join(path.dirname(packageJson), id.slice(name.length));
  return !existsSync(file) && existsSync(`${file}.js`) ? `${id}.js` : id;
}

/**
 * The contract loader finds openapi.yaml three folders above its own source file through `__dirname`,
 * which jest's CommonJS provides and an ES module lacks. In the package the yaml sits beside the bundles
 * (the chunks are written next to the entries).
 */
const CONTRACT_PATH_IN_SOURCE = "resolve(__dirname, '../../../openapi.yaml')";
function locateContract(file, source) {
  if (!/[\\/]testing[\\/]contract[\\/]load-contract\.ts$/.test(file)) return source;
  if (!source.includes(CONTRACT_PATH_IN_SOURCE)) {
    throw new Error(`${path.relative(repoRoot, file)} no longer says ${CONTRACT_PATH_IN_SOURCE}: update build-sdk.mjs`);
  }
  const located = source.replace(CONTRACT_PATH_IN_SOURCE, "fileURLToPath(new URL('./openapi.yaml', import.meta.url))");
  return `import { fileURLToPath } from 'node:url';\n${located}`;
}

/**
 * Our TypeScript source for rollup: imports resolved as tsc resolves them (tsconfig paths for
 * @storefront/*, extension-less relative paths), npm packages left as imports, types stripped by esbuild.
 */
const typescriptSource = {
  name: 'typescript-source',
  resolveId(source, importer) {
    if (isExternal(source)) return { id: nodeSpecifier(source), external: true };
    if (!importer) return null;
    const resolved = ts.resolveModuleName(source, importer, compilerOptions, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) throw new Error(`Cannot resolve ${source} from ${importer}`);
    return resolved.resolvedFileName;
  },
  async transform(code, id) {
    if (!/\.tsx?$/.test(id)) return null;
    const result = await transform(locateContract(id, code), {
      loader: id.endsWith('x') ? 'tsx' : 'ts',
      format: 'esm',
      target: 'es2022',
      sourcefile: id,
      sourcemap: 'external',
    });
    return { code: result.code, map: result.map };
  },
};

async function buildModules(dir) {
  // Rollup rather than esbuild: esbuild keeps every module a re-export passes through, and the domain's
  // login-identifier reaches the SDK through validation/login.ts, next to the zod login schema.
  const bundle = await rollup({
    input,
    plugins: [typescriptSource],
    treeshake: {
      // libs/sdk and libs/domain declare `"sideEffects": false`, and the SDK imports no npm package for its
      // side effects: a module none of whose exports is used is left out.
      moduleSideEffects: false,
      // Building a zod schema has no side effects: an unused one (the login schema above) is dropped.
      manualPureFunctions: ['z'],
    },
  });
  try {
    const { output } = await bundle.write({ dir, format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' });
    return output.filter((file) => file.type === 'chunk');
  } finally {
    await bundle.close();
  }
}

/**
 * Fails when a bundle (code or declarations) imports a package that is neither a dependency nor a peer
 * (Node.js built-ins aside): in the declarations such an import would silently type as `any` for projects
 * with skipLibCheck.
 */
function checkImportsDeclared(chunks) {
  const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  const ownFiles = new Set(chunks.map((chunk) => chunk.fileName));
  const undeclared = chunks
    .flatMap((chunk) => chunk.imports)
    .filter((id) => !ownFiles.has(id) && !id.startsWith('node:') && !declared.has(packageName(id)));
  if (undeclared.length > 0) {
    throw new Error(`The SDK bundle imports packages libs/sdk/package.json does not declare: ${[...new Set(undeclared)].join(', ')}`);
  }
}

async function buildDeclarations(dir) {
  const bundle = await rollup({
    input,
    external: isExternal,
    plugins: [dts({ tsconfig, compilerOptions: { types: [] } })],
  });
  try {
    const { output } = await bundle.write({ dir, format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: '[name]-[hash].d.ts' });
    return output.filter((file) => file.type === 'chunk');
  } finally {
    await bundle.close();
  }
}

/** The manifest of the packed package. */
function publishedManifest() {
  const { dependencies = {}, peerDependencies, peerDependenciesMeta } = manifest;
  return {
    name: manifest.name,
    version: manifest.version,
    description: manifest.description,
    // Published to no registry: projects install the tarball `npm pack` makes.
    private: true,
    type: 'module',
    sideEffects: false,
    main: './index.js',
    types: './index.d.ts',
    exports: {
      '.': { types: './index.d.ts', default: './index.js' },
      // Node.js only (node:crypto, node:fs), and needs msw, an optional peer: the tests' own msw must be the same copy.
      './testing': { types: './testing.d.ts', default: './testing.js' },
      './openapi.yaml': './openapi.yaml',
      './package.json': './package.json',
    },
    dependencies: Object.fromEntries(Object.entries(dependencies).filter(([name]) => !isWorkspaceLibrary(name))),
    peerDependencies,
    peerDependenciesMeta,
    engines: manifest.engines,
  };
}

const started = Date.now();
const staging = `${outdir}.${process.pid}.tmp`;
rmSync(staging, { recursive: true, force: true });
try {
  checkImportsDeclared(await buildModules(staging));
  checkImportsDeclared(await buildDeclarations(staging));
  writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify(publishedManifest(), null, 2)}\n`);
  copyFileSync(path.join(sdkRoot, 'openapi.yaml'), path.join(staging, 'openapi.yaml'));
  const readme = path.join(sdkRoot, 'README.md');
  if (existsSync(readme)) copyFileSync(readme, path.join(staging, 'README.md'));
  // Swapped in whole, so a pack never sees half of a build.
  rmSync(outdir, { recursive: true, force: true });
  renameSync(staging, outdir);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
console.log(`SDK built to ${path.relative(repoRoot, outdir)}/ in ${Date.now() - started} ms`);
