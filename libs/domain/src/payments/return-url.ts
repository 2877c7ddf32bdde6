import { RETURN_URL_ORIGIN_MESSAGE } from '../messages';

export const RETURN_URL_FORMAT_MESSAGE = 'return_url must be an absolute http(s) URL';

/**
 * Where a payment provider may send the shopper back to: an absolute http(s) URL on the store's own
 * origin. Another origin would make the payment flow an open redirect that carries the shopper's payment
 * reference to a stranger's site. Answers the URL to use, or the message to refuse it with (400).
 */
export function checkedReturnUrl(url: string, storeOrigin: string): { url: string } | { refusal: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { refusal: RETURN_URL_FORMAT_MESSAGE };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { refusal: RETURN_URL_FORMAT_MESSAGE };
  if (parsed.origin !== new URL(storeOrigin).origin) return { refusal: RETURN_URL_ORIGIN_MESSAGE };
  return { url: parsed.toString() };
}
