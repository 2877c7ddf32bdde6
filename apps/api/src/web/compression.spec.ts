import http, { type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { catalogCacheKey } from '../catalog-reads/catalog-read';
import { chooseEncoding } from '../http/response-compression';
import { startTestServer, type TestServer } from '../testing';

/** A storefront build as apps/storefront/vite/precompress.ts leaves it: each text file with .br and .gz. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'storefront-compressed-'));
const BUNDLE = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
const HTML = `<!doctype html><title>Storefront app</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
function writeBuilt(relative: string, content: string) {
  const file = path.join(dist, relative);
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}
mkdirSync(path.join(dist, 'assets'));
writeBuilt('assets/index-Bq3xZ9.js', BUNDLE);
writeBuilt('index.html', HTML);
writeBuilt('config.json', '{"themeOverride":null}');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ database: 'sqlite', config: { storefrontDist: dist } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface RawResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The bytes on the wire (not decompressed: fetch would decompress and send its own Accept-Encoding). */
  rawPayload: Buffer;
  body: string;
  json(): unknown;
}

function get(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(server.baseUrl + url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const body = rawPayload.toString();
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, rawPayload, body, json: () => JSON.parse(body) });
        });
      })
      .on('error', reject);
  });
}

describe('static files: precompressed bodies and cache lifetimes', () => {
  it('sends the brotli file of a bundle to a browser that accepts it, varying by Accept-Encoding', async () => {
    const response = await get('/assets/index-Bq3xZ9.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const response = await get('/assets/index-Bq3xZ9.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/index-Bq3xZ9.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(BUNDLE);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it('caches hashed bundles for a year as immutable, in every encoding', async () => {
    for (const accept of [undefined, 'br', 'gzip']) {
      const response = await get('/assets/index-Bq3xZ9.js', accept);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('caches the API generated images (no hash in the name) for a day only', async () => {
    const response = await get('/assets/images/logo.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('makes the browser revalidate the HTML, at / and at every deep link (the SPA fallback)', async () => {
    // The page server puts each page's own head (title) into the shell, so the shell is known by its root.
    for (const page of ['/', '/index.html', '/products', '/checkout?step=address']) {
      for (const accept of [undefined, 'br']) {
        const response = await get(page, accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        const html = accept ? brotliDecompressSync(response.rawPayload).toString() : response.body;
        expect(html).toContain('<div id="root"></div>');
      }
    }
  });

  it('makes the browser revalidate the runtime config.json (an operator edits it per store, without a new build)', async () => {
    const response = await get('/config.json', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual({ themeOverride: null });
  });

  it('answers a missing bundle with the 404 envelope, whatever the encoding', async () => {
    const response = await get('/assets/missing-123.js', 'br');
    expect(response.statusCode).toBe(404);
  });
});

describe('API responses: compressed when large and accepted', () => {
  it('compresses a product list with brotli or gzip, the same JSON either way', async () => {
    const identity = await get('/api/v1/products/filter?page=1');
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    expect(identity.headers.vary).toMatch(/Accept-Encoding/i);

    const br = await get('/api/v1/products/filter?page=1', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(identity.json());

    const gzip = await get('/api/v1/products/filter?page=1', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(identity.json());

    // A cached catalogue answer keeps each compressed copy: later requests send those bytes.
    const cached = server.app.catalogCache.get(catalogCacheKey('en-IN', '/api/v1/products/filter?page=1'), await server.database.revision.read());
    expect(Object.keys(cached?.compressed ?? {}).sort()).toEqual(['br', 'gzip']);
    expect(await cached?.compressed.br).toEqual(br.rawPayload);
    expect((await get('/api/v1/products/filter?page=1', 'br')).rawPayload).toEqual(br.rawPayload);
  });

  it('leaves small responses alone', async () => {
    const response = await get('/healthz', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('choosing the encoding from Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('answers the same again for a header it has read before, and for many distinct headers', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    for (let i = 0; i < 100; i++) expect(chooseEncoding(`gzip;q=0.${i % 9 + 1}, identity;q=${i}`)).toBe('gzip');
  });
});
