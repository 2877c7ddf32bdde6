import { connect } from 'node:net';
import { startTestServer, type TestServer } from '../testing';
import { TOO_DEEP_MESSAGE } from './body-parsers';
import { MAX_JSON_DEPTH } from './json-depth';
import { MAX_DRAINED_BYTES } from './refused-body';

/** A sign-in body with `z` nested `depth` levels below it (the body itself is one level). */
function signInNested(depth: number, padTo = 0): string {
  const head = '{"email":"asha@example.in","password":"x","z":';
  const z = depth > 0 ? '['.repeat(depth) + ']'.repeat(depth) : '0';
  const pad = Math.max(0, padTo - head.length - z.length - 10);
  return `${head}${z}${pad ? `,"p":"${'x'.repeat(pad)}"` : ''}}`;
}

/**
 * Sends a whole request on a raw socket before reading anything, as most HTTP client libraries do, and
 * answers what the server wrote back (empty when it reset the connection first).
 */
function sendAllThenRead(baseUrl: string, head: string, body: Buffer): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.pause();
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (/\r\n\r\n[\s\S]*\}$/.test(answer)) socket.end();
    });
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.write(head);
    socket.write(body, () => socket.resume());
  });
}

describe('request bodies: nesting and size', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', seed: false });
  });
  afterAll(() => server.close());

  const signIn = (text: string) =>
    fetch(`${server.baseUrl}/api/v1/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });

  it(`validates a body nested to the cap (${MAX_JSON_DEPTH} levels) as usual`, async () => {
    const response = await signIn(signInNested(MAX_JSON_DEPTH - 1));
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.meta.message).not.toBe(TOO_DEEP_MESSAGE);
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'z' })]));
  });

  it('refuses a body nested one level past the cap with 400 and a clear message', async () => {
    const response = await signIn(signInNested(MAX_JSON_DEPTH));
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(
      'The JSON body is nested too deeply: at most 16 levels of objects and arrays',
    );
  });

  it('refuses bodies nested 3,500 and 10,000 deep with 400 (not 500), and keeps serving', async () => {
    for (const depth of [3_500, 10_000]) {
      const responses = await Promise.all(Array.from({ length: 5 }, () => signIn(signInNested(depth, 30_000))));
      expect(responses.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
      expect((await responses[0].json()).meta.message).toBe(TOO_DEEP_MESSAGE);
    }
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it('answers 413 with a body to a client that sends a large body before it reads (5 MB and 17 MB)', async () => {
    for (const megabytes of [5, 17]) {
      const body = Buffer.alloc(megabytes * 1024 * 1024, 'x');
      const head =
        'POST /api/v1/sessions HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`;
      const answer = await sendAllThenRead(server.baseUrl, head, body);
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      expect(answer).toContain('{"meta":{"message":"Request body is too large"}}');
    }
  }, 30_000);

  it('keeps the connection for the next request after a refused body', async () => {
    const big = JSON.stringify({ email: 'asha@example.in', password: 'x', p: 'x'.repeat(40 * 1024) });
    const first = await signIn(big);
    expect(first.status).toBe(413);
    expect(first.headers.get('connection')).not.toBe('close');
    expect((await signIn('{"email":"asha@example.in"}')).status).toBe(400);
  });

  it('cuts off a client that keeps sending past what is drained', async () => {
    const body = Buffer.alloc(MAX_DRAINED_BYTES + 8 * 1024 * 1024, 'x');
    const head =
      'POST /api/v1/sessions HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const { hostname, port } = new URL(server.baseUrl);
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname);
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      socket.on('close', () => resolve('closed'));
      socket.on('data', () => undefined);
      socket.write(head);
      socket.write(body);
    });
    expect(['closed', 'EPIPE', 'ECONNRESET']).toContain(outcome);
  }, 30_000);
});
