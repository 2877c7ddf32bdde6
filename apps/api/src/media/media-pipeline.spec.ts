import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { importPhotos } from '../seed/import-photos';
import { forEachDatabase } from '../testing';
import { imageSetUrls, ingestImage } from './ingest-image';
import { folderMediaStore } from './media-store';

const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'media-pipeline-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

async function photo(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

forEachDatabase('the image pipeline', (server) => {
  const store = () => folderMediaStore(server.config.mediaDir);

  it('serves each fixed width in the format the browser accepts, cached for a year', async () => {
    const { id } = await ingestImage(server.db, store(), await photo(2000, 1500, '#2a6f97'));
    const cases = [
      [AVIF_FIRST, 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
      ['image/avif;q=0,image/webp', 'image/webp', 'webp'],
    ] as const;
    for (const [accept, contentType, format] of cases) {
      const response = await fetch(`${server.baseUrl}/media/${id}/480`, { headers: { accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('vary')).toMatch(/accept/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format, width: 480, height: 360 });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('answers 404 for a width off the list, an unknown photo or a path that is not an id', async () => {
    const { id } = await ingestImage(server.db, store(), await photo(800, 600, '#8a5a44'));
    for (const url of [`/media/${id}/500`, `/media/${id}/0480`, '/media/0123456789abcdef/480', '/media/..%2F..%2Fetc/480', `/media/${id}`]) {
      const response = await fetch(`${server.baseUrl}${url}`);
      expect([url, response.status]).toEqual([url, 404]);
    }
  });

  it('makes a derivative once for a burst of first requests', async () => {
    const { id } = await ingestImage(server.db, store(), await photo(1600, 1600, '#556b2f'));
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => fetch(`${server.baseUrl}/media/${id}/960`, { headers: { accept: 'image/webp' } })),
    );
    const bodies = await Promise.all(responses.map(async (response) => Buffer.from(await response.arrayBuffer()).toString('base64')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(new Set(bodies).size).toBe(1);
    expect(readdirSync(path.join(server.config.mediaDir, 'derived', id))).toEqual(['960.webp']);
  });

  it('puts the picture in the catalogue, cart-side and content responses that show the photo', async () => {
    const record = await ingestImage(server.db, store(), await photo(1000, 1250, '#b5651d'));
    const urls = imageSetUrls(record.id);
    const product = await server.db.selectFrom('products').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    await server.db.updateTable('product_images').set({ ...urls, url: urls.large }).where('product_id', '=', product.id).execute();
    await server.db.updateTable('banners').set({ image: urls.large }).where('id', '=', 1).execute();
    const expected = {
      src: `/media/${record.id}`,
      width: 1000,
      height: 1250,
      widths: [160, 320, 480, 640, 720, 960],
      placeholder: record.placeholder,
    };

    const detail = (await server.api.get(`/products/${product.id}`)).body.data;
    expect(detail.image.picture).toEqual(expected);
    expect(detail.gallery[0]).toMatchObject({ url: urls.large, picture: expected });
    const listed = (await server.api.get('/products/filter', { query: { query: product.name } })).body.data;
    expect(listed.find((entry: { id: number }) => entry.id === product.id).image.picture).toEqual(expected);
    const banners = (await server.api.get('/banners')).body.data;
    expect(banners[0].picture).toEqual(expected);
    expect(banners[1].picture).toBeNull();
  });

  it('imports a folder of photos by SKU, reporting a broken file by name and keeping the rest', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'photos-'));
    try {
      const [first, second] = await server.db.selectFrom('products').select(['id', 'sku']).orderBy('id').limit(2).execute();
      writeFileSync(path.join(folder, `${first.sku}.jpg`), await photo(1200, 1200, '#704214'));
      writeFileSync(path.join(folder, `${first.sku}-2.jpg`), await photo(1200, 900, '#2f4f4f'));
      writeFileSync(path.join(folder, `${second.sku}.jpg`), Buffer.from('this is not a photo'));
      writeFileSync(path.join(folder, 'holiday.jpg'), await photo(300, 300, '#ffffff'));
      mkdirSync(path.join(folder, 'nested'));

      const summary = await importPhotos(server.db, store(), folder);

      expect(summary).toEqual({
        products: 1,
        pictures: 2,
        refused: [{ file: `${second.sku}.jpg`, reason: 'The file is not an image: use JPEG, PNG, WebP, AVIF or TIFF.' }],
        unmatched: ['holiday.jpg'],
      });
      const detail = (await server.api.get(`/products/${first.id}`)).body.data;
      expect(detail.gallery.filter((entry: { is_video: boolean }) => !entry.is_video).map((entry: { picture: { width: number; height: number } }) => [entry.picture.width, entry.picture.height]))
        .toEqual([[1200, 1200], [1200, 900]]);
      const untouched = (await server.api.get(`/products/${second.id}`)).body.data;
      expect(untouched.gallery[0].url).toMatch(/^\/assets\/images\//);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
}, { config: { mediaDir } });
