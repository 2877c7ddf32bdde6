import { formatDeliveryDay, formatIndiaDate, formatNumber, formatPrice, formatRupees } from './format';

describe('formatters', () => {
  it('write prices with Indian grouping and Latin digits in both languages', () => {
    expect(formatPrice(100000, 'en-IN')).toBe('₹1,00,000.00');
    expect(formatPrice(100000, 'hi-IN')).toBe('₹1,00,000.00');
    expect(formatPrice('1299.5', 'hi-IN')).toBe('₹1,299.50');
    expect(formatPrice('abc', 'hi-IN')).toBe('');
  });

  it('keep the domain formatters\' English output exactly', () => {
    expect(formatPrice(-50, 'en-IN')).toBe('-₹50.00');
    expect(formatRupees(49900, 'en-IN')).toBe('₹499');
    expect(formatRupees(129950, 'en-IN')).toBe('₹1,299.50');
    expect(formatRupees(-5000, 'en-IN')).toBe('₹-50');
  });

  it('write amounts for sentences in Hindi without empty paise', () => {
    expect(formatRupees(49900, 'hi-IN')).toBe('₹499');
    expect(formatRupees(129950, 'hi-IN')).toBe('₹1,299.50');
  });

  it('group counts the Indian way', () => {
    expect(formatNumber(12345678.9, 'en-IN')).toBe('1,23,45,678.9');
    expect(formatNumber(123456, 'hi-IN')).toBe('1,23,456');
  });

  it('write a delivery day in each language, whatever the time zone', () => {
    expect(formatDeliveryDay('2025-12-02', 'en-IN')).toBe('Tue, 2 Dec');
    expect(formatDeliveryDay('2025-12-02', 'hi-IN')).toBe('मंगल, 2 दिस॰');
    expect(formatDeliveryDay('not a date', 'hi-IN')).toBe('');
  });

  it('write a date, and a time, in India time', () => {
    expect(formatIndiaDate('2026-09-05T15:07:00+05:30', 'hi-IN')).toBe('5 सित॰ 2026');
    expect(formatIndiaDate('2026-09-05T15:07:00+05:30', 'hi-IN', true)).toBe('5 सित॰ 2026, 3:07 pm');
    // 20:00 in London is past midnight in India.
    expect(formatIndiaDate('2026-11-26T20:00:00Z', 'hi-IN')).toBe('27 नव॰ 2026');
    expect(formatIndiaDate('soon', 'hi-IN')).toBe('');
  });
});
