import os from 'node:os';
import sharp from 'sharp';
import { originalKey, type MediaStore } from './media-store';

export type DerivativeFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPES: Record<DerivativeFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

const EXTENSIONS: Record<DerivativeFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/**
 * Encoder settings, chosen on the photo catalogue (docs/decisions.md, "Photos"): AVIF at effort 0 is made
 * as fast as WebP, for files of the same size as at sharp's default effort 4, which takes ten times longer.
 */
function encode(image: sharp.Sharp, format: DerivativeFormat): sharp.Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 0 });
  if (format === 'webp') return image.webp({ quality: 72, effort: 4 });
  return image.jpeg({ quality: 75, mozjpeg: true });
}

// Each encode uses one libvips thread and the maker runs one per core: a burst of first requests queues
// instead of decoding dozens of originals at once. The operation cache holds nothing between photos.
sharp.concurrency(1);
sharp.cache(false);

/** Thrown when more encodes wait than the maker queues: the caller answers 503 and the client retries. */
export class DerivativeQueueFullError extends Error {}

/**
 * Makes each derivative once, on its first request, and keeps it in the store. Concurrent first requests
 * for the same one share a single encode; at most `parallel` encodes run at a time and at most
 * `maxWaiting` wait, so a flood of first requests for distinct sizes cannot pile up without bound.
 */
export class DerivativeMaker {
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  /** Encodes made (not served from the store): lets tests and benches see "made once". */
  made = 0;

  constructor(
    private readonly store: MediaStore,
    private readonly parallel = Math.max(1, os.availableParallelism()),
    private readonly maxWaiting = 64,
  ) {}

  /** The photo at this width and format, or null when the pipeline has no such photo. */
  async get(id: string, width: number, format: DerivativeFormat): Promise<Buffer | null> {
    const key = `derived/${id}/${width}.${EXTENSIONS[format]}`;
    const stored = await this.store.read(key);
    if (stored) return stored;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.make(id, key, width, format).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async make(id: string, key: string, width: number, format: DerivativeFormat): Promise<Buffer | null> {
    const original = await this.store.read(originalKey(id));
    if (!original) return null;
    await this.turn();
    try {
      const bytes = await encode(sharp(original).resize({ width, withoutEnlargement: true }), format).toBuffer();
      this.made++;
      await this.store.write(key, bytes);
      return bytes;
    } finally {
      this.release();
    }
  }

  private async turn(): Promise<void> {
    if (this.running < this.parallel) {
      this.running++;
      return;
    }
    if (this.waiting.length >= this.maxWaiting) throw new DerivativeQueueFullError('Too many pictures are being made; try again shortly.');
    // The slot is handed over by release(), so no newcomer can take it in between.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
