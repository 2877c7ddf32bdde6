interface Slot<V> {
  value: Promise<V>;
  expiresAt: number;
}

export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Values kept for `ttlMs`, at most `maxEntries` of them (the least recently used goes first). It holds
 * promises, so concurrent misses for one key share one computation; a computation that fails is
 * forgotten at once. Per process: several processes each keep their own, stale for at most `ttlMs`.
 */
export class TtlCache<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.slots.size;
  }

  /**
   * The cached value of `key`, or the result of `compute`: cached, unless `keep` says otherwise once it has
   * resolved (callers waiting meanwhile still share it).
   */
  getOrCompute(key: string, compute: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const now = this.now();
    const slot = this.slots.get(key);
    if (slot && slot.expiresAt > now) {
      // Re-inserting moves the key to the end: the Map's order is the recency order.
      this.slots.delete(key);
      this.slots.set(key, slot);
      return slot.value;
    }
    const value = compute();
    const fresh = { value, expiresAt: now + this.options.ttlMs };
    this.slots.delete(key);
    this.slots.set(key, fresh);
    const forget = () => {
      if (this.slots.get(key) === fresh) this.slots.delete(key);
    };
    value.then((resolved) => {
      if (!keep(resolved)) forget();
    }, forget);
    while (this.slots.size > this.options.maxEntries) {
      const oldest = this.slots.keys().next().value as string;
      this.slots.delete(oldest);
    }
    return value;
  }
}
