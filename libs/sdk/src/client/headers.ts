import { AUTHORIZATION_HEADER, CART_AUTHORIZATION_HEADER } from '@storefront/domain';
import type { TokenPolicy } from '../generated/operations';

// The header names are the domain's (docs/product.md §7), shared with the API and the fake.
export { AUTHORIZATION_HEADER, CART_AUTHORIZATION_HEADER };

/** Cart paths get the cart rule of docs/product.md §7. */
export function isCartPath(path: string): boolean {
  return path === '/carts' || path.startsWith('/carts/');
}

export interface TokenHeaderInput {
  /** The operation's policy from the contract's `security`. */
  policy: TokenPolicy;
  /** The contract path, e.g. `/carts/add_item`. */
  path: string;
  authToken: string | null;
  cartToken: string | null;
}

/**
 * Which token headers a request carries (docs/product.md §7):
 * - public operations (`none`) carry no token;
 * - login, PIN login and registration (`cart`) carry only the cart token, so the server can merge the cart;
 * - cart paths carry only the cart token when there is no auth token, and only the auth token when there
 *   is no cart token (both when both exist);
 * - every other path carries whichever tokens exist.
 */
export function selectTokenHeaders({ policy, path, authToken, cartToken }: TokenHeaderInput): Record<string, string> {
  const auth: Record<string, string> = authToken ? { [AUTHORIZATION_HEADER]: `Bearer ${authToken}` } : {};
  const cart: Record<string, string> = cartToken ? { [CART_AUTHORIZATION_HEADER]: cartToken } : {};
  if (policy === 'none') return {};
  if (policy === 'cart') return cart;
  if (isCartPath(path)) {
    if (!authToken) return cart;
    if (!cartToken) return auth;
  }
  return { ...auth, ...cart };
}

const TOKEN_HEADERS = new Set([AUTHORIZATION_HEADER.toLowerCase(), CART_AUTHORIZATION_HEADER.toLowerCase()]);

/**
 * A header value safe to print in a debug log: tokens are never shown. Header names are matched in any
 * case, as `Headers` iterates them lower-cased.
 */
export function redactHeader(name: string, value: string): string {
  return TOKEN_HEADERS.has(name.toLowerCase()) ? '[redacted]' : value;
}

/** Every header of a request, tokens redacted: what a debug log may print. */
export function redactedHeaders(headers: Headers): Record<string, string> {
  const safe: Record<string, string> = {};
  headers.forEach((value, name) => (safe[name] = redactHeader(name, value)));
  return safe;
}
