import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { buildApp } from '../app';
import type { AppDatabase } from '../catalog-reads/app-database';
import { isPostgresUrl, openDatabase } from '../catalog-reads/open-database';
import type { AppConfig } from '../config';
import { testConfig } from './test-config';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { seedDemoStore } from '../seed/seed-demo-store';
import type { Senders } from '../senders/types';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface StartTestServerOptions {
  /** Default: postgres when DATABASE_URL is a postgres URL, else sqlite (in memory). */
  database?: DatabaseKind;
  /** Config overrides, e.g. `{ nodeEnv: 'production', isProduction: true }`. */
  config?: Partial<AppConfig>;
  /** Seed the demo store (default true). */
  seed?: boolean;
  senders?: Senders;
}

export interface TestServer {
  kind: DatabaseKind;
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  baseUrl: string;
  app: FastifyInstance;
  /** The app's database (`app.database`). */
  database: AppDatabase;
  /** `database.db`. */
  db: Kysely<Database>;
  config: AppConfig;
  /** Stops the server, closes the database and drops the PostgreSQL schema. */
  close(): Promise<void>;
}

/** The PostgreSQL server tests may use: DATABASE_URL when it is a postgres URL. */
export function postgresTestUrl(): string | null {
  const url = process.env.DATABASE_URL;
  return url && isPostgresUrl(url) ? url : null;
}

/** Creates an empty, uniquely named schema; answers its name and a function that drops it. */
async function createTestSchema(url: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = openDatabase(url, { poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  return {
    schema,
    drop: async () => {
      try {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      } finally {
        await admin.close();
      }
    },
  };
}

/**
 * Builds the real app on a fresh database (SQLite in memory, or a new random schema on the PostgreSQL
 * of DATABASE_URL), migrates it, seeds the demo store and listens on a free port. Call `close()` in
 * `afterAll`. Each call is isolated from every other: files may run in parallel.
 */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const pgUrl = postgresTestUrl();
  const kind: DatabaseKind = options.database ?? (pgUrl ? 'postgres' : 'sqlite');
  if (kind === 'postgres' && !pgUrl) throw new Error('PostgreSQL tests need DATABASE_URL=postgres://...');

  const cleanups: (() => Promise<void>)[] = [];
  try {
    let database: AppDatabase;
    let databaseUrl: string;
    if (kind === 'postgres') {
      const testSchema = await createTestSchema(pgUrl as string);
      cleanups.unshift(testSchema.drop);
      database = openDatabase(pgUrl as string, { schema: testSchema.schema, poolSize: 5 });
      databaseUrl = pgUrl as string;
    } else {
      databaseUrl = 'sqlite::memory:';
      database = openDatabase(databaseUrl);
    }
    cleanups.unshift(() => database.close());
    const { db } = database;

    await migrateToLatest(db);
    if (options.seed !== false) await seedDemoStore(db);

    const config = testConfig({ databaseUrl, ...options.config });
    const app = await buildApp({ database, config, senders: options.senders });
    cleanups.unshift(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The test server has no TCP address');

    let closed = false;
    return {
      kind,
      baseUrl: `http://127.0.0.1:${address.port}`,
      app,
      database,
      db,
      config,
      close: async () => {
        if (closed) return;
        closed = true;
        for (const cleanup of cleanups) await cleanup();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    throw error;
  }
}
