import { advancePaymentFor, codChargeFor, shippingChargeFor } from './charges';

describe('cart charges (paise)', () => {
  it('charges ₹40 shipping below ₹499 after the discount, nothing from ₹499 or on an empty cart', () => {
    expect(shippingChargeFor(49_899, 1)).toBe(4_000);
    expect(shippingChargeFor(49_900, 1)).toBe(0);
    expect(shippingChargeFor(0, 0)).toBe(0);
  });

  it('adds ₹49 for cash on delivery only on a cart with items', () => {
    expect(codChargeFor(true, 2)).toBe(4_900);
    expect(codChargeFor(true, 0)).toBe(0);
    expect(codChargeFor(false, 2)).toBe(0);
  });

  it('takes 20% of the total rounded up to the rupee as the advance', () => {
    expect(advancePaymentFor(104_950)).toBe(21_000); // 209.90 -> 210
    expect(advancePaymentFor(50_000)).toBe(10_000); // exactly 100
    expect(advancePaymentFor(1)).toBe(100);
    expect(advancePaymentFor(0)).toBe(0);
  });
});
