import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_PHOTO_VERSION, renderDemoPhoto, type DemoPhotoSpec } from './demo-photo';
import { demoPhotoSpecs, writeDemoPhotos } from './write-demo-photos';

const product: DemoPhotoSpec = { key: 'product-voltix-neo-earbuds', kind: 'product', title: 'Voltix Neo Earbuds', icon: 'headphones' };

describe('renderDemoPhoto', () => {
  let first: Buffer;

  beforeAll(async () => {
    first = await renderDemoPhoto(product);
  });

  it.each([
    ['category', { key: 'category-electronics', kind: 'category', title: 'Electronics', icon: 'device' }, 2000, 2000],
    ['banner', { key: 'banner-2', kind: 'banner', title: 'Upgrade Your Sound', icon: 'headphones' }, 2400, 1000],
    ['collection', { key: 'collection-festive-picks', kind: 'collection', title: 'Festive Picks', icon: 'saree' }, 2000, 1500],
  ] as [string, DemoPhotoSpec, number, number][])('draws a %s photo as a JPEG of the right size', async (_kind, spec, width, height) => {
    const meta = await sharp(await renderDemoPhoto(spec)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
  });

  it('draws a product as a 2000 px JPEG of a real photo size (300 KB to 2 MB)', async () => {
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2000, 2000]);
    expect(first.length).toBeGreaterThan(300 * 1024);
    expect(first.length).toBeLessThan(2 * 1024 * 1024);
  });

  it('gives the same bytes for the same spec and another picture for the alternate view', async () => {
    expect((await renderDemoPhoto({ ...product })).equals(first)).toBe(true);
    expect((await renderDemoPhoto({ ...product, key: `${product.key}-alt`, alternate: true })).equals(first)).toBe(false);
  });
});

describe('writeDemoPhotos', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'demo-photos-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each photo once, then reuses it, leaving no temporary files', async () => {
    const specs: DemoPhotoSpec[] = [
      product,
      { ...product, key: `${product.key}-alt`, alternate: true },
      { key: 'banner-1', kind: 'banner', title: 'Festive Dhamaka Sale', icon: 'saree' },
    ];
    const made = await writeDemoPhotos(specs, dir, { concurrency: 2 });
    expect([made.made, made.reused]).toEqual([3, 0]);
    expect(made.files.get('banner-1')).toBe(path.join(dir, `banner-1-v${DEMO_PHOTO_VERSION}.jpg`));
    const again = await writeDemoPhotos(specs, dir);
    expect([again.made, again.reused]).toEqual([0, 3]);
    expect((await readdir(dir)).sort()).toEqual(
      [`banner-1-v${DEMO_PHOTO_VERSION}.jpg`, `${product.key}-alt-v${DEMO_PHOTO_VERSION}.jpg`, `${product.key}-v${DEMO_PHOTO_VERSION}.jpg`].sort(),
    );
  });
});

describe('demoPhotoSpecs', () => {
  it('has one photo per product image, category, banner and collection tile, keyed by the tile name', () => {
    const specs = demoPhotoSpecs();
    const count = (kind: DemoPhotoSpec['kind']) => specs.filter((spec) => spec.kind === kind).length;
    expect(new Set(specs.map((spec) => spec.key)).size).toBe(specs.length);
    expect(count('banner')).toBe(5);
    expect(count('collection')).toBe(4);
    expect(count('product')).toBeGreaterThan(400);
    expect(count('category')).toBeGreaterThan(50);
    expect(specs.filter((spec) => spec.alternate).length).toBe(count('product') / 2);
    expect(specs.map((spec) => spec.key)).toEqual(expect.arrayContaining(['banner-1', 'collection-festive-picks', 'category-electronics']));
  });
});
