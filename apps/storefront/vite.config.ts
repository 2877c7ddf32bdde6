import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite/precompress';
import { themeVariantChunksPlugin } from './vite/theme-variant-chunks';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
/** The reference API (apps/api) in development; it also serves product images and the payment sandbox. */
const apiOrigin = process.env.STOREFRONT_API_ORIGIN ?? 'http://localhost:3000';

/**
 * Files of our own libraries whose top-level code has no side effects worth keeping: the domain's zod
 * schemas and the ui-kit's styled pieces are only kept when something imports them, so the home route's
 * entry does not carry the whole validation layer. hoist-non-react-statics (and react-is under it) is
 * imported by @emotion/react for withTheme, which the store never uses; being CommonJS, it would stay.
 */
const sideEffectFree = /[\\/]libs[\\/](domain|sdk|ui-kit|themes)[\\/]src[\\/]|[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

/** The server's renderer (src/server/render-page.tsx), built by `vite build --ssr` next to the browser's build. */
const serverEntry = path.join(projectRoot, 'src/server/render-page.tsx');

/** The page's entry, and the start script the API puts in its place on a page it rendered (src/page-start.ts). */
const browserEntries: Record<string, string> = {
  index: path.join(projectRoot, 'index.html'),
  'page-start': path.join(projectRoot, 'src/page-start.ts'),
};

export default defineConfig(({ isSsrBuild }) => ({
  root: projectRoot,
  base: '/',
  publicDir: isSsrBuild ? false : path.join(projectRoot, 'public'),
  plugins: [react({ jsxImportSource: '@emotion/react' }), ...(isSsrBuild ? [] : [themeVariantChunksPlugin(), precompressPlugin()])],
  server: {
    port: 4200,
    proxy: {
      '/api': apiOrigin,
      '/assets': apiOrigin,
      '/sandbox': apiOrigin,
      '/media': apiOrigin,
    },
  },
  preview: { port: 4300 },
  // The server bundle holds React and every library the app renders with, built for production whatever
  // NODE_ENV the API runs under (React's development renderer is several times slower and warns at every
  // render). jsdom (for DOMPurify) stays a package: it renders nothing and is large.
  ssr: { noExternal: true, external: ['jsdom'] },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: path.join(projectRoot, 'dist-server'),
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rollupOptions: {
          input: { 'render-page': serverEntry },
          // .mjs: the API imports it as an ES module whatever the nearest package.json says.
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      }
    : {
        outDir: path.join(projectRoot, 'dist'),
        // tools/bench/bundle-size.mjs reads the manifest to find what the home route loads.
        manifest: true,
        emptyOutDir: true,
        target: 'es2022',
        // Every supported browser preloads modules natively.
        modulePreload: { polyfill: false },
        // Terser with two compress passes: the first load is about 3% smaller gzipped than with esbuild's
        // minifier (docs/decisions.md, "Minified by terser").
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        sourcemap: true,
        rollupOptions: {
          input: browserEntries,
          output: {
            // Shared pieces of a few hundred bytes (a button, a hook) become part of a chunk that needs them
            // anyway: the list page's first load needs fewer files, and on a phone's connection each file
            // costs a round trip. Kept under the smallest theme footer's size so that each variant stays its own
            // chunk (themeVariantChunksPlugin fails the build otherwise).
            experimentalMinChunkSize: 1_100,
          },
          treeshake: {
            moduleSideEffects: (id) => !sideEffectFree.test(id),
          },
        },
      },
}));
