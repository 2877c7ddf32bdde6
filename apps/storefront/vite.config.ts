import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite/precompress';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
/** The reference API (apps/api) in development; it also serves product images and the payment sandbox. */
const apiOrigin = process.env.STOREFRONT_API_ORIGIN ?? 'http://localhost:3000';

/**
 * Files of our own libraries whose top-level code has no side effects worth keeping: the domain's zod
 * schemas and the ui-kit's styled pieces are only kept when something imports them, so the home route's
 * entry does not carry the whole validation layer.
 */
const sideEffectFree = /[\\/]libs[\\/](domain|sdk|ui-kit|themes)[\\/]src[\\/]/;

export default defineConfig({
  root: projectRoot,
  base: '/',
  publicDir: path.join(projectRoot, 'public'),
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompressPlugin()],
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
      treeshake: {
        moduleSideEffects: (id) => !sideEffectFree.test(id),
      },
    },
  },
});
