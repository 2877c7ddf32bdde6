/**
 * The baseline of tools/bench/api-throughput.mjs: a Fastify server with one route answering a small JSON,
 * no database, no hooks. Whatever the API adds on top of this is what the ratio to bare measures.
 *
 *   PORT=3311 node tools/bench/support/bare-fastify.mjs
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { id: 1, name: 'Cotton kurta', price: '499.00' }, meta: {} }));
await app.listen({ port: Number(process.env.PORT ?? 3311), host: '127.0.0.1' });
console.log('bare fastify ready');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.once('SIGINT', () => void app.close().then(() => process.exit(0)));
