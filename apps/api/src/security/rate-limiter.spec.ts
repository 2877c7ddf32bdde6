import { startTestServer, testDatabases } from '../testing';
import { countHits, reserveSlot, record, release, reset } from './rate-limiter';

describe.each(testDatabases())('rate limiter [%s]', (kind) => {
  it('allows `limit` hits per window, per key, and forgets old hits', async () => {
    const server = await startTestServer({ database: kind, seed: false });
    try {
      const { db } = server;
      const t0 = new Date('2025-05-01T10:00:00Z');
      const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
      const window = 10 * 60_000;
      expect(await reserveSlot(db, 'otp:9876543210', 3, window, t0)).toMatchObject({ allowed: true, count: 1 });
      expect((await reserveSlot(db, 'otp:9876543210', 3, window, minutes(1))).allowed).toBe(true);
      expect((await reserveSlot(db, 'otp:9876543210', 3, window, minutes(2))).allowed).toBe(true);
      // Refused, and told when a slot frees: the first hit leaves the window 7 minutes later.
      expect(await reserveSlot(db, 'otp:9876543210', 3, window, minutes(3))).toEqual({ allowed: false, count: 3, retryAfterMs: 7 * 60_000 });
      expect((await reserveSlot(db, 'otp:9123456780', 3, window, minutes(3))).allowed).toBe(true);
      // The first hit leaves the window at minute 10.
      expect((await reserveSlot(db, 'otp:9876543210', 3, window, minutes(10.5))).allowed).toBe(true);

      // A released slot can be taken again.
      const first = await reserveSlot(db, 'client:1', 1, window, minutes(11));
      expect((await reserveSlot(db, 'client:1', 1, window, minutes(11))).allowed).toBe(false);
      await release(db, first.eventId);
      expect((await reserveSlot(db, 'client:1', 1, window, minutes(11))).allowed).toBe(true);

      await record(db, 'login:demo', minutes(20));
      await record(db, 'login:demo', minutes(21));
      expect(await countHits(db, 'login:demo', window, minutes(22))).toBe(2);
      await reset(db, 'login:demo');
      expect(await countHits(db, 'login:demo', window, minutes(22))).toBe(0);
    } finally {
      await server.close();
    }
  }, 60_000);
});
