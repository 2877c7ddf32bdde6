import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { contractPath } from '../paths';
import { startTestServer, type TestServer } from '../testing';

const contractTitle = (parse(readFileSync(contractPath, 'utf8')) as { info: { title: string } }).info.title;

/** The docs do not depend on the database: SQLite, not seeded. */
function withServer(isProduction: boolean, fn: (server: () => TestServer) => void) {
  let server: TestServer;
  beforeAll(async () => {
    const config = isProduction ? ({ nodeEnv: 'production', isProduction: true } as const) : {};
    server = await startTestServer({ database: 'sqlite', seed: false, config });
  });
  afterAll(() => server.close());
  fn(() => server);
}

describe('API docs (/api/docs)', () => {
  describe('in development', () => {
    withServer(false, (current) => {
      const get = (pathname: string) => fetch(current().baseUrl + pathname);

      it("answers a page titled with the contract's title that renders the contract", async () => {
        const response = await get('/api/docs');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html).toContain(`<title>${contractTitle} (API reference)</title>`);
        expect(html).toContain('<redoc spec-url="/api/docs/openapi.yaml"></redoc>');
        expect(html).toContain('<script src="/api/docs/redoc.standalone.js"></script>');
      });

      it('serves the renderer from this origin, so the page runs under script-src self (no CDN)', async () => {
        const page = await get('/api/docs');
        const csp = page.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*https?:/);
        expect(csp).toContain("worker-src 'self' blob:");
        const renderer = await get('/api/docs/redoc.standalone.js');
        expect(renderer.status).toBe(200);
        expect(renderer.headers.get('content-type')).toMatch(/^text\/javascript/);
        expect((await renderer.text()).length).toBeGreaterThan(100_000);
      });

      it('serves the contract itself', async () => {
        const response = await get('/api/docs/openapi.yaml');
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(readFileSync(contractPath, 'utf8'));
      });

      it('keeps the CSP of every other answer unchanged', async () => {
        const csp = (await get('/api/v1/store_settings')).headers.get('content-security-policy') ?? '';
        expect(csp).not.toContain('worker-src');
      });
    });
  });

  describe('in production', () => {
    withServer(true, (current) => {
      it.each(['/api/docs', '/api/docs/openapi.yaml', '/api/docs/redoc.standalone.js'])('answers 404 at %s', async (pathname) => {
        const response = await fetch(current().baseUrl + pathname);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ meta: { message: `Route not found: GET ${pathname}` } });
      });
    });
  });
});
