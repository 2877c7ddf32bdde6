import { deliveryByText, formatDeliveryDate } from './delivery-date';

/** What Intl writes for en-IN (weekday short, day numeric, month short), the contract's format. */
const intlEnIn = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

describe('delivery date', () => {
  it('writes "Delivery by Wed, 2 Dec" for the latest date', () => {
    expect(deliveryByText('2026-12-02')).toBe('Delivery by Wed, 2 Dec');
  });

  it('writes every month and weekday as en-IN does (September is "Sept")', () => {
    expect(formatDeliveryDate('2026-09-05')).toBe('Sat, 5 Sept');
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [1, 7, 15, 28]) {
        const iso = `2027-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatDeliveryDate(iso)).toBe(intlEnIn(iso));
      }
    }
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDeliveryDate('next week')).toBe('');
    expect(formatDeliveryDate('2026-13-40')).toBe('');
  });
});
