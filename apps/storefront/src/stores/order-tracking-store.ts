import type { TrackedOrder, TrackOrderInput } from '@storefront/sdk';
import { makeAutoObservable } from 'mobx';
import { messageOf } from './errors';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

/**
 * Track order (docs/product.md §2): finds an order by its order ID and the phone or e-mail used, for guests and
 * signed-in shoppers alike. The answer and the failure are shown on the page (no toast): the shopper
 * reads them where they typed.
 */
export class OrderTrackingStore {
  tracked: TrackedOrder | null = null;
  /** The server's message for a miss ("We could not find an order with these details.") or a 429. */
  error: string | null = null;
  loading = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false });
  }

  /** Looks the order up; answers whether it was found. */
  async track(input: TrackOrderInput): Promise<boolean> {
    this.error = null;
    const result = await runRequest(this.root.notifier, () => this.root.sdk.orders.track(input), {
      loading: (on) => (this.loading = on),
      onSuccess: ({ data }) => (this.tracked = data),
      onFailure: (error) => {
        this.tracked = null;
        this.error = messageOf(error);
      },
    });
    return result.ok;
  }

  clear(): void {
    this.tracked = null;
    this.error = null;
  }
}
