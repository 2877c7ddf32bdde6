import { css } from '@emotion/react';
import { whatsAppChatUrl } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { FLOATING_BUTTON_SIZE_PX, floatingSlotStyles } from './floating-slot';

/** WhatsApp's green, darkened so the white glyph keeps 3:1 against it. */
export const WHATSAPP_GREEN = '#1a9e4b';

export interface WhatsAppChatButtonProps {
  /** The store's customer care number as configured (any formatting); without one nothing renders. */
  number: string | null | undefined;
  /** Hide it (the app hides it on /products and below: `whatsAppChatHiddenOn`). */
  hidden?: boolean;
  className?: string;
}

/** The WhatsApp glyph: a speech bubble with a handset, filled in currentColor, decorative. */
function WhatsAppGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor" aria-hidden="true" focusable="false">
      <path
        fillRule="evenodd"
        d="M12 2a10 10 0 0 0-8.63 15.05L2 22l5.08-1.33A10 10 0 1 0 12 2Zm0 1.82a8.18 8.18 0 1 1-4.17 15.22l-.3-.18-3.01.79.8-2.94-.19-.3A8.18 8.18 0 0 1 12 3.82Z"
      />
      <path d="M8.87 7.3c.2 0 .41 0 .59.45l.8 1.93c.07.17.06.36-.03.52l-.36.6-.42.45c-.12.13-.2.3-.08.51.41.7.98 1.37 1.6 1.92.73.64 1.4.99 2 1.23.2.08.39.04.52-.11l.72-.9c.16-.2.36-.24.59-.15l1.83.87c.2.1.37.16.42.26.07.16.07.88-.22 1.6-.3.72-1.62 1.37-2.2 1.43-.56.06-1.3.2-3.9-.98-3.12-1.43-5.02-4.62-5.18-4.83-.15-.21-1.22-1.63-1.22-3.1 0-1.47.77-2.2 1.04-2.5.28-.3.6-.37.8-.37h.7Z" />
    </svg>
  );
}

/**
 * The floating "Chat on WhatsApp" button: a round green link in the bottom-right corner (above the phone
 * bottom bar) to https://wa.me/<number>, opened in a new tab. The number comes from the store's customer
 * care number (`whatsAppChatUrl`: digits only, 91 in front of a 10-digit Indian number); without a usable
 * number, or when hidden, nothing renders. The scroll-to-top button stacks above it.
 */
export function WhatsAppChatButton({ number, hidden = false, className }: WhatsAppChatButtonProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  const href = whatsAppChatUrl(number);
  if (hidden || !href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={tr('shell.floating.whatsApp')}
      title={tr('shell.floating.whatsApp')}
      data-whatsapp-chat=""
      className={className}
      css={[
        floatingSlotStyles(t, 'corner'),
        css`
          display: grid;
          place-items: center;
          width: ${FLOATING_BUTTON_SIZE_PX}px;
          height: ${FLOATING_BUTTON_SIZE_PX}px;
          border-radius: 50%;
          background: ${WHATSAPP_GREEN};
          color: #ffffff;
          box-shadow: ${t.shadows.md};
          text-decoration: none;
          transition: transform 150ms ease;
          &:hover {
            color: #ffffff;
            transform: scale(1.06);
          }
          &:focus-visible {
            outline: 3px solid ${t.colors.text};
            outline-offset: 3px;
          }
          @media (prefers-reduced-motion: reduce) {
            transition: none;
            &:hover {
              transform: none;
            }
          }
        `,
      ]}
    >
      <WhatsAppGlyph />
    </a>
  );
}
