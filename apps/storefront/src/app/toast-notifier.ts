import { TOAST_DURATIONS } from '@storefront/domain';
import type { Notifier } from '../stores';

/** react-toastify loads on the first toast (or when the container mounts), outside the home route's entry. */
const loadToast = () => import('react-toastify').then((module) => module.toast);

/**
 * The stores' notifier on react-toastify: success green for 2 s, error red for 4 s (spec section 9). Toasts
 * raised before the container has mounted wait in react-toastify's queue.
 */
export const toastNotifier: Notifier = {
  success(message) {
    void loadToast().then((toast) => toast.success(message, { autoClose: TOAST_DURATIONS.success }));
  },
  error(message) {
    void loadToast().then((toast) => toast.error(message, { autoClose: TOAST_DURATIONS.error }));
  },
};
