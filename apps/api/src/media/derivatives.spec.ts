import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DerivativeMaker } from './derivatives';
import { folderMediaStore, originalKey, type MediaStore } from './media-store';

describe('making derivatives', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'derivatives-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function storeWithOriginal(id: string, width: number, height: number) {
    const store = folderMediaStore(dir);
    await store.write(originalKey(id), await sharp({ create: { width, height, channels: 3, background: '#345' } }).jpeg().toBuffer());
    return store;
  }

  it('makes each width and format once, however many ask at the same time', async () => {
    const id = 'aaaaaaaaaaaaaaaa';
    const maker = new DerivativeMaker(await storeWithOriginal(id, 1000, 500), 2);
    const answers = await Promise.all(Array.from({ length: 30 }, () => maker.get(id, 320, 'avif')));
    expect(maker.made).toBe(1);
    expect(new Set(answers.map((bytes) => bytes?.toString('base64'))).size).toBe(1);
    expect(await sharp(answers[0] as Buffer).metadata()).toMatchObject({ format: 'heif', width: 320, height: 160 });

    await maker.get(id, 320, 'avif');
    await Promise.all([maker.get(id, 640, 'webp'), maker.get(id, 640, 'jpeg')]);
    expect(maker.made).toBe(3);
  });

  it('never enlarges a small original, and answers null for a photo it does not hold', async () => {
    const id = 'bbbbbbbbbbbbbbbb';
    const maker = new DerivativeMaker(await storeWithOriginal(id, 200, 100), 1);
    expect(await sharp((await maker.get(id, 1920, 'jpeg')) as Buffer).metadata()).toMatchObject({ width: 200, height: 100 });
    expect(await maker.get('cccccccccccccccc', 320, 'webp')).toBeNull();
  });
});

/** Answers at once (no file system), so every request below reaches the queue before any encode ends. */
function memoryStore(): MediaStore {
  const files = new Map<string, Buffer>();
  return {
    read: async (key) => files.get(key) ?? null,
    write: async (key, bytes) => void files.set(key, bytes),
    has: async (key) => files.has(key),
  };
}

describe('a flood of first requests', () => {
  it('queues at most maxWaiting encodes and refuses the rest, which a retry then gets', async () => {
    const id = 'dddddddddddddddd';
    const store = memoryStore();
    await store.write(originalKey(id), await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#654' } }).jpeg().toBuffer());
    const maker = new DerivativeMaker(store, 1, 2);
    const widths = [160, 320, 480, 640, 960];
    const answers = await Promise.allSettled(widths.map((width) => maker.get(id, width, 'jpeg')));
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect((answers[3] as PromiseRejectedResult).reason.message).toBe('Too many pictures are being made; try again shortly.');
    expect(await sharp((await maker.get(id, 960, 'jpeg')) as Buffer).metadata()).toMatchObject({ width: 960 });
  });
});
