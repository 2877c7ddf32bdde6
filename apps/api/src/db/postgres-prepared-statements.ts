import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Distinct statement texts prepared at most: every query Kysely builds is parameterised, so the texts
 * are the app's statements (an `in (...)` list once per length), a few hundred. Beyond the bound a new
 * text runs unnamed, as before: the cache cannot grow without end on every connection.
 */
const MAX_PREPARED_TEXTS = 2_000;
/** `select *`, `returning *` or `"t".*` (not `count(*)`). */
const SELECTS_EVERY_COLUMN = /(select|returning)\s+\*|\.\*/i;

/**
 * Makes every parameterised query on the pool's connections a named (prepared) statement, so that
 * PostgreSQL parses and plans it once per connection instead of on every call: at a large catalogue the
 * parse and plan of a product list's statements cost more than running them (docs/performance.md).
 * Queries without parameters (DDL, `begin`, `commit`) run as they did.
 */
export function prepareParameterisedQueries(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    // `select *` / `returning *` / `t.*` expand when prepared: after a migration adds a column (another
    // process, a rolling deploy) such a statement fails with "cached plan must not change result type"
    // on every connection that prepared it. Explicit column lists keep their row type: only they are.
    if (SELECTS_EVERY_COLUMN.test(text)) return undefined;
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED_TEXTS) {
      name = `s${createHash('sha1').update(text).digest('hex')}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely calls query(text, values) and awaits the promise.
    client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
        const name = nameOf(text);
        if (name !== undefined) return query({ name, text, values }, ...rest);
      }
      return query(text, values, ...rest);
    }) as typeof client.query;
  });
  return pool;
}
