import { makeObservable, observable } from 'mobx';
import type { StoreError } from '../errors';
import type { Notifier } from '../ports';
import { runRequest, type RequestResult } from './run-request';

/**
 * One piece of server state as the docs/product.md §4 describes it: the value, its loading flag and its
 * error. A load clears the error, then keeps the answer, or falls back to the empty value (an empty list,
 * or null) and keeps the error. The stores hold one of these per list instead of three fields and a
 * hand-written load each.
 */
export class RemoteValue<T> {
  value: T;
  loading = false;
  error: StoreError | null = null;

  constructor(private readonly emptyValue: T) {
    this.value = emptyValue;
    // Answers are replaced whole, never edited in place: a reference is enough to observe.
    makeObservable(this, { value: observable.ref, loading: observable, error: observable.ref });
  }

  /** Runs `call` (an SDK call answering `{ data }`) through runRequest and keeps its answer or failure. */
  load(notifier: Notifier, call: () => Promise<{ data: T }>, isCurrent?: () => boolean): Promise<RequestResult<T>> {
    return runRequest(notifier, async () => (await call()).data, {
      isCurrent,
      loading: (on) => {
        this.loading = on;
        if (on) this.error = null;
      },
      onSuccess: (value) => {
        this.value = value;
      },
      onFailure: (error) => {
        this.value = this.emptyValue;
        this.error = error;
      },
    });
  }
}
