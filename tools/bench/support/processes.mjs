/** Child-process helpers the benches share: a free port, and stopping a detached child's process group. */
import { createServer } from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => done(port));
    });
  });
}

/** Something of the process group still runs (children are spawned detached, so the group is their own). */
export function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole group (the API closes its database), SIGKILL to what is left after 5 s. */
export async function stopGroup(pid) {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; waited < 5000 && groupAlive(pid); waited += 100) await sleep(100);
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}
