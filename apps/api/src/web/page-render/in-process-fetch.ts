import type { FastifyInstance } from 'fastify';
import { readBuildFile } from '../page-head/build-file';

/** Statuses whose answers have no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch for the server's render: requests to the page's own origin are answered by the API in this
 * process (`inject`: the same routes, validation and caches as over the network, without a socket), and
 * `/config.json` from the storefront build. Nothing else is reachable: a render never calls out.
 */
export function inProcessFetch(app: FastifyInstance, origin: string, configFile: string): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(typeof input === 'string' || input instanceof URL ? new URL(input, origin) : input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) throw new TypeError(`The server's render may not fetch ${url.origin}`);
    if (url.pathname === '/config.json') {
      const config = await readBuildFile(configFile).catch(() => null);
      return config === null ? new Response(null, { status: 404 }) : new Response(config, { headers: { 'content-type': 'application/json' } });
    }
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
