import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after it started counts as crashing on start-up. */
const EARLY_CRASH_MS = 5_000;
/** How long workers get to finish their requests on SIGTERM before they are killed. */
const SHUTDOWN_GRACE_MS = 30_000;

/**
 * The cluster's primary (API_WORKERS): forks `count` workers that share one port, replaces any worker
 * that dies, and on SIGTERM/SIGINT asks every worker to shut down gracefully (each closes its server and
 * database) before exiting. It serves nothing itself and holds no state a request depends on: every limit
 * and guarantee lives in the database the workers share.
 */
export function runClusterPrimary(count: number, publicUrl: string | null): void {
  let stopping = false;
  let announced = false;
  const startedAt = new Map<number, number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('listening', (_worker, address) => {
    if (announced) return;
    announced = true;
    console.log(`Storefront and API on ${publicUrl ?? `http://localhost:${address.port}`} (${count} workers)`);
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    // A worker that cannot even start (bad config, port taken) would otherwise be forked in a hot loop.
    setTimeout(fork, lived < EARLY_CRASH_MS ? 1_000 : 0);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < count; i++) fork();
}
