import { makeAutoObservable } from 'mobx';
import { SdkError } from '@storefront/sdk';
import { createRecordingNotifier } from '../../test-utils/recording-ports';
import { runRequest } from './run-request';

/** A list store as the docs/product.md §4 describes one: loading flag, items, error. */
class ListState {
  loading = false;
  items: string[] = ['stale'];
  error: Error | null = null;
  constructor() {
    makeAutoObservable(this);
  }
}

describe('runRequest', () => {
  it('sets the loading flag while the call runs and applies the answer', async () => {
    const notifier = createRecordingNotifier();
    const state = new ListState();
    let release: (items: string[]) => void = () => undefined;
    const pending = runRequest(notifier, () => new Promise<string[]>((resolve) => (release = resolve)), {
      loading: (on) => (state.loading = on),
      onSuccess: (items) => (state.items = items),
      successToast: (items) => `${items.length} loaded`,
    });
    expect(state.loading).toBe(true);
    release(['a', 'b']);
    await expect(pending).resolves.toEqual({ ok: true, data: ['a', 'b'] });
    expect(state.loading).toBe(false);
    expect(state.items).toEqual(['a', 'b']);
    expect(notifier.successes).toEqual(['2 loaded']);
  });

  it('on failure empties the list, keeps the error and toasts the server message', async () => {
    const notifier = createRecordingNotifier();
    const state = new ListState();
    const serverError = new SdkError('applyCoupon', 422, 'coupon expired', 'apply coupon error');
    const result = await runRequest(notifier, () => Promise.reject(serverError), {
      loading: (on) => (state.loading = on),
      onFailure: (error) => {
        state.items = [];
        state.error = error;
      },
      errorToast: 'apply coupon error',
    });
    expect(result).toEqual({ ok: false, error: serverError });
    expect(state).toMatchObject({ loading: false, items: [], error: serverError });
    expect(notifier.errors).toEqual(['coupon expired']);
  });

  it('toasts the fallback when the failure carries no server message, and stays silent without one', async () => {
    const notifier = createRecordingNotifier();
    await runRequest(notifier, () => Promise.reject(new TypeError('Failed to fetch')), { errorToast: 'login error' });
    await runRequest(notifier, () => Promise.reject(new Error('quiet')));
    expect(notifier.errors).toEqual(['login error']);
  });
});

describe('runRequest with a newer request', () => {
  it('drops a replaced answer: nothing applied, no toast, the loading flag left to the newer request', async () => {
    const notifier = createRecordingNotifier();
    const state = new ListState();
    let latest = 0;
    const load = (id: number, call: () => Promise<string[]>) =>
      runRequest(notifier, call, {
        loading: (on) => (state.loading = on),
        onSuccess: (items) => (state.items = items),
        onFailure: (error) => (state.error = error),
        errorToast: 'list error',
        isCurrent: () => id === latest,
      });
    let releaseOld: (items: string[]) => void = () => undefined;
    const old = load(++latest, () => new Promise<string[]>((resolve) => (releaseOld = resolve)));
    let failNewer: (error: Error) => void = () => undefined;
    const newer = load(++latest, () => new Promise<string[]>((_, reject) => (failNewer = reject)));
    releaseOld(['old']);
    await expect(old).resolves.toEqual({ ok: true, data: ['old'] });
    expect(state).toMatchObject({ loading: true, items: ['stale'] });
    failNewer(new Error('offline'));
    await newer;
    expect(state).toMatchObject({ loading: false, items: ['stale'] });
    expect(state.error?.message).toBe('offline');
    expect(notifier.errors).toEqual(['list error']);
  });
});
