import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './precompress';

describe('precompressing the storefront build', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const write = (relative: string, content: string | Buffer) => writeFileSync(path.join(dist, relative), content);

  it('writes .br and .gz next to every text file, each decompressing to the original', async () => {
    const bundle = `export const x = ${JSON.stringify('chai '.repeat(500))};`;
    write('assets/index-abc.js', bundle);
    write('assets/index-abc.css', 'body{margin:0}');
    write('index.html', '<!doctype html><title>Store</title>');
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write('config.json', '{"theme":"default"}');
    write('manifest.webmanifest', '{}');

    await precompressDir(dist);

    for (const file of ['assets/index-abc.js', 'assets/index-abc.css', 'index.html', 'favicon.svg', 'config.json', 'manifest.webmanifest']) {
      const original = readFileSync(path.join(dist, file));
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`))).toString('hex')).toBe(original.toString('hex'));
      expect(gunzipSync(readFileSync(path.join(dist, `${file}.gz`))).toString('hex')).toBe(original.toString('hex'));
    }
    expect(readFileSync(path.join(dist, 'assets/index-abc.js.br')).length).toBeLessThan(bundle.length / 10);
  });

  it('leaves binary files, source maps and the .vite manifest alone', async () => {
    write('assets/photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    write('assets/index-abc.js.map', '{"version":3}');
    write('.vite/manifest.json', '{}');

    await precompressDir(dist);

    for (const file of ['assets/photo.png', 'assets/index-abc.js.map', '.vite/manifest.json']) {
      expect(existsSync(path.join(dist, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dist, `${file}.gz`))).toBe(false);
    }
  });
});
