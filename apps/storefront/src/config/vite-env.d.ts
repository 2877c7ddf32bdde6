/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A theme name forced at build time (docs/product.md §1), e.g. `VITE_THEME=Garment`. */
  readonly VITE_THEME?: string;
}
