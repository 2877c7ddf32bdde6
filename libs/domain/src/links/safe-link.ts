/** Schemes a link from store settings may use: web pages, e-mail and phone. */
export const SAFE_LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/**
 * A URL from store settings (social profiles and the like) made safe to put in an `href`: the trimmed
 * URL when it is absolute and its scheme is http(s), mailto or tel; null otherwise, and the caller then
 * renders no link. `javascript:`, `data:`, `vbscript:` or relative and malformed values would run
 * script on the store's origin or lead nowhere.
 */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  return (SAFE_LINK_SCHEMES as readonly string[]).includes(parsed.protocol) ? trimmed : null;
}
