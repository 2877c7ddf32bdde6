import { formatPrice } from './format-price';

describe('price formatting', () => {
  it('shows the symbol and two decimals', () => {
    expect(formatPrice(1299, '₹')).toBe('₹1,299.00');
    expect(formatPrice(1299.5, '₹')).toBe('₹1,299.50');
    expect(formatPrice(0, '₹')).toBe('₹0.00');
  });

  it('groups digits the Indian way', () => {
    expect(formatPrice(123456, '₹')).toBe('₹1,23,456.00');
    expect(formatPrice(12345678.9, '₹')).toBe('₹1,23,45,678.90');
    expect(formatPrice(999, '₹')).toBe('₹999.00');
  });

  it('rounds half-paise up without float surprises', () => {
    expect(formatPrice(1.005, '₹')).toBe('₹1.01');
    expect(formatPrice(0.1 + 0.2, '₹')).toBe('₹0.30');
  });

  it('puts the sign before the symbol', () => {
    expect(formatPrice(-50, '₹')).toBe('-₹50.00');
  });

  it('accepts numeric strings and the store symbol', () => {
    expect(formatPrice('499', 'Rs.')).toBe('Rs.499.00');
    expect(formatPrice(10)).toBe('₹10.00');
  });

  it('shows nothing for a broken amount', () => {
    expect(formatPrice(Number.NaN, '₹')).toBe('');
    expect(formatPrice('abc', '₹')).toBe('');
    expect(formatPrice(null, '₹')).toBe('');
  });
});
