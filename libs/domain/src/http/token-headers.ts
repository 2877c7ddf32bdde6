/**
 * The token headers of docs/product.md §7, named once for the SDK that sends them, the API that reads them and
 * the SDK's fake. HTTP header names are case-insensitive: Node lower-cases them (`.toLowerCase()` to look
 * one up there).
 */

/** Header carrying the auth token of a registered or guest shopper. */
export const AUTHORIZATION_HEADER = 'Authorization';
/** Header carrying the cart token of an anonymous cart. */
export const CART_AUTHORIZATION_HEADER = 'CartAuthorization';

/**
 * The token in a header value: `Bearer <token>` or the raw token (the decisions accept both); blank,
 * "null" and "undefined" (what a careless client sends for a missing token) count as none.
 */
export function tokenFromHeader(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const token = (/^Bearer\s+(.+)$/i.exec(raw)?.[1] ?? raw).trim();
  return token && !['null', 'undefined'].includes(token.toLowerCase()) ? token : null;
}
