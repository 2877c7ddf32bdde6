/** Jest's stand-in for `src/config/build-env.ts` (which reads import.meta): the build theme from a global. */
declare global {
  var __SF_BUILD_THEME__: string | undefined;
}

export const BUILD_THEME: string | null = globalThis.__SF_BUILD_THEME__ || null;
