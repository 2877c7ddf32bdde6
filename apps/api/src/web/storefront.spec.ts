import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../testing';

const dist = mkdtempSync(path.join(os.tmpdir(), 'storefront-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Storefront app</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Serving files does not depend on the database: SQLite only. */
function withServer(config: Parameters<typeof startTestServer>[0], fn: (server: () => TestServer) => void) {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', ...config });
  });
  afterAll(() => server.close());
  fn(() => server);
}

describe('storefront serving', () => {
  describe('with a built storefront', () => {
    withServer({ config: { storefrontDist: dist }, seed: false }, (current) => {
      it('serves index.html for page paths and the built files at their paths', async () => {
        for (const page of ['/', '/products/some-shirt/12', '/my-account/orders/3', '/checkout?step=address']) {
          const response = await fetch(current().baseUrl + page);
          expect(response.status).toBe(200);
          expect(await response.text()).toContain('Storefront app');
        }
        const bundle = await fetch(`${current().baseUrl}/assets/app-1234.js`);
        expect(await bundle.text()).toContain('console.log');
      });

      it('serves the generated images and keeps API 404s as envelopes', async () => {
        const image = await fetch(`${current().baseUrl}/assets/images/logo.svg`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toContain('image/svg+xml');
        const missingImage = await fetch(`${current().baseUrl}/assets/images/nope.svg`);
        expect(missingImage.status).toBe(404);
        const api = await fetch(`${current().baseUrl}/api/v1/nope`);
        expect(await api.json()).toEqual({ meta: { message: 'Route not found: GET /api/v1/nope' } });
      });
    });
  });

  describe('before the storefront is built', () => {
    withServer({ config: { storefrontDist: path.join(dist, 'missing') } }, (current) => {
      it('answers a placeholder page', async () => {
        const response = await fetch(`${current().baseUrl}/products`);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('The API is running');
      });
    });
  });
});
