import { connect } from 'node:net';
import { startTestServer, type TestServer } from '../testing';

/** Short limits so the test sees the cut-off quickly; production defaults are in config.ts. */
const LIMITS = { requestTimeoutMs: 1_000, headersTimeoutMs: 500, connectionTimeoutMs: 1_000, keepAliveTimeoutMs: 1_000, maxHeaderSize: 4 * 1024 };
/** A request time-out far past GIVE_UP_MS, so only the header time-out can close a socket in time. */
const HEADERS_FIRST = { ...LIMITS, requestTimeoutMs: 60_000, headersTimeoutMs: 1_000, connectionTimeoutMs: 120_000, keepAliveTimeoutMs: 60_000 };
/** Well past the request time-out plus Node's checking interval: the socket must be gone by then. */
const GIVE_UP_MS = 8_000;

interface SocketOutcome {
  /** What the server wrote before closing (an HTTP response, or nothing). */
  answer: string;
  closedByServer: boolean;
}

/**
 * Opens a raw socket, writes `head`, then trickles `body` one byte every `trickleMs`, as a slow-loris
 * client would, until the server closes the connection or GIVE_UP_MS passes.
 */
function trickle(baseUrl: string, head: string, body = '', trickleMs = 200): Promise<SocketOutcome> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++]);
    }, trickleMs);
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedByServer });
    };
    const giveUp = setTimeout(() => finish(false), GIVE_UP_MS);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

describe('slow and oversized requests (the server does not wait forever)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', seed: false, config: { http: LIMITS } });
  });
  afterAll(() => server.close());

  it('cuts off a body sent a byte at a time once the request time-out passes (408, closed)', async () => {
    const body = JSON.stringify({ name: 'Asha', email: 'asha@example.in', message: 'x'.repeat(200) });
    const head =
      'POST /api/v1/contact_us HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const outcome = await trickle(server.baseUrl, head, body);
    expect(outcome.closedByServer).toBe(true);
    expect(outcome.answer === '' || outcome.answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('cuts off headers that never finish', async () => {
    const outcome = await trickle(server.baseUrl, 'GET /healthz HTTP/1.1\r\nHost: shop.test\r\n', 'X-Slow: ' + 'a'.repeat(100));
    expect(outcome.closedByServer).toBe(true);
    expect(outcome.answer === '' || /^HTTP\/1\.1 4\d\d/.test(outcome.answer)).toBe(true);
  });

  it('refuses headers larger than the cap with 431', async () => {
    const head = `GET /healthz HTTP/1.1\r\nHost: shop.test\r\nX-Big: ${'a'.repeat(LIMITS.maxHeaderSize + 100)}\r\n\r\n`;
    const outcome = await trickle(server.baseUrl, head);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 431/);
  });

  it('still answers a client that sends its request at a normal pace', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
  });
});

describe('the header time-out is shorter than the request time-out', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', seed: false, config: { http: HEADERS_FIRST } });
  });
  afterAll(() => server.close());

  it('closes sockets whose headers trickle in once the header time-out passes, long before the request time-out', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => trickle(server.baseUrl, 'GET /healthz HTTP/1.1\r\nHost: shop.test\r\n', 'X-Slow: ' + 'a'.repeat(100))),
    );
    expect(outcomes.filter((outcome) => !outcome.closedByServer)).toEqual([]);
    expect(outcomes.every((outcome) => outcome.answer === '' || outcome.answer.startsWith('HTTP/1.1 408'))).toBe(true);
  });

  it('still lets a slow body use the whole request time-out once its headers are in', async () => {
    const body = JSON.stringify({ email: 'asha@example.in' });
    const head = `POST /api/v1/subscriber HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 1000}\r\n\r\n`;
    const outcome = await trickle(server.baseUrl, head, 'x'.repeat(20), 150);
    expect(outcome.closedByServer).toBe(false);
  });
});

