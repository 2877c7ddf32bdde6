import { formatInvoiceNumber, paymentProgress } from './order-payment';

describe('paymentProgress', () => {
  it('is pending with nothing collected, partially paid with some, paid with all', () => {
    expect(paymentProgress(10_000, 0)).toEqual({ paymentStatus: 'pending', amountDue: 10_000 });
    expect(paymentProgress(10_000, 2_000)).toEqual({ paymentStatus: 'partially_paid', amountDue: 8_000 });
    expect(paymentProgress(10_000, 10_000)).toEqual({ paymentStatus: 'paid', amountDue: 0 });
  });

  it('never owes less than nothing', () => {
    expect(paymentProgress(10_000, 12_000).amountDue).toBe(0);
  });
});

describe('formatInvoiceNumber', () => {
  it('numbers the year with six digits', () => {
    expect(formatInvoiceNumber(2026, 42)).toBe('INV-2026-000042');
  });
});
