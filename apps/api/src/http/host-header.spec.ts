import { connect } from 'node:net';
import { startTestServer, type TestServer } from '../testing';

/** Writes a raw request and answers what the server wrote back before it closed or 3 s passed. */
function rawRequest(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, 3_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (/\r\n\r\n[\s\S]*\}$/.test(answer)) done();
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.write(request);
  });
}

describe('the Host header', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', seed: false });
  });
  afterAll(() => server.close());

  it.each([
    ['two Host headers', 'Host: shop.test\r\nHost: evil.example\r\n'],
    ['two Host headers spelled differently', 'host: shop.test\r\nHOST: evil.example\r\n'],
    ['the same Host twice', 'Host: shop.test\r\nHost: shop.test\r\n'],
  ])('answers 400 to a request with %s', async (_, hosts) => {
    for (const path of ['/healthz', '/api/v1/store_settings', '/']) {
      const answer = await rawRequest(server.baseUrl, `GET ${path} HTTP/1.1\r\n${hosts}Connection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain('{"meta":{"message":"A request must have exactly one Host header"}}');
    }
  });

  it('answers a request with one Host header', async () => {
    const answer = await rawRequest(server.baseUrl, 'GET /healthz HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
