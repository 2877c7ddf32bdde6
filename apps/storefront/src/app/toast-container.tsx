import { css, Global } from '@emotion/react';
import { useT } from '@storefront/i18n';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
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
  const t = useT();
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
        aria-label={t('shell.toast.region')}
        closeButton={(props: CloseButtonProps) => <ToastCloseButton {...props} label={t('shell.toast.close')} />}
        hideProgressBar
      />
    </Portal>
  );
}

/** react-toastify's close button, named in the page's language (the library's own says "close"). */
function ToastCloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button type="button" className={`Toastify__close-button Toastify__close-button--${theme}`} aria-label={label} onClick={(event) => {
      event.stopPropagation();
      closeToast(true);
    }}>
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  );
}
