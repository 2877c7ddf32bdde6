import { css, Global } from '@emotion/react';

/**
 * Printing the invoice prints the invoice only: everything else on the page (site header, footer, the
 * account navigation, floating buttons, toasts) is hidden, as are the invoice's own buttons.
 */
export function InvoicePrintStyles() {
  return (
    <Global
      styles={css`
        @media print {
          @page {
            margin: 12mm;
          }
          body * {
            visibility: hidden;
          }
          #gst-invoice,
          #gst-invoice * {
            visibility: visible;
          }
          #gst-invoice {
            position: absolute;
            inset: 0 auto auto 0;
            width: 100%;
            color: #000;
            background: #fff;
          }
          #gst-invoice [data-print-hide] {
            display: none;
          }
        }
      `}
    />
  );
}
