import { AUTHORIZATION_HEADER, CART_AUTHORIZATION_HEADER, tokenFromHeader } from './token-headers';

describe('token headers', () => {
  it('names the two headers of docs/product.md §7', () => {
    expect(AUTHORIZATION_HEADER).toBe('Authorization');
    expect(CART_AUTHORIZATION_HEADER).toBe('CartAuthorization');
  });

  it('reads "Bearer <token>" or the raw token', () => {
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('bearer   abc ')).toBe('abc');
    expect(tokenFromHeader('abc')).toBe('abc');
  });

  it('treats blank, "null" and "undefined" as no token', () => {
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('   ')).toBeNull();
    expect(tokenFromHeader('Bearer null')).toBeNull();
    expect(tokenFromHeader('undefined')).toBeNull();
  });
});
