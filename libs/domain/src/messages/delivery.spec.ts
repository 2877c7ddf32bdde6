import { codOverLimitMessage, deliveryByText } from './delivery';

describe('delivery messages', () => {
  it('states the cash on delivery limit in rupees from paise', () => {
    expect(codOverLimitMessage(1_000_000)).toBe('Cash on delivery is available only for orders up to ₹10,000.');
  });

  it('words the latest delivery date as the calendar date given', () => {
    expect(deliveryByText('2025-12-02')).toBe('Delivery by Tue, 2 Dec');
    expect(deliveryByText('2026-01-01')).toBe('Delivery by Thu, 1 Jan');
  });
});
