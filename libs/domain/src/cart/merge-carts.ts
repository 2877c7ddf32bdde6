/** A cart line as the merge sees it: which item and how many. */
export interface MergeLine {
  itemType: string;
  itemId: number;
  quantity: number;
}

/** What signing in does with the anonymous cart (and its lines). */
export type CartMergePlan<Own extends MergeLine, Incoming extends MergeLine> =
  | { kind: 'adopt' }
  | {
      kind: 'merge';
      /** Lines of the shopper's cart that grow, and to what. */
      raise: { line: Own; quantity: number }[];
      /** Lines of the anonymous cart copied into the shopper's, and with how many units. */
      add: { line: Incoming; quantity: number }[];
    };

const sameItem = (a: MergeLine, b: MergeLine) => a.itemType === b.itemType && a.itemId === b.itemId;

/**
 * The cart merge at login, PIN login or registration with a cart token. A shopper with no open cart of
 * their own adopts the anonymous cart whole. Otherwise its lines are added to theirs within each line's
 * cap (`capOf`: the stock, or 999 on back order, see `lineQuantityCap`): a line already there grows to at
 * most the cap but never shrinks below what the shopper had, a new line is copied when at least one unit
 * fits; the anonymous cart is then dropped.
 */
export function planCartMerge<Own extends MergeLine, Incoming extends MergeLine>(
  own: readonly Own[] | null,
  incoming: readonly Incoming[],
  capOf: (line: Incoming) => number,
): CartMergePlan<Own, Incoming> {
  if (!own) return { kind: 'adopt' };
  const raise: { line: Own; quantity: number }[] = [];
  const add: { line: Incoming; quantity: number }[] = [];
  for (const line of incoming) {
    const cap = capOf(line);
    const existing = own.find((mine) => sameItem(mine, line));
    if (existing) {
      const quantity = Math.max(existing.quantity, Math.min(existing.quantity + line.quantity, cap));
      if (quantity !== existing.quantity) raise.push({ line: existing, quantity });
      continue;
    }
    const quantity = Math.min(line.quantity, cap);
    if (quantity >= 1) add.push({ line, quantity });
  }
  return { kind: 'merge', raise, add };
}
