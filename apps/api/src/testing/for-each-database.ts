import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../catalog-reads/app-database';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Senders } from '../senders/types';
import { type DatabaseKind, postgresTestUrl, startTestServer, type StartTestServerOptions, type TestServer } from './start-test-server';
import { createTestClient, type TestClient } from './test-client';

/** Seeding and migrating PostgreSQL can take a few seconds on a busy machine. */
const SETUP_TIMEOUT_MS = 60_000;

/** The running server of the current database block; read it inside tests and hooks. */
export interface TestServerHandle {
  readonly kind: DatabaseKind;
  readonly baseUrl: string;
  /** The app's database with its read machinery (`app.database`). */
  readonly database: AppDatabase;
  readonly db: Kysely<Database>;
  readonly config: AppConfig;
  readonly app: FastifyInstance;
  /** The app's senders (the outbox in tests): send through them to fill the dev outbox. */
  readonly senders: Senders;
  /** A fetch-based client for `/api/v1` on this server. */
  readonly api: TestClient;
}

/** The databases the suite runs on: SQLite always, PostgreSQL when DATABASE_URL names one. */
export function testDatabases(): DatabaseKind[] {
  return postgresTestUrl() ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * `describe(name)` once per database, each with its own freshly migrated and seeded server (started in
 * `beforeAll`, closed in `afterAll`): the same tests prove the same behaviour on SQLite and PostgreSQL.
 *
 *   forEachDatabase('catalogue', (server) => {
 *     it('lists products', async () => {
 *       const { status, body } = await server.api.get('/products/filter');
 *       expect(status).toBe(200);
 *     });
 *   });
 */
export function forEachDatabase(
  name: string,
  fn: (server: TestServerHandle) => void,
  options: Omit<StartTestServerOptions, 'database'> = {},
): void {
  for (const kind of testDatabases()) {
    describe(`${name} [${kind}]`, () => {
      let server: TestServer | undefined;
      let client: TestClient | undefined;
      const current = (): TestServer => {
        if (!server) throw new Error('The test server is not started yet: use it inside tests or hooks');
        return server;
      };

      beforeAll(async () => {
        server = await startTestServer({ ...options, database: kind });
        client = createTestClient(server.baseUrl);
      }, SETUP_TIMEOUT_MS);

      afterAll(async () => {
        await server?.close();
      }, SETUP_TIMEOUT_MS);

      fn({
        kind,
        get baseUrl() {
          return current().baseUrl;
        },
        get database() {
          return current().database;
        },
        get db() {
          return current().db;
        },
        get config() {
          return current().config;
        },
        get app() {
          return current().app;
        },
        get senders() {
          return current().app.senders;
        },
        get api() {
          current();
          return client as TestClient;
        },
      });
    });
  }
}
