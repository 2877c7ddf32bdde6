/**
 * The per-client login limit: one address trying many accounts (credential stuffing) is stopped after
 * 30 failed checks in 15 minutes, whatever the accounts. Its own server, so no other test's logins count.
 */
import { createShopper } from '../testing/shoppers';
import { expectContractResponse, forEachDatabase } from '../testing';

forEachDatabase('failed logins per client', (server) => {
  it('checks at most 30 passwords from one client across accounts; successes do not count', async () => {
    const shopper = await createShopper(server.db);
    for (let login = 1; login <= 3; login++) {
      expect((await server.api.post('/sessions', { json: { email: shopper.email, password: shopper.password } })).status).toBe(200);
    }
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        server.api.post('/sessions', { json: { email: `stuffed.${index}@example.in`, password: 'password123' } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);

    // The client's budget is spent: a shopper with the right password from there waits too.
    const blocked = await server.api.post('/sessions', { json: { email: shopper.email, password: shopper.password } });
    expect(blocked.status).toBe(429);
    expectContractResponse('login', blocked);
    expect(blocked.body.meta.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
  }, 30_000);
});
