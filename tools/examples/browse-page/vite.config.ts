import { defineConfig } from 'vite';

/** `npm run dev` serves the page and passes /api to the API on port 3000 (apps/api in the monorepo). */
export default defineConfig({
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
