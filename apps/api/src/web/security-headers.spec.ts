import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../testing';

const dist = mkdtempSync(path.join(os.tmpdir(), 'storefront-dist-headers-'));
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Storefront app</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
writeFileSync(path.join(dist, 'assets', 'app-1234.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-1234.js"}}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Headers do not depend on the database: SQLite only. */
function withServer(config: NonNullable<Parameters<typeof startTestServer>[0]>['config'], fn: (server: () => TestServer) => void) {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', seed: false, config: { storefrontDist: dist, ...config } });
  });
  afterAll(() => server.close());
  fn(() => server);
}

/** `script-src 'self' x` -> { 'script-src': ["'self'", 'x'] } */
function directives(csp: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  describe('in sandbox mode', () => {
    withServer({}, (current) => {
      const get = (pathname: string, headers: Record<string, string> = {}) => fetch(current().baseUrl + pathname, { headers });

      it.each(['/', '/products/some-shirt/12', '/assets/app-1234.js', '/assets/images/logo.svg', '/api/v1/store_settings', '/sandbox/'])(
        'sends the policy headers on %s',
        async (pathname) => {
          const response = await get(pathname);
          expect(response.headers.get('x-content-type-options')).toBe('nosniff');
          expect(response.headers.get('x-frame-options')).toBe('DENY');
          expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
          expect(response.headers.get('permissions-policy')).toBe(
            'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
              'magnetometer=(), microphone=(), midi=(), payment=(self), usb=()',
          );
          const csp = directives(response.headers.get('content-security-policy'));
          expect(csp['frame-ancestors']).toEqual(["'none'"]);
          expect(csp['default-src']).toEqual(["'self'"]);
        },
      );

      it('allows scripts from this origin only (no inline script), inline styles for Emotion, images from self and data:', async () => {
        const csp = directives((await get('/')).headers.get('content-security-policy'));
        expect(csp['script-src']).toEqual(["'self'"]);
        expect(csp['script-src-attr']).toEqual(["'none'"]);
        expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
        expect(csp['img-src']).toEqual(["'self'", 'data:']);
        expect(csp['connect-src']).toEqual(["'self'"]);
        expect(csp['form-action']).toEqual(["'self'"]);
        expect(csp['object-src']).toEqual(["'none'"]);
      });

      it('sends HSTS only over TLS: not on plain HTTP, and X-Forwarded-Proto is not believed without TRUST_PROXY', async () => {
        expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
        expect((await get('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
      });

      it('lets the sandbox checkout script and popup calls answer without Access-Control-Allow-Origin: *', async () => {
        const script = await get('/sandbox/razorpay/checkout.js');
        expect(script.status).toBe(200);
        expect(script.headers.get('access-control-allow-origin')).toBeNull();
        const pay = await fetch(`${current().baseUrl}/sandbox/razorpay/v1/checkout/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
          body: 'key=x&order_id=y',
        });
        expect(pay.headers.get('access-control-allow-origin')).toBeNull();
      });

      it('serves source maps and the Vite manifest outside production (developers use them)', async () => {
        expect((await get('/assets/app-1234.js.map')).status).toBe(200);
      });
    });
  });

  describe('in live mode behind a trusted proxy (production)', () => {
    withServer({ paymentMode: 'live', nodeEnv: 'production', isProduction: true, trustProxy: true }, (current) => {
      const get = (pathname: string, headers: Record<string, string> = {}) => fetch(current().baseUrl + pathname, { headers });

      it('allows the live card popup: checkout.razorpay.com as script and frame', async () => {
        const csp = directives((await get('/')).headers.get('content-security-policy'));
        expect(csp['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
        expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://checkout.razorpay.com']));
        expect((await get('/')).headers.get('permissions-policy')).toContain(
          'payment=(self "https://checkout.razorpay.com" "https://api.razorpay.com")',
        );
      });

      it('sends HSTS when the proxy says the request came over https, not when it came over http', async () => {
        const secure = await get('/', { 'x-forwarded-proto': 'https' });
        expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
        expect((await get('/', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
      });

      it('does not serve source maps or /.vite/manifest.json, but still the bundles', async () => {
        expect((await get('/assets/app-1234.js')).status).toBe(200);
        const map = await get('/assets/app-1234.js.map');
        expect(map.status).toBe(404);
        expect(await map.text()).not.toContain('src/main.tsx');
        const manifest = await get('/.vite/manifest.json');
        expect(manifest.status).toBe(404);
        expect(await manifest.text()).not.toContain('assets/app-1234.js');
      });

      it('has no payment sandbox', async () => {
        expect((await get('/sandbox/razorpay/checkout.js')).status).toBe(404);
        expect((await get('/sandbox/')).status).toBe(404);
      });
    });
  });
});
