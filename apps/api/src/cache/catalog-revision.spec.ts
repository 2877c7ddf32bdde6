import { forEachDatabase } from '../testing';
import { readCatalogRevision } from './catalog-revision';

forEachDatabase('catalogue revision', (server) => {
  it('moves with a catalogue write, and is never read from a transaction that has not committed', async () => {
    const product = await server.db.selectFrom('products').select(['id', 'price']).orderBy('id').executeTakeFirstOrThrow();
    const before = await readCatalogRevision(server.db);

    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const transaction = server.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ price: product.price + 100 }).where('id', '=', product.id).execute();
      written();
      await committed;
    });
    await wrote;
    // Read while the write is open: SQLite's read waits for it to end, PostgreSQL's sees the last commit.
    const seenWhileOpen: number[] = [];
    const read = readCatalogRevision(server.db).then((revision) => seenWhileOpen.push(revision));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenWhileOpen.every((revision) => revision === before)).toBe(true);

    commit();
    await transaction;
    await read;
    expect(await readCatalogRevision(server.db)).toBe(before + 1);
  });
});
