import {
  orderNotCancellableMessage,
  RETURN_NOT_DELIVERED_MESSAGE,
  RETURN_WINDOW_PASSED_MESSAGE,
} from '../messages/commerce';
import { cancelRefusal, returnRefusal } from './order-refusals';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

describe('cancelRefusal', () => {
  it('lets the shopper cancel until the order ships', () => {
    expect(['placed', 'confirmed', 'packed'].map(cancelRefusal)).toEqual([null, null, null]);
  });

  it('names the status that stops it', () => {
    expect(cancelRefusal('shipped')).toBe('This order can no longer be cancelled (it is shipped)');
    expect(cancelRefusal('return_requested')).toBe(orderNotCancellableMessage('return_requested'));
  });
});

describe('returnRefusal', () => {
  it('allows a return within the window after delivery', () => {
    expect(returnRefusal({ status: 'delivered', deliveredAt: daysAgo(7) }, now)).toBeNull();
  });

  it('refuses a delivered order after the window', () => {
    expect(returnRefusal({ status: 'delivered', deliveredAt: daysAgo(8) }, now)).toBe(RETURN_WINDOW_PASSED_MESSAGE);
  });

  it('refuses an order that was not delivered', () => {
    expect(returnRefusal({ status: 'shipped', deliveredAt: null }, now)).toBe(RETURN_NOT_DELIVERED_MESSAGE);
  });
});
