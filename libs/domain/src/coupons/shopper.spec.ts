import { isSameShopper, normalizePhone, shopperIdentity } from './shopper';

describe('the shopper of a coupon use', () => {
  it('keeps the last 10 digits of a phone', () => {
    expect(normalizePhone('+91 98765-43210')).toBe('9876543210');
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });

  it('is recognised by the account, either phone or the e-mail', () => {
    const shopper = shopperIdentity({ id: 7, phone: '9876543210', email: ' Asha@Example.com ' }, '+91 9123456780');
    expect(shopper).toEqual({
      userId: 7,
      deliveryPhone: '9123456780',
      phones: ['9876543210', '9123456780'],
      email: 'asha@example.com',
    });
    expect(isSameShopper(shopper, { userId: 7 })).toBe(true);
    expect(isSameShopper(shopper, { userId: 8, phone: '09123456780' })).toBe(true);
    expect(isSameShopper(shopper, { userId: 8, email: 'ASHA@example.com' })).toBe(true);
    expect(isSameShopper(shopper, { userId: 8, phone: '9000000000', email: 'other@example.com' })).toBe(false);
  });

  it('counts one phone once', () => {
    expect(shopperIdentity({ id: 1, phone: '9876543210', email: null }, '9876543210').phones).toEqual(['9876543210']);
  });
});
