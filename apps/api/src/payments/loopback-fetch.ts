import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { FetchLike } from './types';

/** Where this server can reach itself: its listening port on the loopback interface. */
function loopbackOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  const host =
    address.address === '::' || address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * A `fetch` for the sandbox adapters: the simulators live on this same server, so requests go to its own
 * listening port (never through the public address, which behind a load balancer may not be reachable
 * from inside). The public host and scheme travel as `X-Forwarded-Host` / `X-Forwarded-Proto` (the app
 * trusts proxies), so the simulators build their links on the origin the adapter used.
 */
export function createLoopbackFetch(app: FastifyInstance, fetchImpl: FetchLike = (input, init) => fetch(input, init)): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-host', url.host);
    headers.set('x-forwarded-proto', url.protocol.replace(/:$/, ''));
    return fetchImpl(`${loopbackOrigin(app)}${url.pathname}${url.search}`, { ...init, headers, redirect: 'manual' });
  };
}
