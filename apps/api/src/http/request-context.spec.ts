import { createSession } from '../security/sessions';
import { forEachDatabase } from '../testing';
import { resolveRequestContext, tokenFromAuthorization } from './request-context';

describe('Authorization header', () => {
  it('accepts a Bearer token or the raw token', () => {
    expect(tokenFromAuthorization('Bearer abc')).toBe('abc');
    expect(tokenFromAuthorization('bearer  abc ')).toBe('abc');
    expect(tokenFromAuthorization('abc')).toBe('abc');
    expect(tokenFromAuthorization('Bearer null')).toBeNull();
    expect(tokenFromAuthorization(undefined)).toBeNull();
  });
});

forEachDatabase('request context', (server) => {
  const demoUserId = 1;

  async function expiredToken(): Promise<string> {
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    return (await createSession(server.db, demoUserId, 'registered', longAgo)).token;
  }

  it('answers 401 "Token expired." for an expired token on an operation that reads the shopper', async () => {
    const response = await server.api.get('/users/current_user_detail', { token: await expiredToken() });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ meta: { message: 'Token expired.' } });
  });

  it('ignores a stale or unknown token on public operations', async () => {
    expect((await server.api.get('/store_settings', { token: await expiredToken() })).status).toBe(200);
    expect((await server.api.get('/products/filter', { token: 'not-a-token' })).status).toBe(200);
  });

  it('finds the shopper of a valid session by the hash of its token', async () => {
    const { token, session } = await createSession(server.db, demoUserId, 'registered');
    expect(session.token_hash).not.toContain(token);
    const ctx = await resolveRequestContext(server.db, { authorization: token, cartauthorization: 'cart-1' });
    expect(ctx).toMatchObject({ authState: 'valid', cartToken: 'cart-1', user: { id: demoUserId, email: 'demo@storefront.test' } });
  });
});
