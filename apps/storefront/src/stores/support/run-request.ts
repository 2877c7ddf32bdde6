import { runInAction } from 'mobx';
import { messageOf, toStoreError, type StoreError } from '../errors';
import type { Notifier } from '../ports';

/** What a request answered: its data, or the error it failed with (already toasted when asked). */
export type RequestResult<T> = { ok: true; data: T } | { ok: false; error: StoreError };

/** How a store wants one request handled. Every callback runs inside a MobX action. */
export interface RequestHandling<T> {
  /** Sets (true, at the start) and clears (false, when settled) this request's loading flag. */
  loading?: (on: boolean) => void;
  /** Applies the answer to the store. */
  onSuccess?: (data: T) => void;
  /** The failure state of docs/product.md §4: empty the list or set it to null, and keep the error. */
  onFailure?: (error: StoreError) => void;
  /** Success toast: a fixed text, or one made from the answer. */
  successToast?: string | ((data: T) => string);
  /** Failure toast: the server's message when it sent one, else this fallback. Omit for a silent failure. */
  errorToast?: string;
  /**
   * Asked when the call settles: false means a newer request (or a clear) has replaced this one, so its
   * answer is dropped: nothing applied, no toast, and the loading flag is left to the newer request.
   */
  isCurrent?: () => boolean;
}

/**
 * The one way a store runs a request (STYLE.md 3, 4): loading flag on, call, apply the answer or the
 * failure state, toast, loading flag off. Never throws; answers what happened so callers can go on
 * (navigate, reload) without their own try/finally.
 */
export async function runRequest<T>(
  notifier: Notifier,
  call: () => Promise<T>,
  handling: RequestHandling<T> = {},
): Promise<RequestResult<T>> {
  const { loading, onSuccess, onFailure, successToast, errorToast, isCurrent = () => true } = handling;
  if (loading) runInAction(() => loading(true));
  try {
    const data = await call();
    if (!isCurrent()) return { ok: true, data };
    runInAction(() => onSuccess?.(data));
    if (successToast !== undefined) notifier.success(typeof successToast === 'function' ? successToast(data) : successToast);
    return { ok: true, data };
  } catch (thrown) {
    const error = toStoreError(thrown);
    if (!isCurrent()) return { ok: false, error };
    runInAction(() => onFailure?.(error));
    if (errorToast !== undefined) notifier.error(messageOf(thrown, errorToast));
    return { ok: false, error };
  } finally {
    if (loading && isCurrent()) runInAction(() => loading(false));
  }
}
