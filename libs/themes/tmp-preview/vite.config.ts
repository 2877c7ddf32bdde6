import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import path from 'node:path';
const root = path.resolve(__dirname, '../../..');
export default defineConfig({
  root: __dirname,
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { alias: {
    '@storefront/domain': path.join(root, 'libs/domain/src/index.ts'),
    '@storefront/ui-kit': path.join(root, 'libs/ui-kit/src/index.ts'),
  } },
  build: { outDir: '/tmp/themes-preview-dist', emptyOutDir: true },
});
