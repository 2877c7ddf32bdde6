import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chooseEncoding as negotiateEncoding } from '../../http/response-compression';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer with (the API's own negotiation: brotli, then gzip, else identity). */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding {
  return negotiateEncoding(acceptEncoding) ?? 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** How hard to compress: `fast` for an answer someone waits for, `best` for a copy kept and sent again. */
export type CompressionEffort = 'fast' | 'best';

/**
 * Brotli at quality 6 is within about 10% of its best size at a few milliseconds for a server-rendered page
 * (500 KB of HTML), where quality 11 takes hundreds; gzip's best level costs little at any size.
 */
const BROTLI_QUALITY: Record<CompressionEffort, number> = { fast: 6, best: zlib.constants.BROTLI_MAX_QUALITY };

export async function compress(body: Buffer, encoding: Exclude<ContentEncoding, 'identity'>, effort: CompressionEffort = 'best'): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
}
