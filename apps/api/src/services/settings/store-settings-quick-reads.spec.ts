import { sql } from 'kysely';
import { forEachDatabase } from '../../testing';
import { loadStoreSettings } from './store-settings';

forEachDatabase('quick reads', (server) => {
  if (server.kind !== 'postgres') {
    it('SQLite: has no pool to queue in, so store settings read the database itself', async () => {
      expect((await loadStoreSettings(server.database.quickDb)).name).toBeTruthy();
    });
    return;
  }

  it('PostgreSQL: store settings answer while every connection of the app pool is busy', async () => {
    const order: string[] = [];
    // Five is the test server's pool size: every connection sleeps, and a sixth query would wait for one.
    const sleepers = Array.from({ length: 5 }, () =>
      sql`select pg_sleep(1)`.execute(server.db).then(() => order.push('sleeper')),
    );
    const settings = loadStoreSettings(server.database.quickDb).then((row) => order.push(`settings ${row.name}`));
    await Promise.all([...sleepers, settings]);
    expect(order[0]).toMatch(/^settings \S/);
  });
});
