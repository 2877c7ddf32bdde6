import { createHash } from 'node:crypto';
import type { CompressedCopies } from '../http/response-compression';

/** A serialised response kept for one catalogue revision. */
export interface CachedResponse {
  revision: number;
  /** The JSON body, serialised and encoded as UTF-8 once. */
  body: Buffer;
  /** Weak: the same JSON may leave compressed or not, and is the same representation either way. */
  etag: string;
  storedAt: number;
  /**
   * The body compressed, by content coding, made on the first request that accepts it (catalog-read.ts).
   * Not counted in the size limit: each is a small fraction of the body.
   */
  compressed: CompressedCopies;
}

export interface ResponseCacheLimits {
  /** At most this many responses (distinct URLs). */
  maxEntries: number;
  /** At most this many bytes of bodies in total. */
  maxBytes: number;
  /**
   * A response is served for at most this long even when the revision has not moved: a few sections
   * depend on the clock as well as the data (trending this week counts the last 7 days of orders).
   */
  maxAgeMs: number;
}

export const DEFAULT_RESPONSE_CACHE_LIMITS: ResponseCacheLimits = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024, maxAgeMs: 60_000 };

export function weakEtagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Catalogue responses by request URL, each valid for the catalogue revision it was computed at.
 * Bounded by count and size, least recently used out first. Per process: correctness never depends on
 * it, because an entry is only served while the database's revision still equals the entry's.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;

  constructor(
    private readonly limits: ResponseCacheLimits = DEFAULT_RESPONSE_CACHE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The response for `key` computed at `revision` and not older than the age limit, or undefined. */
  get(key: string, revision: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.revision !== revision || this.now() - entry.storedAt > this.limits.maxAgeMs) {
      this.remove(key, entry);
      return undefined;
    }
    // Re-inserting moves the entry to the end: the Map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores `json` for `key` at `revision`; answers the entry (also when it is too large to keep). */
  set(key: string, revision: number, json: string): CachedResponse {
    const body = Buffer.from(json);
    const entry: CachedResponse = { revision, body, etag: weakEtagOf(body), storedAt: this.now(), compressed: {} };
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    if (body.length > this.limits.maxBytes) return entry;
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
