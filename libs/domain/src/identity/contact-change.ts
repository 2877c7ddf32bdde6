import { normalizeEmail } from '../coupons/shopper';

/** What changing a shopper's email or phone needs. */
export type ContactChangeNeed =
  /** Nothing changes, or a guest (whose contact details are only for the order). */
  | 'nothing'
  /** An account without a password (OTP-only) sets one through "Forgot password" first. */
  | 'set-password-first'
  /** The current password was not sent. */
  | 'current-password'
  /** The current password was sent: the caller checks it. */
  | 'check-password';

/**
 * Moving a registered account to another email or phone is what a stolen session would do to keep the
 * account, so it needs the current password. `account.email` is stored lower-cased.
 */
export function contactChangeNeed(
  account: { isGuest: boolean; email: string | null; phone: string | null; hasPassword: boolean },
  change: { email?: string; full_phone_number?: string; current_password?: string },
): ContactChangeNeed {
  if (account.isGuest) return 'nothing';
  const emailChanges = change.email !== undefined && normalizeEmail(change.email) !== account.email;
  const phoneChanges = change.full_phone_number !== undefined && change.full_phone_number !== account.phone;
  if (!emailChanges && !phoneChanges) return 'nothing';
  if (!account.hasPassword) return 'set-password-first';
  return change.current_password === undefined ? 'current-password' : 'check-password';
}
