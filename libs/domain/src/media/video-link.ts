/** The embed path prefixes a video link must start with. */
export const VIDEO_EMBED_PREFIXES = [
  'https://www.youtube.com/embed/',
  'https://www.youtube-nocookie.com/embed/',
  'https://youtube-nocookie.com/embed/',
] as const;

const VIDEO_ID = /^[A-Za-z0-9_-]+(?:[?#].*)?$/;

/**
 * The video player renders only for an embed link (docs/product.md §5): one of the YouTube embed
 * prefixes followed by a non-empty video id (a query or fragment may follow the id).
 */
export function isValidVideoLink(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false;
  const link = url.trim();
  const prefix = VIDEO_EMBED_PREFIXES.find((candidate) => link.startsWith(candidate));
  return prefix !== undefined && VIDEO_ID.test(link.slice(prefix.length));
}
