/** Where a banner leads: an in-app path, an http(s) URL, or nowhere (anything else is ignored). */
export type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

export function bannerTarget(linkUrl: string | null | undefined, origin = globalThis.location?.origin): BannerTarget {
  const link = linkUrl?.trim();
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'internal', to: link };
  try {
    const url = new URL(link);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (origin && url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
    return { kind: 'external', href: url.href };
  } catch {
    return null;
  }
}
