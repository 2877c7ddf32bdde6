/**
 * Who a shopper is for coupon limits. A guest checks out with a fresh account each time and gives only a
 * delivery address, so the account alone cannot recognise them: the phones and the e-mail can.
 */
export interface ShopperIdentity {
  userId: number;
  /** The order's (or the cart's) delivery phone, 10 digits; recorded with a use. */
  deliveryPhone: string | null;
  /** The account's phone and the delivery phone, without duplicates: either one recognises the shopper. */
  phones: string[];
  /** The account's e-mail, normalised (a guest may have none). */
  email: string | null;
}

/** Online attempts never paid (waiting, or failed): not orders the shopper placed, so no invoice either. */
export const UNPAID_ATTEMPT_STATUSES = ['pending_payment', 'payment_failed'] as const;

/** Orders in these statuses never happened for the shopper: they do not make a later order "not first". */
export const ORDERS_NOT_COUNTED = [...UNPAID_ATTEMPT_STATUSES, 'cancelled'] as const;

/** Orders in these statuses gave their coupon use back. */
export const COUPON_USE_RELEASED = ['payment_failed', 'cancelled'] as const;

/** An e-mail as accounts store it: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The last 10 digits (Indian mobile numbers, with or without +91), or null without digits. */
export function normalizePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? digits.slice(-10) : null;
}

/** The shopper of an account (its phone and e-mail) ordering to `deliveryPhone`. */
export function shopperIdentity(
  account: { id: number; phone: string | null; email: string | null },
  deliveryPhone: string | null,
): ShopperIdentity {
  const delivery = normalizePhone(deliveryPhone);
  const phones = [normalizePhone(account.phone), delivery].filter((p): p is string => p !== null);
  return {
    userId: account.id,
    deliveryPhone: delivery,
    phones: [...new Set(phones)],
    email: account.email ? normalizeEmail(account.email) : null,
  };
}

/** Whether an account, or a use recorded with a phone and an e-mail, is this shopper. */
export function isSameShopper(
  shopper: ShopperIdentity,
  other: { userId?: number | null; phone?: string | null; email?: string | null },
): boolean {
  if (other.userId !== undefined && other.userId !== null && other.userId === shopper.userId) return true;
  const phone = normalizePhone(other.phone);
  if (phone !== null && shopper.phones.includes(phone)) return true;
  return Boolean(shopper.email && other.email && normalizeEmail(other.email) === shopper.email);
}
