import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './errors';

export const DUPLICATE_HOST_MESSAGE = 'A request must have exactly one Host header';

/** How many times `name` (lower case) appears in Node's raw header list (name, value, name, value...). */
function countHeader(rawHeaders: string[], name: string): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].length === name.length && rawHeaders[i].toLowerCase() === name) count++;
  return count;
}

/**
 * HTTP/1.1 says a request with more than one Host header is answered 400 (RFC 9112, 3.2). Node keeps the
 * first and drops the rest, so a proxy that reads the last one and this server would disagree about which
 * site is asked for: the ground for cache poisoning and request routing tricks.
 */
export function refuseDuplicateHost(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (countHeader(request.raw.rawHeaders, 'host') > 1) throw new BadRequestError(DUPLICATE_HOST_MESSAGE);
  });
}
