/** Accessible name of an icon with a count badge: "Cart", "Cart, 1 item", "Wishlist, 3 items". */
export function countLabel(name: string, count: number): string {
  if (!(count > 0)) return name;
  return `${name}, ${count} ${count === 1 ? 'item' : 'items'}`;
}
