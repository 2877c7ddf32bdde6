/**
 * Tells the latest of a store's overlapping requests from the ones it replaced (a new page, a new
 * search, another product), so only the latest answer lands. Pass `begin()`'s answer to runRequest's
 * `isCurrent`.
 */
export class LatestRequest {
  private count = 0;

  /** Starts a request; the returned check stays true until another begins or `cancel()` is called. */
  begin(): () => boolean {
    const id = ++this.count;
    return () => id === this.count;
  }

  /** Forgets every request on its way: their answers will be dropped. */
  cancel(): void {
    this.count++;
  }
}
