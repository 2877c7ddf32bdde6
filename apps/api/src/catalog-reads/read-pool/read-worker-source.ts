/**
 * The body of a read worker thread, as source text run with `new Worker(source, { eval: true })`: no
 * file to locate at run time, so it works the same under tsx, jest and a bundled build.
 *
 * It opens the database file read-only (WAL lets it read while the main thread writes), keeps each
 * statement prepared for reuse, and answers `{ id, rows }` or `{ id, error }` for each `{ id, sql, params }`.
 */
export const READ_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// A 100,000-product catalogue's listing and facet indexes outgrow SQLite's default 2 MB page cache, and
// every read would go back to the file's pages: a larger cache per worker, and reads through the OS's own
// page cache (mmap) shared by all workers. Memory stays bounded: 32 MB per worker, at most four workers.
db.pragma('cache_size = -32768');
db.pragma('mmap_size = 268435456');
const statements = new Map();
parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (!statement.reader) throw new Error('The read pool only runs statements that read');
      if (statements.size > 500) statements.clear();
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;
