/**
 * UPI payment links, as NPCI's "UPI Linking Specifications" (v1.6, section 1.2) define them and payment
 * providers document them (Google Pay for India's intent URI, Razorpay/Juspay "UPI intent"): one
 * `upi://pay?...` URI that a UPI app opens from a link on a phone, or scans from a QR code on a desktop.
 */

/** UPI is rupees only. */
export const UPI_CURRENCY = 'INR';

/**
 * A UPI ID (VPA): letters, digits, dot, hyphen or underscore, then `@` and the handle of the bank or app
 * (letters only), as `name@bank`. The same pattern runs in the sandbox popup (its source is embedded).
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z]+$/;

/** NPCI caps a virtual payment address at 255 characters; anything longer is refused unread. */
export const UPI_ID_MAX_LENGTH = 255;

/** Providers show at most 50 characters of the note (`tn`); a longer one is cut, not refused. */
export const UPI_NOTE_MAX_LENGTH = 50;

export const UPI_ID_REQUIRED_MESSAGE = 'Enter your UPI ID, for example name@bank';
export const UPI_ID_INVALID_MESSAGE =
  'Enter a UPI ID like name@bank: letters, digits, dots, hyphens or underscores, then @ and the bank’s name in letters';

/** True when `text` is a well-formed UPI ID (`name@bank`). */
export function isUpiId(text: string): boolean {
  return text.length <= UPI_ID_MAX_LENGTH && UPI_ID_PATTERN.test(text);
}

/** The shopper's UPI ID field: the trimmed ID, or the message to show next to it. */
export function checkUpiId(typed: string): { upiId: string } | { error: string } {
  const upiId = typed.trim();
  if (upiId === '') return { error: UPI_ID_REQUIRED_MESSAGE };
  if (!isUpiId(upiId)) return { error: UPI_ID_INVALID_MESSAGE };
  return { upiId };
}

/** `am`: rupees with exactly two decimals and no grouping, from integer paise (129950 -> "1299.50"). */
export function upiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError(`A UPI amount must be a positive whole number of paise, got ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

export interface UpiPayment {
  /** `pa`: the payee's UPI ID (the merchant's VPA). */
  payeeVpa: string;
  /** `pn`: the payee's name, shown to the payer for confirmation. */
  payeeName: string;
  /** `am`, from integer paise. */
  amountPaise: number;
  /** `tr`: the merchant's reference for this payment, used to reconcile it. */
  transactionRef: string;
  /** `tn`: a short note shown to the payer. */
  note: string;
}

/**
 * The `upi://pay` link for one payment: pa, pn, tr, tn, am, cu in the order of Google Pay's documented
 * example, each value percent-encoded with encodeURIComponent (spaces as %20, never `+`, which some UPI
 * apps show literally; `@` as %40 as in Google's example). Refuses a malformed payee VPA: a QR code that
 * pays nobody is worse than none.
 */
export function buildUpiPayLink(payment: UpiPayment): string {
  if (!isUpiId(payment.payeeVpa)) throw new RangeError(`The payee UPI ID is not of the form name@bank: ${payment.payeeVpa}`);
  const payeeName = payment.payeeName.trim();
  const transactionRef = payment.transactionRef.trim();
  if (payeeName === '') throw new RangeError('The payee name is required');
  if (transactionRef === '') throw new RangeError('The transaction reference is required');
  const params: [string, string][] = [
    ['pa', payment.payeeVpa],
    ['pn', payeeName],
    ['tr', transactionRef],
    ['tn', [...payment.note.trim()].slice(0, UPI_NOTE_MAX_LENGTH).join('')],
    ['am', upiAmount(payment.amountPaise)],
    ['cu', UPI_CURRENCY],
  ];
  return `upi://pay?${params
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')}`;
}
