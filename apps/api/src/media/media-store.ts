import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the pipeline keeps its files: each photo's normalised original and the derivatives made from it.
 * Keys are relative paths the pipeline builds itself (`originals/{id}.jpg`, `derived/{id}/{width}.{ext}`).
 * One machine keeps them in a folder; several machines need a store they share (docs/decisions.md,
 * "Photos").
 */
export interface MediaStore {
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Whole or not at all: a reader never sees half a file, and a failed write leaves nothing behind. */
  write(key: string, bytes: Buffer): Promise<void>;
  has(key: string): Promise<boolean>;
}

const SAFE_KEY = /^[a-z]+(?:\/[0-9a-f]{16,64})?\/[0-9a-z]+\.(?:jpg|webp|avif)$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
  return key;
}

export function folderMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async has(key) {
      try {
        await access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}

export const originalKey = (id: string) => `originals/${id}.jpg`;
