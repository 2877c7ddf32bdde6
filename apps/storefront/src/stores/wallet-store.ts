import { makeAutoObservable } from 'mobx';
import type { WalletTransaction } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

/** Transactions per wallet page. */
export const WALLET_PER_PAGE = 10;

/**
 * The shopper's wallet: balance and transactions (credits and debits, each with its order). The API
 * answers them all at once, newest first, so the pages are cut here.
 */
export class WalletStore {
  balance = 0;
  transactions: WalletTransaction[] = [];
  page = 1;
  loading = false;
  error: StoreError | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.transactions.length / WALLET_PER_PAGE));
  }

  /** The transactions of the current page. */
  get pageTransactions(): WalletTransaction[] {
    const start = (this.page - 1) * WALLET_PER_PAGE;
    return this.transactions.slice(start, start + WALLET_PER_PAGE);
  }

  goToPage(page: number): void {
    this.page = Math.min(Math.max(1, page), this.totalPages);
  }

  /** Loads balance and transactions (back to page 1); a failure empties them and keeps the error. */
  async load(): Promise<void> {
    await runRequest(this.root.notifier, () => this.root.sdk.wallet.get(), {
      loading: (on) => {
        this.loading = on;
        if (on) this.error = null;
      },
      onSuccess: ({ data }) => {
        this.balance = data.balance;
        this.transactions = Array.isArray(data.transactions) ? data.transactions : [];
        this.page = 1;
      },
      onFailure: (error) => {
        this.balance = 0;
        this.transactions = [];
        this.error = error;
      },
    });
  }

  clear(): void {
    this.balance = 0;
    this.transactions = [];
    this.page = 1;
    this.error = null;
  }
}
