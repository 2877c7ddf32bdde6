/**
 * The only module that reads `import.meta` (Vite replaces it at build time). Jest cannot parse
 * `import.meta` in CommonJS, so the storefront's jest config maps this module to
 * `src/test-utils/build-env.ts`, which reads a global instead.
 */

/** The theme forced by the build (`VITE_THEME`), or null. */
export const BUILD_THEME: string | null = import.meta.env.VITE_THEME || null;
