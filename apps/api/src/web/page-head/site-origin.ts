import type { FastifyRequest } from 'fastify';

/** A Host header as browsers send it: a name or IPv4/IPv6 address and an optional port. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin absolute links in pages are made with: PUBLIC_URL (required in production), else the
 * request's own protocol and host (development, tests). A host that is not a plain host name is not
 * echoed into pages: localhost instead.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = PLAIN_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
