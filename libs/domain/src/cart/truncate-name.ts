/**
 * Shortens a product name to `max` characters followed by "..." when it is longer
 * (30 in the cart, 40 in the wishlist). Counts characters, not UTF-16 units, so emoji and
 * Indic scripts are never cut in half.
 */
export function truncateName(name: string, max: number): string {
  const characters = Array.from(name);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : name;
}
