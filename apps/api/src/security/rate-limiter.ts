import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';

export interface RateLimitResult {
  /** True when this hit is within the limit (and was counted). */
  allowed: boolean;
  /** Hits in the window, this one included when allowed. */
  count: number;
  /** The recorded event (when allowed), for `release` to give back. */
  eventId?: number;
  /** When refused: how long until the oldest counted hit leaves the window and one is free again. */
  retryAfterMs?: number;
}

/**
 * A sliding-window limiter kept in the database (`rate_limit_events`), so several API processes share
 * the counts. `reserveSlot` counts earlier events for `key` inside the window; under the limit it records this
 * one. Old rows of the key are pruned as it goes. Count and record are one serialised step per key, so
 * a hit reserves its slot BEFORE the guarded work runs: concurrent callers never all see "one left".
 */
export async function reserveSlot(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  return db.transaction().execute(async (trx) => {
    // Serialise hits on one key across processes (SQLite: the delete below takes the write lock).
    if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    await trx.deleteFrom('rate_limit_events').where('key', '=', key).where('created_at', '<', windowStart).execute();
    const row = await trx
      .selectFrom('rate_limit_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    if (count >= limit) {
      const oldest = await trx
        .selectFrom('rate_limit_events')
        .select((eb) => eb.fn.min('created_at').as('at'))
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      const retryAfterMs = Math.max(0, Date.parse(String(oldest.at)) + windowMs - now.getTime());
      return { allowed: false, count, retryAfterMs };
    }
    const event = await trx
      .insertInto('rate_limit_events')
      .values({ key, created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { allowed: true, count: count + 1, eventId: Number(event.id) };
  });
}

/** Gives back the slot one allowed `reserveSlot` took (e.g. the per-client login slot of a successful login). */
export async function release(db: Kysely<Database>, eventId: number | undefined): Promise<void> {
  if (eventId === undefined) return;
  await db.deleteFrom('rate_limit_events').where('id', '=', eventId).execute();
}

/** Counts events of `key` inside the window without recording one (e.g. failed logins so far). */
export async function countHits(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('key', '=', key)
    .where('created_at', '>=', new Date(now.getTime() - windowMs).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How long until `key` has a free slot again: null when it has one now (nothing is recorded). For
 * refusing related work while a limit is spent, e.g. no code sends while the code checks are locked.
 */
export async function blockedFor(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<number | null> {
  const row = await db
    .selectFrom('rate_limit_events')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('key', '=', key)
    .where('created_at', '>=', new Date(now.getTime() - windowMs).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(row.count) < limit) return null;
  return Math.max(0, Date.parse(String(row.oldest)) + windowMs - now.getTime());
}

/** Records an event without checking (e.g. a failed login), for `countHits` to see later. */
export async function record(db: Kysely<Database>, key: string, now: Date = new Date()): Promise<void> {
  await db.insertInto('rate_limit_events').values({ key, created_at: now.toISOString() }).execute();
}

/** Forgets every event of a key (e.g. after a successful login). */
export async function reset(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_events').where('key', '=', key).execute();
}
