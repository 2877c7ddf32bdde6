import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG, fonts and source maps are left alone. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/** Every file under `dir`, recursively, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) next to every text file
 * of the build. Done once at build time, so the server sends the smallest encoding without spending CPU
 * per request (apps/api serves them with @fastify/static `preCompressed`). Answers the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  // `.vite/manifest.json` is for tools reading the disk, never served.
  const served = (file: string) => !path.relative(dir, file).split(path.sep).some((part) => part.startsWith('.'));
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file) && served(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files;
}

/** Vite plugin: precompresses the whole output directory (bundles and copied public files) after writing. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      this.info(`precompressed ${files.length} text files to .br and .gz`);
    },
  };
}
