import { createHash } from 'node:crypto';
import { compress, type ContentEncoding } from './content-encoding';

/** A page ready to send: its status, a validator, and its body in each encoding (compressed fast once, then at best). */
export interface RenderedPage {
  status: 200 | 404;
  etag: string;
  body(encoding: ContentEncoding): Promise<Buffer>;
}

export function renderedPage(status: 200 | 404, html: string): RenderedPage {
  const identity = Buffer.from(html, 'utf8');
  // Weak: the same validator for every encoding of the same HTML.
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  const encoded = new Map<ContentEncoding, Promise<Buffer>>();
  return {
    status,
    etag,
    body(encoding) {
      if (encoding === 'identity') return Promise.resolve(identity);
      let body = encoded.get(encoding);
      if (!body) {
        // The first answer is compressed fast; the copy kept for the next ones as hard as the format allows,
        // off the request's path.
        body = compress(identity, encoding, 'fast');
        encoded.set(encoding, body);
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
