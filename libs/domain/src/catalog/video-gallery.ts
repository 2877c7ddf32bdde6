/** The gallery entry added for a product's video. */
export interface VideoGalleryEntry {
  id: string;
  url: string;
  thumbnail: string | null;
  is_video: true;
}

/** The parts of a product the video entry needs. */
export interface ProductWithGallery<G> {
  video_url?: string | null;
  gallery?: readonly G[] | null;
  image?: { thumbnail?: string | null } | null;
}

/** Id of the video gallery entry. */
export const VIDEO_GALLERY_ENTRY_ID = 'video';

/**
 * A product with a video gets one extra gallery entry flagged `is_video`, after the images
 * (docs/product.md §3). Products without a video come back unchanged; the input is never mutated,
 * and a gallery that already holds this video is not given a second entry.
 */
export function withVideoGalleryEntry<G, P extends ProductWithGallery<G>>(
  product: P,
): Omit<P, 'gallery'> & { gallery: Array<G | VideoGalleryEntry> } {
  const gallery: Array<G | VideoGalleryEntry> = [...(product.gallery ?? [])];
  const url = product.video_url?.trim();
  const present = gallery.some(
    (entry) => (entry as { is_video?: unknown; url?: unknown }).is_video === true && (entry as { url?: unknown }).url === url,
  );
  if (url && !present) {
    gallery.push({ id: VIDEO_GALLERY_ENTRY_ID, url, thumbnail: product.image?.thumbnail ?? null, is_video: true });
  }
  return { ...product, gallery };
}
