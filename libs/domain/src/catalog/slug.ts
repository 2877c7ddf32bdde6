/** Used when a name has no letters or digits at all. */
const FALLBACK_SLUG = 'product';

/**
 * The URL slug of a product name: lowercased, Latin accents dropped, every run of other characters
 * turned into one "-", no leading or trailing "-". Letters of other scripts (Devanagari...) are kept.
 * "Men's Cotton T-Shirt (Blue)" -> "men-s-cotton-t-shirt-blue".
 */
export function productSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/** The product detail path "/products/{slug}/{id}"; the product's own slug is used when it has one. */
export function productPath(product: { id: number | string; name: string; slug?: string | null }): string {
  const slug = product.slug?.trim() || productSlug(product.name);
  return `/products/${encodeURIComponent(slug)}/${encodeURIComponent(String(product.id))}`;
}
