import type { FastifyReply, FastifyRequest } from 'fastify';

/** How much of a refused body is read and thrown away before the connection is cut instead. */
export const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * A body refused as too large (413) is still on its way. Closing the connection at once, as Fastify does
 * after a parser error, makes the kernel reset it while the client is still sending: a client that sends
 * its whole body before it reads (most HTTP libraries) gets a broken pipe and never sees the 413. So the
 * rest of the body is read and discarded (nginx's "lingering close"), the connection stays open for the
 * answer, and a client that sends more than MAX_DRAINED_BYTES is cut off. The request time-out still
 * bounds how long a slow sender is read.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader('connection');
  const raw = request.raw;
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAINED_BYTES) raw.socket.destroy();
  });
  raw.resume();
}
