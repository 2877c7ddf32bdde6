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

/**
 * Production builds run on Preact's React compatibility layer: about 11 KB gzipped where react-dom,
 * react and scheduler take about 43 KB of the home route's first load (issue 13's 100 KB goal). The unit
 * tests render with React; the browser tests run the built store, so every journey is checked on Preact.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: path.join(projectRoot, 'vite/preact-react.ts') },
  // mobx-react-lite's shim for React 17; Preact has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root: projectRoot,
  resolve: { alias: command === 'build' ? preactCompat : [] },
  base: '/',
  publicDir: path.join(projectRoot, 'public'),
  plugins: [react({ jsxImportSource: '@emotion/react' }), themeVariantChunksPlugin(), precompressPlugin()],
  server: {
    port: 4200,
    proxy: {
      '/api': apiOrigin,
      '/assets': apiOrigin,
      '/sandbox': apiOrigin,
    },
  },
  preview: { port: 4300 },
  build: {
    outDir: path.join(projectRoot, 'dist'),
    // tools/bench/bundle-size.mjs reads the manifest to find what the home route loads.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    // Every supported browser preloads modules natively.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rollupOptions: {
      output: {
        // Shared pieces of a few hundred bytes (a button, a hook) become part of a chunk that needs them
        // anyway: the list page's first load went from 19 files to 14, and on a phone's connection each file
        // costs a round trip. Kept under the smallest theme footer (1.2 KB) so that each variant stays its own
        // chunk (themeVariantChunksPlugin fails the build otherwise).
        experimentalMinChunkSize: 1_100,
      },
      treeshake: {
        moduleSideEffects: (id) => !sideEffectFree.test(id),
      },
    },
  },
}));
