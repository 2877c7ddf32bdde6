import type { Plugin } from 'vite';

/** A theme's footer variant: each is its own chunk, so a store loads only its theme's footer. */
const FOOTER_VARIANT = /[\\/]libs[\\/]themes[\\/]src[\\/]footer[\\/](\w+)-footer\.tsx$/;

/** The footer variants each chunk of a bundle holds (chunk file name to variant names), two or more only. */
export function chunksMixingVariants(chunks: { fileName: string; moduleIds: readonly string[] }[]): Map<string, string[]> {
  const mixed = new Map<string, string[]>();
  for (const chunk of chunks) {
    const variants = chunk.moduleIds.flatMap((id) => FOOTER_VARIANT.exec(id)?.[1] ?? []);
    if (variants.length > 1) mixed.set(chunk.fileName, variants);
  }
  return mixed;
}

/**
 * Vite plugin: fails the build when a chunk holds two footer variants. Rollup's small-chunk merging
 * (vite.config.ts, experimentalMinChunkSize) may put side-effect-free dynamic imports together; below its
 * threshold that would make every store download every theme's footer.
 */
export function themeVariantChunksPlugin(): Plugin {
  return {
    name: 'storefront-theme-variant-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      for (const [fileName, variants] of chunksMixingVariants(chunks)) {
        this.error(`${fileName} holds the ${variants.join(', ')} footers: keep experimentalMinChunkSize (vite.config.ts) under the smallest footer chunk`);
      }
    },
  };
}
