import { isPictureWidth } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { HASHED_ASSET_CACHE } from '../http/cache-policy';
import { formatFor } from './accept-format';
import { CONTENT_TYPES, DerivativeQueueFullError, type DerivativeMaker } from './derivatives';

const MEDIA_ID = /^[0-9a-f]{16}$/;

/**
 * `GET /media/{id}/{width}`: a pipeline photo at one of the fixed widths, in the best format the request's
 * Accept header names. The id hashes the photo's bytes, so the answer never changes: cached for a year,
 * varying by Accept. Anything else under /media is a 404.
 */
export async function registerMediaRoutes(app: FastifyInstance, maker: DerivativeMaker): Promise<void> {
  app.get<{ Params: { id: string; width: string } }>('/media/:id/:width', async (request, reply) => {
    const { id, width } = request.params;
    const pixels = /^[1-9]\d{0,3}$/.test(width) ? Number(width) : NaN;
    if (!MEDIA_ID.test(id) || !isPictureWidth(pixels)) return reply.code(404).type('text/plain').send('Not found');
    const format = formatFor(request.headers.accept);
    let bytes: Buffer | null;
    try {
      bytes = await maker.get(id, pixels, format);
    } catch (error) {
      if (!(error instanceof DerivativeQueueFullError)) throw error;
      return reply.code(503).header('retry-after', '1').type('text/plain').send(error.message);
    }
    if (!bytes) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', HASHED_ASSET_CACHE)
      .header('vary', 'Accept')
      .type(CONTENT_TYPES[format])
      .send(bytes);
  });
}
