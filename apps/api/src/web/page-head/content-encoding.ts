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

/** A small document compressed as hard as each format allows (pages are compressed once, then cached). */
export async function compress(body: Buffer, encoding: Exclude<ContentEncoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
}
