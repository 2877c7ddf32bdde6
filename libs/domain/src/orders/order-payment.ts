/** Where an order's payment stands, from what has been collected so far (paise). */
export type PaymentProgressStatus = 'pending' | 'partially_paid' | 'paid';

/**
 * The payment status and what is still due once `paid` of the order's `total` has been collected
 * (wallet and online together): all of it is paid, some is partially_paid, none is pending.
 */
export function paymentProgress(total: number, paid: number): { paymentStatus: PaymentProgressStatus; amountDue: number } {
  const paymentStatus = paid >= total ? 'paid' : paid > 0 ? 'partially_paid' : 'pending';
  return { paymentStatus, amountDue: Math.max(0, total - paid) };
}

/** The invoice numbers of a year: `INV-YYYY-`, then a six-digit sequence from 000001. */
export function invoiceNumberPrefix(year: number): string {
  return `INV-${year}-`;
}

export const MAX_INVOICE_SEQUENCE = 999_999;

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${invoiceNumberPrefix(year)}${String(sequence).padStart(6, '0')}`;
}
