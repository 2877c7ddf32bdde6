import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { openDatabase } from '../catalog-reads/open-database';
import { migrateToLatest } from '../db/migrate';
import { MAX_IMAGE_BYTES } from './image-limits';
import { ImageRejectedError, ingestImage, pictureOf } from './ingest-image';
import { folderMediaStore, originalKey } from './media-store';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header that claims width x height, with one row of pixel data: a decompression bomb's shape. */
function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function photo(width: number, height: number, options: { orientation?: number; gps?: boolean } = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: '#c04a1a', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg();
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.gps) image = image.withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' } });
  return image.toBuffer();
}

describe('taking a photo into the pipeline', () => {
  let dir: string;
  const { db } = openDatabase('sqlite::memory:');
  beforeAll(() => migrateToLatest(db));
  afterAll(() => db.destroy());
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'media-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps an upright sRGB original without EXIF, and describes its size and preview', async () => {
    const store = folderMediaStore(dir);
    const upload = await photo(1200, 800, { orientation: 6, gps: true });
    expect(await sharp(upload).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });

    const record = await ingestImage(db, store, upload);

    const original = (await store.read(originalKey(record.id))) as Buffer;
    const metadata = await sharp(original).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 1200, space: 'srgb' });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(record).toMatchObject({ width: 800, height: 1200 });
    expect(record.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(record.placeholder.length).toBeLessThan(600);
    expect(pictureOf(record)).toEqual({
      src: `/media/${record.id}`,
      width: 800,
      height: 1200,
      widths: [160, 320, 480, 640, 720],
      placeholder: record.placeholder,
    });
    const row = await db.selectFrom('media').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ width: 800, height: 1200 });
  });

  it('gives the same bytes the same id, once', async () => {
    const store = folderMediaStore(dir);
    const upload = await photo(400, 300);
    const [first, second] = await Promise.all([ingestImage(db, store, upload), ingestImage(db, store, upload)]);
    expect(second.id).toBe(first.id);
    expect(readdirSync(path.join(dir, 'originals'))).toEqual([`${first.id}.jpg`]);
  });

  it.each([
    ['a decompression bomb', () => bombPng(50_000, 50_000), 'The image is 50000 × 50000 pixels; images may be at most 100 megapixels.'],
    ['a file that is not an image', async () => Buffer.from('%PDF-1.7 not a picture'), 'The file is not an image: use JPEG, PNG, WebP, AVIF or TIFF.'],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'SVG images are not accepted: use JPEG, PNG, WebP, AVIF or TIFF.'],
    ['a GIF', async () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer(), 'GIF images are not accepted: use JPEG, PNG, WebP, AVIF or TIFF.'],
    ['an empty file', async () => Buffer.alloc(0), 'The file is empty.'],
    ['an oversized upload', async () => Buffer.alloc(MAX_IMAGE_BYTES + 1), 'The file is 25.0 MB; images may be at most 25 MB.'],
    ['a damaged JPEG', async () => (await photo(600, 400)).subarray(0, 2000), 'The image could not be read: the file may be damaged.'],
  ])('refuses %s with a clear message and keeps nothing', async (_name, bytes, message) => {
    const store = folderMediaStore(dir);
    const error = await ingestImage(db, store, await bytes()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as Error).message).toBe(message);
    expect(readdirSync(dir)).toEqual([]);
  });
});
