import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from './sqlite-statement-cache';

function openCountingPrepares() {
  const database = new SQLite(':memory:');
  const prepared: string[] = [];
  const prepare = database.prepare.bind(database);
  database.prepare = ((text: string) => {
    prepared.push(text);
    return prepare(text);
  }) as typeof database.prepare;
  return { database, prepared };
}

describe('SQLite statement cache', () => {
  it('prepares a query once and answers each call with its own parameters', async () => {
    const { database, prepared } = openCountingPrepares();
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
    const answers = [];
    for (const n of [1, 2, 3]) answers.push((await sql<{ n: number }>`select ${n} * 10 as n`.execute(db)).rows[0].n);
    expect(answers).toEqual([10, 20, 30]);
    expect(prepared.filter((text) => text.startsWith('select ? * 10'))).toHaveLength(1);
    await db.destroy();
  });

  it('keeps at most the configured number of statements, dropping the least recently used', () => {
    const { database, prepared } = openCountingPrepares();
    const cached = withStatementCache(database, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1');
    cached.prepare('select 3'); // evicts "select 2", the least recently used
    cached.prepare('select 1');
    cached.prepare('select 2');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
    cached.close();
  });

  it('gives a fresh statement while the cached one is still streaming rows', () => {
    const { database } = openCountingPrepares();
    const cached = withStatementCache(database);
    const text = 'select value from json_each(?)';
    const rows = cached.prepare(text).iterate(['[1,2]']);
    rows.next();
    expect(cached.prepare(text).all(['[7]'])).toEqual([{ value: 7 }]);
    expect([...rows]).toEqual([{ value: 2 }]);
    cached.close();
  });
});
