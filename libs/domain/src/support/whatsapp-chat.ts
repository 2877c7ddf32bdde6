import { PHONE_LENGTH } from '../constants';
import { PAGE_PATHS } from '../routes/route-paths';

/** The floating chat button's accessible name (and tooltip). */
export const WHATSAPP_CHAT_LABEL = 'Chat on WhatsApp';

/** WhatsApp's click-to-chat address; the number follows in international form, digits only. */
export const WHATSAPP_CHAT_BASE_URL = 'https://wa.me/';

/** India's country code, put in front of a 10-digit (national) number. */
export const WHATSAPP_DEFAULT_COUNTRY_CODE = '91';

/** The route the chat button stays off: the product area (list, search results, detail). */
export const WHATSAPP_CHAT_HIDDEN_PATH = PAGE_PATHS.products;

/**
 * The number in the form wa.me wants: everything but digits stripped, leading zeros (a national "0" or an
 * international "00") dropped, and a 10-digit Indian number given 91 in front. Null when no number is
 * configured or fewer than 10 digits remain (nothing WhatsApp could reach).
 */
export function whatsAppDigits(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < PHONE_LENGTH) return null;
  return digits.length === PHONE_LENGTH ? `${WHATSAPP_DEFAULT_COUNTRY_CODE}${digits}` : digits;
}

/** `https://wa.me/<digits>` for the store's customer care number, or null when there is none. */
export function whatsAppChatUrl(number: string | null | undefined): string | null {
  const digits = whatsAppDigits(number);
  return digits ? `${WHATSAPP_CHAT_BASE_URL}${digits}` : null;
}

/**
 * True on /products and every path under it (the product list, search results and product pages), where
 * the floating chat button is hidden. Like the router, the match ignores case and a trailing slash;
 * /products-sale or /productsx are other routes.
 */
export function whatsAppChatHiddenOn(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === WHATSAPP_CHAT_HIDDEN_PATH || path.startsWith(`${WHATSAPP_CHAT_HIDDEN_PATH}/`);
}

/** The store settings the chat button reads. */
export interface WhatsAppChatSettings {
  whatsapp_number?: string | null;
  customer_care_number?: string | null;
}

/**
 * The chat button's number: the store's WhatsApp number, else its customer care number (a toll-free care
 * line is no WhatsApp account, so the WhatsApp number wins); null with neither.
 */
export function whatsAppChatNumber(settings: WhatsAppChatSettings | null | undefined): string | null {
  return settings?.whatsapp_number || settings?.customer_care_number || null;
}

/** True where the floating chat button shows: a usable number, on a path outside /products. */
export function whatsAppChatShown(number: string | null | undefined, pathname: string): boolean {
  return whatsAppChatUrl(number) !== null && !whatsAppChatHiddenOn(pathname);
}
