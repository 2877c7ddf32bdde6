import { formatRupees, toPaise, toRupees, toRupeesOrNull } from './paise';

describe('paise and rupees', () => {
  it('turns paise into rupees with at most two decimals, and back without float noise', () => {
    expect(toRupees(129_950)).toBe(1299.5);
    expect(toRupees(19_900)).toBe(199);
    expect(toRupeesOrNull(null)).toBeNull();
    expect(toRupeesOrNull(4_000)).toBe(40);
    expect(toPaise(1299.5)).toBe(129_950);
    expect(toPaise(0.1 + 0.2)).toBe(30);
  });

  it('formats rupees for messages', () => {
    expect(formatRupees(49_900)).toBe('₹499');
    expect(formatRupees(499_900)).toBe('₹4,999');
    expect(formatRupees(129_950)).toBe('₹1,299.50');
  });

  it('groups lakhs and crores the Indian way, as en-IN does', () => {
    for (const paise of [0, 5, 100, 123_456_78, 1_000_000_00, 98_765_432_10, 1_050]) {
      const rupees = paise / 100;
      const whole = Number.isInteger(rupees);
      const expected = `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 })}`;
      expect(formatRupees(paise)).toBe(expected);
    }
    expect(formatRupees(1_000_000_00)).toBe('₹10,00,000');
  });
});
