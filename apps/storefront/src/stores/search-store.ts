import { makeAutoObservable, runInAction } from 'mobx';
import { SEARCH_DEBOUNCE_MS } from '@storefront/domain';
import type { ProductSummary } from '@storefront/sdk';
import { toStoreError, type StoreError } from './errors';
import type { RootStore } from './root-store';

/** Search as you type: sent 1000 ms after typing stops, only for non-empty text (spec section 4). */
export class SearchStore {
  text = '';
  results: ProductSummary[] = [];
  loading = false;
  error: StoreError | null = null;
  /** The text of the last search that answered (to tell "no results" from "not searched yet"). */
  searchedText: string | null = null;

  private timer: unknown = null;
  private request = 0;

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'timer' | 'request'>(this, { root: false, timer: false, request: false }, { autoBind: true });
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
    this.timer = this.root.timers.setTimeout(() => {
      this.timer = null;
      void this.run(query);
    }, SEARCH_DEBOUNCE_MS);
  }

  /** Searches now (Enter, or the debounce firing). */
  async run(query: string = this.text.trim()): Promise<void> {
    if (!query) return;
    this.cancelPending();
    const request = ++this.request;
    this.loading = true;
    this.error = null;
    try {
      const { data } = await this.root.sdk.search.products(query);
      if (request !== this.request) return;
      runInAction(() => {
        this.results = data;
        this.searchedText = query;
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.results = [];
        this.searchedText = query;
        this.error = toStoreError(error);
      });
    } finally {
      if (request === this.request) {
        runInAction(() => {
          this.loading = false;
        });
      }
    }
  }

  /** Drops the results (closing the panel) and any search still waiting or on its way. */
  clearResults(): void {
    this.cancelPending();
    this.request++;
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
    if (this.timer !== null) {
      this.root.timers.clearTimeout(this.timer);
      this.timer = null;
    }
  }
}
