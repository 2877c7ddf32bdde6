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
