import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestClient, startTestServer, type TestServer } from '../../testing';

const dist = mkdtempSync(path.join(os.tmpdir(), 'storefront-dist-images-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>');

/**
 * Pictures an operator types into settings (logo, favicon, banners) reach `img src` and the home page's
 * preload link only as http(s) URLs or paths on this origin.
 */
describe('image URLs from store settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', config: { storefrontDist: dist } });
    await server.db.updateTable('store_settings').set({ logo: 'javascript:alert(document.cookie)', favicon: '//evil.example/favicon.ico' }).execute();
    const [first, second] = await server.db.selectFrom('banners').select('id').orderBy('position').orderBy('id').limit(2).execute();
    await server.db.updateTable('banners').set({ image: 'javascript:alert(1)' }).where('id', '=', first.id).execute();
    await server.db.updateTable('banners').set({ mobile_image: 'data:image/svg+xml,<svg onload=alert(1)>' }).where('id', '=', second.id).execute();
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers no logo or favicon for an unsafe value', async () => {
    const response = await createTestClient(server.baseUrl).get('/store_settings');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ logo: null, favicon: null });
  });

  it('leaves out a banner whose picture is unsafe, and drops an unsafe phone picture', async () => {
    const banners = (await createTestClient(server.baseUrl).get('/banners')).body.data as { image_url: string; mobile_image_url: string | null }[];
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      expect(banner.image_url).toMatch(/^(\/[^/\\]|https?:\/\/)/);
      expect(banner.mobile_image_url === null || /^(\/[^/\\]|https?:\/\/)/.test(banner.mobile_image_url)).toBe(true);
    }
    expect(JSON.stringify(banners)).not.toMatch(/javascript:|data:image/);
  });

  it('puts no unsafe picture in the home page head (preload, Open Graph, JSON-LD)', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toContain('rel="preload" as="image"');
    expect(html).not.toMatch(/javascript:|data:image\/svg|evil\.example/);
  });
});
