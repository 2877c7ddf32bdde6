/**
 * The latest results of a pure function from string to string, kept up to a total length of keys and
 * results: a whole CMS page counts for what it holds, so the memory kept stays bounded whatever comes in.
 * The least recently used go first; a result longer than the whole budget is not kept.
 */
export class RecentStrings {
  private readonly entries = new Map<string, string>();
  private size = 0;

  constructor(private readonly maxChars: number) {}

  /** The result kept for `key`, or `compute()`'s, kept. */
  get(key: string, compute: () => string): string {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const result = compute();
    const size = key.length + result.length;
    if (size > this.maxChars) return result;
    this.entries.set(key, result);
    this.size += size;
    for (const [oldest, value] of this.entries) {
      if (this.size <= this.maxChars) break;
      this.entries.delete(oldest);
      this.size -= oldest.length + value.length;
    }
    return result;
  }

  clear(): void {
    this.entries.clear();
    this.size = 0;
  }
}
