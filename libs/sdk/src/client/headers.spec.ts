import { selectTokenHeaders, isCartPath, redactHeader, redactedHeaders } from './headers';

const auth = 'auth-abc';
const cart = 'cart-xyz';

describe('token headers (docs/product.md §7)', () => {
  describe('cart paths', () => {
    it('send only the cart token when there is no auth token', () => {
      expect(selectTokenHeaders({ policy: 'any', path: '/carts/add_item', authToken: null, cartToken: cart })).toEqual({
        CartAuthorization: cart,
      });
    });

    it('send only the auth token when there is no cart token', () => {
      expect(selectTokenHeaders({ policy: 'any', path: '/carts', authToken: auth, cartToken: null })).toEqual({
        Authorization: `Bearer ${auth}`,
      });
    });

    it('send both when both exist', () => {
      expect(
        selectTokenHeaders({ policy: 'any', path: '/carts/update_item_quantity/{id}', authToken: auth, cartToken: cart }),
      ).toEqual({ Authorization: `Bearer ${auth}`, CartAuthorization: cart });
    });

    it('send nothing when neither exists', () => {
      expect(selectTokenHeaders({ policy: 'any', path: '/carts', authToken: null, cartToken: null })).toEqual({});
    });
  });

  describe('other paths', () => {
    it('send whichever tokens exist', () => {
      expect(selectTokenHeaders({ policy: 'any', path: '/wishlists', authToken: null, cartToken: cart })).toEqual({
        CartAuthorization: cart,
      });
      expect(selectTokenHeaders({ policy: 'any', path: '/orders/my_orders', authToken: auth, cartToken: null })).toEqual({
        Authorization: `Bearer ${auth}`,
      });
      expect(selectTokenHeaders({ policy: 'any', path: '/users/current_user_detail', authToken: auth, cartToken: cart })).toEqual({
        Authorization: `Bearer ${auth}`,
        CartAuthorization: cart,
      });
    });
  });

  it('the public client (home, contact, FAQ, catalogue) sends no token', () => {
    expect(selectTokenHeaders({ policy: 'none', path: '/banners', authToken: auth, cartToken: cart })).toEqual({});
  });

  it('login, PIN login and registration send only the cart token, never the auth token', () => {
    expect(selectTokenHeaders({ policy: 'cart', path: '/sessions', authToken: auth, cartToken: cart })).toEqual({
      CartAuthorization: cart,
    });
    expect(selectTokenHeaders({ policy: 'cart', path: '/users', authToken: auth, cartToken: null })).toEqual({});
  });

  it('knows which paths are cart paths', () => {
    expect(isCartPath('/carts')).toBe(true);
    expect(isCartPath('/carts/remove_item/{id}')).toBe(true);
    expect(isCartPath('/cartsy')).toBe(false);
    expect(isCartPath('/wishlists')).toBe(false);
  });

  it('never prints a token in a debug log', () => {
    expect(redactHeader('Authorization', `Bearer ${auth}`)).toBe('[redacted]');
    expect(redactHeader('CartAuthorization', cart)).toBe('[redacted]');
    expect(redactHeader('Accept', 'application/json')).toBe('application/json');
  });

  it('redacts token headers in any case, as Headers lists them lower-cased', () => {
    expect(redactHeader('authorization', `Bearer ${auth}`)).toBe('[redacted]');
    expect(redactHeader('cartauthorization', cart)).toBe('[redacted]');
    const headers = new Headers({ Authorization: `Bearer ${auth}`, CartAuthorization: cart, Accept: 'application/json' });
    expect(redactedHeaders(headers)).toEqual({
      accept: 'application/json',
      authorization: '[redacted]',
      cartauthorization: '[redacted]',
    });
  });
});
