import { createHash } from 'node:crypto';
import { compress, type ContentEncoding } from './content-encoding';

/** A page ready to send: its status, a validator, and its body in each encoding (compressed fast at first, at best once it is asked for again). */
export interface RenderedPage {
  status: 200 | 404;
  etag: string;
  body(encoding: ContentEncoding): Promise<Buffer>;
}

export function renderedPage(status: 200 | 404, html: string): RenderedPage {
  const identity = Buffer.from(html, 'utf8');
  // Weak: the same validator for every encoding of the same HTML. SHA-1, not SHA-256: a validator only has to
  // change with the page (nobody gains by making two pages collide), and it hashes the page in half the time.
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  const encoded = new Map<ContentEncoding, Promise<Buffer>>();
  const bestStarted = new Set<ContentEncoding>();
  return {
    status,
    etag,
    body(encoding) {
      if (encoding === 'identity') return Promise.resolve(identity);
      const body = encoded.get(encoding);
      if (!body) {
        // The first answer is compressed fast (a page nobody asks for again, such as a crawler's, costs no more).
        const fast = compress(identity, encoding, 'fast');
        encoded.set(encoding, fast);
        return fast;
      }
      if (!bestStarted.has(encoding)) {
        // Asked for again: worth compressing as hard as the format allows, off the request's path.
        bestStarted.add(encoding);
        const best = compress(identity, encoding, 'best');
        best.then(
          () => encoded.set(encoding, best),
          () => undefined,
        );
      }
      return body;
    },
  };
}

/** Whether an If-None-Match header names this (weak) validator; weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
