import { ToastContainer } from 'react-toastify';
import { TOAST_DURATIONS, TOAST_LIMIT, TOAST_POSITION } from '@storefront/ui-kit';

/** Where the toasts appear: top centre, at most 20, blank toasts for 4 s (spec section 9). */
export default function Toasts() {
  return (
    <ToastContainer
      position={TOAST_POSITION}
      autoClose={TOAST_DURATIONS.blank}
      limit={TOAST_LIMIT}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
