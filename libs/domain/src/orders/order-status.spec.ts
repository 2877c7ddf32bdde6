import {
  canCancelOrder,
  canReturnOrder,
  deliveredAt,
  orderStatusLabel,
  orderTimeline,
  RETURN_WINDOW_DAYS,
} from './order-status';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

describe('cancelling an order', () => {
  it.each(['placed', 'confirmed', 'packed'])('is allowed while %s', (status) => {
    expect(canCancelOrder(status)).toBe(true);
  });
  it.each(['pending_payment', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'return_requested'])(
    'is refused once %s',
    (status) => {
      expect(canCancelOrder(status)).toBe(false);
    },
  );
});

describe('returning an order', () => {
  it(`is allowed for a delivered order within ${RETURN_WINDOW_DAYS} days of delivery`, () => {
    expect(canReturnOrder({ status: 'delivered', deliveredAt: daysAgo(6.9) }, now)).toBe(true);
    expect(canReturnOrder({ status: 'delivered', deliveredAt: daysAgo(7) }, now)).toBe(true);
  });
  it('is refused after the 7-day window', () => {
    expect(canReturnOrder({ status: 'delivered', deliveredAt: daysAgo(7.01) }, now)).toBe(false);
  });
  it('is refused before delivery, without a delivery time, or when a return was already asked for', () => {
    expect(canReturnOrder({ status: 'shipped', deliveredAt: null }, now)).toBe(false);
    expect(canReturnOrder({ status: 'delivered', deliveredAt: null }, now)).toBe(false);
    expect(canReturnOrder({ status: 'delivered', deliveredAt: daysAgo(1), hasReturnRequest: true }, now)).toBe(false);
    expect(canReturnOrder({ status: 'return_requested', deliveredAt: daysAgo(1) }, now)).toBe(false);
  });
});

describe('order timeline', () => {
  it('shows the statuses reached, the last as current, then the delivery steps still ahead', () => {
    const steps = orderTimeline(
      [
        { status: 'placed', at: daysAgo(2) },
        { status: 'confirmed', at: daysAgo(1) },
      ],
      'confirmed',
    );
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Placed', 'done'],
      ['Confirmed', 'current'],
      ['Packed', 'upcoming'],
      ['Shipped', 'upcoming'],
      ['Out for delivery', 'upcoming'],
      ['Delivered', 'upcoming'],
    ]);
    expect(steps[2].at).toBeNull();
  });
  it('shows only what happened to a cancelled order', () => {
    const steps = orderTimeline(
      [
        { status: 'placed', at: daysAgo(2) },
        { status: 'cancelled', at: daysAgo(1) },
      ],
      'cancelled',
    );
    expect(steps.map((s) => s.label)).toEqual(['Placed', 'Cancelled']);
  });
  it('finds the delivery time in the history', () => {
    expect(deliveredAt([{ status: 'placed', at: daysAgo(3) }, { status: 'delivered', at: daysAgo(1) }])).toBe(daysAgo(1));
    expect(deliveredAt([{ status: 'placed', at: daysAgo(3) }])).toBeNull();
  });
  it('labels statuses in words and keeps an unknown one as sent', () => {
    expect(orderStatusLabel('out_for_delivery')).toBe('Out for delivery');
    expect(orderStatusLabel('lost_in_space')).toBe('lost_in_space');
  });
});
