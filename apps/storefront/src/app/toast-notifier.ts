import { translateMessage } from '@storefront/i18n';
import { TOAST_DURATIONS } from '@storefront/ui-kit';
import { useSyncExternalStore } from 'react';
import type { Notifier } from '../stores';
import { currentPageI18n } from './page-i18n';

/**
 * react-toastify (library and container) loads on the first toast, not on the first visit: most visits
 * never raise one, and the home route's first load has a budget.
 */
const loadToast = () => import('react-toastify').then((module) => module.toast);

let requested = false;
const listeners = new Set<() => void>();

function requestContainer(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** True once a toast has been raised: the app then mounts the toast container. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

/**
 * The stores' notifier on react-toastify: success green for 2 s, error red for 4 s (docs/product.md §9). A toast
 * raised before the container has mounted waits in react-toastify's queue.
 */
/**
 * The stores raise the domain's and the API's English texts (or the API's Hindi): shown in the page's
 * language, translated here, at display.
 */
function shown(message: string): string {
  const i18n = currentPageI18n();
  return i18n ? translateMessage(i18n, message) : message;
}

export const toastNotifier: Notifier = {
  success(message) {
    requestContainer();
    void loadToast().then((toast) => toast.success(shown(message), { autoClose: TOAST_DURATIONS.success }));
  },
  error(message) {
    requestContainer();
    void loadToast().then((toast) => toast.error(shown(message), { autoClose: TOAST_DURATIONS.error }));
  },
};
