import { isOnlinePayment, orderAmounts } from './order-amounts';

describe('order amounts (paise)', () => {
  it('knows which methods are paid online', () => {
    expect(['razorpay', 'phonepe', 'paypal', 'cod', 'wallet'].map(isOnlinePayment)).toEqual([true, true, true, false, false]);
  });

  it('takes a wallet order wholly from the wallet', () => {
    expect(orderAmounts(50_000, 80_000, { paymentMethod: 'wallet', useWalletBalance: false, advancePaid: false })).toEqual({
      walletUsed: 50_000,
      onlineAmount: 0,
      advancePaymentAmount: 0,
    });
  });

  it('spends the wallet first when asked; cod collects nothing online', () => {
    expect(orderAmounts(50_000, 25_000, { paymentMethod: 'cod', useWalletBalance: true, advancePaid: false })).toEqual({
      walletUsed: 25_000,
      onlineAmount: 0,
      advancePaymentAmount: 0,
    });
    expect(orderAmounts(50_000, -100, { paymentMethod: 'cod', useWalletBalance: true, advancePaid: false }).walletUsed).toBe(0);
  });

  it('collects the rest online, or only the advance, never more than the rest', () => {
    const online = { paymentMethod: 'razorpay', useWalletBalance: true };
    expect(orderAmounts(104_950, 20_000, { ...online, advancePaid: false })).toMatchObject({ walletUsed: 20_000, onlineAmount: 84_950 });
    expect(orderAmounts(104_950, 0, { ...online, advancePaid: true })).toEqual({
      walletUsed: 0,
      onlineAmount: 21_000,
      advancePaymentAmount: 21_000,
    });
    expect(orderAmounts(104_950, 100_000, { ...online, advancePaid: true })).toMatchObject({ onlineAmount: 4_950, advancePaymentAmount: 4_950 });
  });
});
