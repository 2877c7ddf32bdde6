import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';

export interface RateLimitResult {
  /** True when this hit is within the limit (and was counted). */
  allowed: boolean;
  /** Hits in the window, this one included when allowed. */
  count: number;
}

/**
 * A sliding-window limiter kept in the database (`rate_limit_events`), so several API processes share
 * the counts. `hit` counts earlier events for `key` inside the window; under the limit it records this
 * one. Old rows of the key are pruned as it goes.
 */
export async function hit(
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
    if (count >= limit) return { allowed: false, count };
    await trx.insertInto('rate_limit_events').values({ key, created_at: now.toISOString() }).execute();
    return { allowed: true, count: count + 1 };
  });
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

/** Records an event without checking (e.g. a failed login), for `countHits` to see later. */
export async function record(db: Kysely<Database>, key: string, now: Date = new Date()): Promise<void> {
  await db.insertInto('rate_limit_events').values({ key, created_at: now.toISOString() }).execute();
}

/** Forgets every event of a key (e.g. after a successful login). */
export async function reset(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_events').where('key', '=', key).execute();
}
