import { checkoutChargesOnWire, checkoutMoney, effectivePaymentMethod } from './checkout-money';

describe('checkout money (paise)', () => {
  it('the wallet pays alone when it covers the total without a COD charge', () => {
    const wallet = { useWalletBalance: true };
    expect(effectivePaymentMethod({ ...wallet, paymentMethod: 'cod' }, 30_000, 30_000, true)).toBe('wallet');
    expect(effectivePaymentMethod({ ...wallet, paymentMethod: null }, 30_000, 50_000, true)).toBe('wallet');
    expect(effectivePaymentMethod({ ...wallet, paymentMethod: 'razorpay' }, 30_001, 30_000, true)).toBe('razorpay');
    expect(effectivePaymentMethod({ useWalletBalance: false, paymentMethod: 'cod' }, 30_000, 50_000, true)).toBe('cod');
    expect(effectivePaymentMethod({ ...wallet, paymentMethod: 'cod' }, 30_000, 50_000, false)).toBe('cod');
  });

  it('wallet, advance online and the rest on delivery add up to the total', () => {
    // The case: ₹2,100 total, ₹500 in the wallet, advance 20% = ₹420 online.
    expect(checkoutMoney(210_000, 50_000, { paymentMethod: 'razorpay', useWalletBalance: true, advancePaid: true })).toEqual({
      walletUsed: 50_000,
      onlineAmount: 42_000,
      advancePaymentAmount: 42_000,
      paidNow: 92_000,
      dueOnDelivery: 118_000,
    });
  });

  it('cod pays the wallet part now and the rest on delivery; full online leaves nothing due', () => {
    expect(checkoutMoney(54_900, 20_000, { paymentMethod: 'cod', useWalletBalance: true, advancePaid: false })).toMatchObject({
      paidNow: 20_000,
      dueOnDelivery: 34_900,
    });
    expect(checkoutMoney(54_900, 20_000, { paymentMethod: 'paypal', useWalletBalance: true, advancePaid: false })).toMatchObject({
      onlineAmount: 34_900,
      dueOnDelivery: 0,
    });
    expect(checkoutMoney(54_900, 0, { paymentMethod: 'wallet', useWalletBalance: true, advancePaid: false })).toMatchObject({
      walletUsed: 54_900,
      dueOnDelivery: 0,
    });
  });
});

describe('checkoutChargesOnWire', () => {
  it('answers the totals and how they are paid, in rupees', () => {
    const priced = { subTotal: 100_000, discount: 10_000, shipping: 0, codCharge: 4_900, total: 94_900 };
    const charges = checkoutChargesOnWire(priced, { method: 'cod', useWalletBalance: true, advancePaid: false }, 'SAVE10', 20_000);
    expect(charges).toMatchObject({
      payment_method: 'cod',
      coupon_code: 'SAVE10',
      sub_total: 1000,
      applied_discount: 100,
      cod_charge: 49,
      total: 949,
      wallet_amount_used: 200,
      due_on_delivery: 749,
    });
  });
});
