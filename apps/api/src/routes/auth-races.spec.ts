/**
 * The identity limits under attack: hundreds of guesses or logins sent at once against one account. A
 * limit that reads, checks and then writes lets concurrent requests slip past it; these tests prove each
 * guess is counted before it is checked. The tallies are printed for the record (docs/decisions.md, "Identity limits").
 */
import { createShopper, latestCode, type TestShopper } from '../testing/shoppers';
import { forEachDatabase, type TestServerHandle } from '../testing';

/** Enough to overrun a read-then-write limit many times over; small enough for a fast test. */
const CONCURRENT_GUESSES = 250;
const PARALLEL_LOGINS = 300;
/** Where the right guess goes: late, after far more wrong guesses than the limit allows. */
const RIGHT_GUESS_AT = 200;

interface GuessTally {
  requests: number;
  /** 200 or 422: the code was compared (429 means refused before any comparison). */
  evaluated: number;
  accepted: number;
  rightGuessStatus: number;
  statuses: Record<number, number>;
}

/** Fires `count` requests at once; request `RIGHT_GUESS_AT` carries the right code. */
async function guessConcurrently(
  count: number,
  send: (right: boolean, index: number) => Promise<{ status: number }>,
): Promise<GuessTally> {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index === RIGHT_GUESS_AT, index)));
  const statuses: Record<number, number> = {};
  for (const { status } of responses) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    requests: responses.length,
    evaluated: (statuses[200] ?? 0) + (statuses[422] ?? 0),
    accepted: statuses[200] ?? 0,
    rightGuessStatus: responses[RIGHT_GUESS_AT]?.status ?? 0,
    statuses,
  };
}

/** A wrong 4-digit code that differs from `code`, varied by index. */
const wrongCode = (code: string, index: number) => String((Number(code) + 1 + (index % 9_000)) % 10_000).padStart(4, '0');

function report(server: TestServerHandle, what: string, tally: GuessTally | Record<string, unknown>): void {
  console.log(`[identity limit figures] ${what} [${server.kind}]: ${JSON.stringify(tally)}`);
}

forEachDatabase('identity limits under concurrent attack', (server) => {
  let victim: TestShopper;
  beforeEach(async () => {
    victim = await createShopper(server.db);
  });

  it('evaluates at most 5 concurrent guesses of one password-reset code; a late right guess changes nothing', async () => {
    await server.api.post('/sessions/create_otp', { json: { email: victim.email } });
    const pin = await latestCode(server.api, victim.email);
    const tally = await guessConcurrently(CONCURRENT_GUESSES, (right, index) =>
      server.api.put('/sessions/password_update', {
        raw: new URLSearchParams({
          email: victim.email,
          pin: right ? pin : wrongCode(pin, index),
          password: 'Taken#over1',
          password_confirmation: 'Taken#over1',
        }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      }),
    );
    report(server, 'password reset code', tally);

    expect(tally.evaluated).toBeLessThanOrEqual(5);
    expect(tally.evaluated + (tally.statuses[429] ?? 0)).toBe(CONCURRENT_GUESSES);
    const code = await server.db.selectFrom('otp_codes').select('attempts').where('target', '=', victim.email).executeTakeFirstOrThrow();
    expect(code.attempts).toBe(5);
    // The right guess counts only if it was one of the 5 evaluated; then, and only then, it wins.
    const takenOver = tally.rightGuessStatus === 200;
    expect(tally.accepted).toBe(takenOver ? 1 : 0);
    const oldPassword = await server.api.post('/sessions', { json: { email: victim.email, password: victim.password } });
    expect(oldPassword.status).toBe(takenOver ? 401 : 200);
  }, 30_000);

  it('evaluates at most 5 concurrent guesses of one login PIN; a late right guess gets no session', async () => {
    await server.api.post('/sessions/create_pin', { json: { full_phone_number: victim.phone } });
    const pin = await latestCode(server.api, victim.phone);
    const tally = await guessConcurrently(CONCURRENT_GUESSES, (right, index) =>
      server.api.post('/sessions/verify_pin', { json: { full_phone_number: victim.phone, pin: right ? pin : wrongCode(pin, index) } }),
    );
    report(server, 'login PIN', tally);

    expect(tally.evaluated).toBeLessThanOrEqual(5);
    expect(tally.evaluated + (tally.statuses[429] ?? 0)).toBe(CONCURRENT_GUESSES);
    const takenOver = tally.rightGuessStatus === 200;
    expect(tally.accepted).toBe(takenOver ? 1 : 0);
    const sessions = await server.db.selectFrom('sessions').select('id').where('user_id', '=', victim.user.id).execute();
    // createShopper's own session, plus one only for a right guess that was evaluated.
    expect(sessions).toHaveLength(takenOver ? 2 : 1);
  }, 30_000);

  it('checks at most 10 of 300 parallel passwords for one account; the right one then does not log in', async () => {
    const tally = await guessConcurrently(PARALLEL_LOGINS, (right, index) =>
      server.api.post('/sessions', {
        // Email and phone of one account: one budget.
        json: index % 2 === 0
          ? { email: victim.email, password: right ? victim.password : `wrong-${index}` }
          : { full_phone_number: victim.phone, password: right ? victim.password : `wrong-${index}` },
      }),
    );
    const checked = (tally.statuses[200] ?? 0) + (tally.statuses[401] ?? 0);
    report(server, 'parallel logins', { requests: tally.requests, checked, loggedIn: tally.statuses[200] ?? 0, statuses: tally.statuses });

    expect(checked).toBeLessThanOrEqual(10);
    expect(checked + (tally.statuses[429] ?? 0)).toBe(PARALLEL_LOGINS);
    const takenOver = tally.rightGuessStatus === 200;
    expect(tally.statuses[200] ?? 0).toBe(takenOver ? 1 : 0);
    const later = await server.api.post('/sessions', { json: { full_phone_number: victim.phone, password: victim.password } });
    if (!takenOver) {
      expect(later.status).toBe(429);
      expect(later.body.meta.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    }
  }, 30_000);

  it('limits probing an unknown identifier the same way: 10 checks of 30 parallel tries', async () => {
    const unknown = `nobody.${victim.user.id}@example.in`;
    const tally = await guessConcurrently(30, (_right, index) =>
      server.api.post('/sessions', { json: { email: unknown, password: `guess-${index}` } }),
    );
    report(server, 'unknown identifier', tally.statuses);
    expect(tally.statuses).toEqual({ 401: 10, 429: 20 });
  }, 30_000);
});
