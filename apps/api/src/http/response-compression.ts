import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body saves less than the extra header and CPU cost. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Generated bodies worth compressing: API JSON and server-rendered HTML. Files are precompressed. */
const COMPRESSIBLE_TYPE = /^(application\/json|text\/html)\b/i;

export type ContentCoding = 'br' | 'gzip';

/** Accept-Encoding values already read: browsers send a handful of distinct ones, on every request. */
const chosenEncodings = new Map<string, ContentCoding | null>();
const MAX_REMEMBERED_HEADERS = 64;

/** The encoding to use from an Accept-Encoding header: brotli, else gzip, else none (identity). */
export function chooseEncoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const remembered = chosenEncodings.get(acceptEncoding);
  if (remembered !== undefined) return remembered;
  const chosen = parseAcceptEncoding(acceptEncoding);
  if (chosenEncodings.size < MAX_REMEMBERED_HEADERS) chosenEncodings.set(acceptEncoding, chosen);
  return chosen;
}

function parseAcceptEncoding(acceptEncoding: string): ContentCoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: ContentCoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

/** Compressed copies of one body by content coding, kept by whoever keeps the body (cache entries). */
export type CompressedCopies = Partial<Record<ContentCoding, Promise<Buffer>>>;

/** Replies whose body is kept elsewhere with its compressed copies: compressed at most once per coding. */
const copiesOfReply = new WeakMap<FastifyReply, CompressedCopies>();

/**
 * The body this reply sends is kept, and `copies` keeps its compressed forms: the hook below takes a
 * copy from there (making it there on the first request that needs it) instead of compressing again.
 */
export function reuseCompressedCopies(reply: FastifyReply, copies: CompressedCopies): void {
  copiesOfReply.set(reply, copies);
}

function compress(body: string | Buffer, encoding: ContentCoding): Promise<Buffer> {
  // Per request, so speed over size: brotli quality 4 is about gzip's speed and still smaller.
  if (encoding === 'br') {
    return brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
  }
  return gzipAsync(body, { level: 6 });
}

/** Tells caches that the body depends on Accept-Encoding (whether or not this one is compressed). */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * Compresses JSON and HTML responses of at least MIN_COMPRESSED_BYTES with brotli or gzip when the
 * client accepts one (zlib runs on libuv's thread pool, off the event loop), or takes the copy kept with
 * the body (`reuseCompressedCopies`). Streams (static files, which come precompressed from the build)
 * and responses already encoded pass through untouched.
 */
export function installResponseCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES) return payload;

    varyOnAcceptEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const copies = copiesOfReply.get(reply);
    const body = await (copies ? (copies[encoding] ??= compress(payload, encoding)) : compress(payload, encoding));
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    // The bytes differ from the identity body: a strong validator would claim they are the same.
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
    return body;
  });
}
