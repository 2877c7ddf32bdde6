import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readBuildFile } from './build-file';

const reads: string[] = [];
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return { ...actual, readFile: (file: string, encoding: BufferEncoding) => (reads.push(file), actual.readFile(file, encoding)) };
});

describe('a file of the storefront build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'build-file-'));
    reads.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is read from disk once while it stays as it is', async () => {
    const file = path.join(dir, 'index.html');
    writeFileSync(file, '<!doctype html><title>Shop</title>');
    for (let i = 0; i < 3; i++) expect(await readBuildFile(file)).toBe('<!doctype html><title>Shop</title>');
    expect(reads).toEqual([file]);
  });

  it('is read again as soon as a new build changes it, and is null once it is gone', async () => {
    const file = path.join(dir, 'config.json');
    writeFileSync(file, '{"apiBase":"/api/v1"}');
    expect(await readBuildFile(file)).toBe('{"apiBase":"/api/v1"}');
    writeFileSync(file, '{"apiBase":"/api/v2", "themeOverride": "grocery"}');
    expect(await readBuildFile(file)).toBe('{"apiBase":"/api/v2", "themeOverride": "grocery"}');
    unlinkSync(file);
    expect(await readBuildFile(file)).toBeNull();
    expect(await readBuildFile(path.join(dir, 'never-built.json'))).toBeNull();
  });
});
