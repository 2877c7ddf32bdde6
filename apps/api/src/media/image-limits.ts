/** What the pipeline accepts (docs/decisions.md, "Photos"). */

/** A 4,000 px phone photo is 2-8 MB; a studio TIFF can be larger. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

/**
 * Checked from the header before any pixel is decoded: 100 megapixels is a 12,000 x 8,000 studio frame.
 * A 50,000 x 50,000 "decompression bomb" (2.5 gigapixels, 10 GB decoded) is refused at once.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** The formats sharp reads that a merchant's camera or editor writes. */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'heif', 'tiff'] as const;

/** The normalised original is kept at most this long on its long side: enough for the widest derivative. */
export const MAX_ORIGINAL_SIDE = 3840;

/** Bump when the derivatives' encoding changes: ids hash it, so a new encoding gets new URLs. */
export const PIPELINE_VERSION = 1;
