/**
 * The API as an operator runs it: `nx run api:build`'s bundle (apps/api/dist/main.js) started with
 * plain node, no tsx. For tests of the built server and of several server processes on one database.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { apiRoot, repoRoot } from '../paths';

export const builtMain = path.join(apiRoot, 'dist/main.js');
export const builtCli = path.join(apiRoot, 'dist/cli.js');

/**
 * Bundles the current source into apps/api/dist (half a second with esbuild), so a test never runs a
 * stale build. Safe when two test files build at once: each output file is replaced atomically.
 */
export function buildApi(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'tools/scripts/build-api.mjs')], { cwd: repoRoot, stdio: 'pipe' });
}

export interface BuiltApiProcess {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, then waits for the exit; answers the exit code (null when killed by a signal). */
  stop(): Promise<number | null>;
}

const LISTENING = /Storefront and API on http:\/\/localhost:(\d+)/;

/** Starts dist/main.js on a free port (PORT=0) and waits until it says where it listens. */
export function startBuiltApi(env: Record<string, string>, timeoutMs = 60_000): Promise<BuiltApiProcess> {
  const child = spawn(process.execPath, [builtMain], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'test', PAYMENT_MODE: 'sandbox', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The built API did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({ baseUrl: `http://127.0.0.1:${match[1]}`, child, output: () => output, stop });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The built API exited (code ${code}) before listening:\n${output}`));
    });
  });
}
