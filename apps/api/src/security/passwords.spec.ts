import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newNumericCode, newToken, sessionExpiry } from './tokens';

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const first = await hashPassword('Demo@1234');
    const second = await hashPassword('Demo@1234');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Demo@1234', first)).toBe(true);
    expect(await verifyPassword('demo@1234', first)).toBe(false);
    expect(await verifyPassword('Demo@1234', null)).toBe(false);
    expect(await verifyPassword('Demo@1234', 'scrypt$broken')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as SHA-256 hex', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expire after 30 days for registered shoppers and 7 days for guests', () => {
    const now = new Date('2025-03-01T00:00:00Z');
    expect(sessionExpiry('registered', now).toISOString()).toBe('2025-03-31T00:00:00.000Z');
    expect(sessionExpiry('guest', now).toISOString()).toBe('2025-03-08T00:00:00.000Z');
  });

  it('make 4-digit codes with leading zeros', () => {
    for (let i = 0; i < 50; i++) expect(newNumericCode()).toMatch(/^\d{4}$/);
  });
});
