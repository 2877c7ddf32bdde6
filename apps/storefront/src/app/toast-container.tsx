import { css, Global } from '@emotion/react';
import { ToastContainer } from 'react-toastify';
import {
  OVERLAY_HEADER_ATTRIBUTE,
  OVERLAY_HEADER_BOTTOM_VAR,
  Portal,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_POSITION,
} from '@storefront/ui-kit';

/**
 * While a drawer or dialog has its header at the top of the screen (the cart drawer on a phone), toasts
 * appear just under that header, never over its title or close button.
 */
const clearOfOverlayHeader = css`
  html[${OVERLAY_HEADER_ATTRIBUTE}] .Toastify__toast-container {
    top: calc(var(${OVERLAY_HEADER_BOTTOM_VAR}) + 4px);
  }
`;

/**
 * Where the toasts appear: top centre, at most 20, blank toasts for 4 s (docs/product.md §9). In a layer of their
 * own at the end of the body, outside the app's root: an open dialog makes the rest of the page inert, and
 * toasts (a live region) must still be heard then, even when the first arrives after the dialog opened.
 */
export default function Toasts() {
  return (
    <Portal>
      <Global styles={clearOfOverlayHeader} />
      <ToastContainer
        position={TOAST_POSITION}
        autoClose={TOAST_DURATIONS.blank}
        limit={TOAST_LIMIT}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
      />
    </Portal>
  );
}
