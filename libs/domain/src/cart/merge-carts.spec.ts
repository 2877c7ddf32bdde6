import { planCartMerge } from './merge-carts';

const line = (itemId: number, quantity: number, itemType = 'Product') => ({ itemType, itemId, quantity });

describe('cart merge at sign-in', () => {
  it('hands the whole anonymous cart over when the shopper has none', () => {
    expect(planCartMerge(null, [line(1, 2)], () => 999)).toEqual({ kind: 'adopt' });
  });

  it('adds quantities within the cap, never shrinking what the shopper had, and skips what does not fit', () => {
    const limited = line(1, 9); // stock 10
    const backOrdered = line(2, 990);
    const overStock = line(3, 12); // stock 5: already above it
    const caps: Record<number, number> = { 1: 10, 2: 999, 3: 5, 4: 0, 5: 999 };
    const plan = planCartMerge(
      [limited, backOrdered, overStock],
      [line(1, 5), line(2, 50), line(3, 1), line(4, 1), line(5, 2), line(1, 1, 'Variant')],
      (l) => (l.itemType === 'Variant' ? 0 : caps[l.itemId]),
    );
    expect(plan).toEqual({
      kind: 'merge',
      raise: [
        { line: limited, quantity: 10 },
        { line: backOrdered, quantity: 999 },
      ],
      add: [{ line: line(5, 2), quantity: 2 }],
    });
  });
});
