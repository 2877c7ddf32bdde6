import { Worker } from 'node:worker_threads';
import os from 'node:os';
import { READ_WORKER_SOURCE } from './read-worker-source';

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface ReadWorker {
  thread: Worker;
  pending: Map<number, Pending>;
}

/**
 * Worker threads with read-only connections to one SQLite file. better-sqlite3 is synchronous: a long
 * read on the main thread stalls every other request of the process; here it only occupies a worker.
 * Workers start on the first read and never keep the process alive (unref).
 */
export class SqliteReadPool {
  private workers: ReadWorker[] = [];
  private nextId = 1;

  constructor(
    private readonly file: string,
    private readonly size = Math.max(1, Math.min(4, os.availableParallelism())),
  ) {}

  /** The rows of a read-only statement, run on the least busy worker. */
  query<Row>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    const worker = this.leastBusy();
    const id = this.nextId++;
    return new Promise<Row[]>((resolve, reject) => {
      worker.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      worker.thread.postMessage({ id, sql, params });
    });
  }

  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((worker) => worker.thread.terminate()));
  }

  private leastBusy(): ReadWorker {
    if (this.workers.length < this.size) {
      const idle = this.workers.find((worker) => worker.pending.size === 0);
      if (idle) return idle;
      return this.start();
    }
    return this.workers.reduce((best, worker) => (worker.pending.size < best.pending.size ? worker : best));
  }

  private start(): ReadWorker {
    const thread = new Worker(READ_WORKER_SOURCE, {
      eval: true,
      workerData: { file: this.file, driverPath: require.resolve('better-sqlite3') },
    });
    thread.unref();
    const worker: ReadWorker = { thread, pending: new Map() };
    thread.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: string }) => {
      const pending = worker.pending.get(id);
      if (!pending) return;
      worker.pending.delete(id);
      if (error !== undefined) pending.reject(new Error(error));
      else pending.resolve(rows ?? []);
    });
    thread.on('error', (error) => this.fail(worker, error));
    thread.on('exit', () => this.fail(worker, new Error('A read worker stopped')));
    this.workers.push(worker);
    return worker;
  }

  /** A dead worker fails its pending reads and leaves the pool (the next read starts another). */
  private fail(worker: ReadWorker, error: Error): void {
    this.workers = this.workers.filter((w) => w !== worker);
    for (const pending of worker.pending.values()) pending.reject(error);
    worker.pending.clear();
  }
}
