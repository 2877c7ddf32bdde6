import { FIELD_MESSAGES } from '../messages/storefront';

/**
 * Why a guest's order cannot be placed yet: it waits for the e-mail address the confirmation goes to,
 * unless the store made it optional (`guest_email_required`). Null when nothing is missing. Registered
 * shoppers are never asked here (their account has its own contact).
 */
export function missingGuestEmail(shopper: { isGuest: boolean; email: string | null }, emailRequired: boolean): string | null {
  return shopper.isGuest && emailRequired && !shopper.email?.trim() ? FIELD_MESSAGES.emailRequired : null;
}
