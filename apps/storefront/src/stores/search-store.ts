import { makeAutoObservable } from 'mobx';
import { SEARCH_DEBOUNCE_MS } from '@storefront/domain';
import type { ProductSummary } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { LatestRequest } from './support/latest-request';
import { runRequest } from './support/run-request';

/** Search as you type: sent 1000 ms after typing stops, only for non-empty text (docs/product.md §4). */
export class SearchStore {
  text = '';
  results: ProductSummary[] = [];
  loading = false;
  error: StoreError | null = null;
  /** The text of the last search that answered (to tell "no results" from "not searched yet"). */
  searchedText: string | null = null;

  private debounceTimer: unknown = null;
  private readonly latest = new LatestRequest();

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'debounceTimer' | 'latest'>(
      this,
      { root: false, debounceTimer: false, latest: false },
      { autoBind: true },
    );
  }

  /** Nothing found for the text that was searched. */
  get noResults(): boolean {
    return !this.loading && this.searchedText !== null && this.results.length === 0;
  }

  /** Records what was typed and (re)starts the debounce; empty text clears the results at once. */
  setText(text: string): void {
    this.text = text;
    this.cancelPending();
    const query = text.trim();
    if (!query) {
      this.clearResults();
      return;
    }
    this.debounceTimer = this.root.timers.setTimeout(() => {
      this.debounceTimer = null;
      void this.run(query);
    }, SEARCH_DEBOUNCE_MS);
  }

  /** Searches now (Enter, or the debounce firing); only the latest search's answer lands. */
  async run(query: string = this.text.trim()): Promise<void> {
    if (!query) return;
    this.cancelPending();
    await runRequest(this.root.notifier, () => this.root.sdk.search.products(query), {
      isCurrent: this.latest.begin(),
      loading: (on) => {
        this.loading = on;
        if (on) this.error = null;
      },
      onSuccess: ({ data }) => {
        this.results = data;
        this.searchedText = query;
      },
      onFailure: (error) => {
        this.results = [];
        this.searchedText = query;
        this.error = error;
      },
    });
  }

  /** Drops the results (closing the panel) and any search still waiting or on its way. */
  clearResults(): void {
    this.cancelPending();
    this.latest.cancel();
    this.results = [];
    this.loading = false;
    this.error = null;
    this.searchedText = null;
  }

  /** Clears the text and the results (a result was opened, or the overlay closed). */
  clear(): void {
    this.text = '';
    this.clearResults();
  }

  private cancelPending(): void {
    if (this.debounceTimer !== null) {
      this.root.timers.clearTimeout(this.debounceTimer);
      this.debounceTimer = null;
    }
  }
}
