import { css } from '@emotion/react';
import { BOTTOM_BAR_HIDDEN_FROM_PX, type ThemeTokens } from '@storefront/ui-kit';

/** The round floating buttons' size (the scroll-to-top ring and the WhatsApp chat button). */
export const FLOATING_BUTTON_SIZE_PX = 56;

/** The phone bottom bar's height: 56 px items under a 1 px border (the safe area comes on top). */
export const MOBILE_BOTTOM_BAR_HEIGHT_PX = 57;

/**
 * Which place a floating button takes in the bottom-right corner: the corner itself, or stacked just
 * above the one in the corner.
 */
export type FloatingSlot = 'corner' | 'above';

/**
 * Fixed in the bottom-right corner, or stacked above the button there, so the two floating buttons never
 * cover each other. On phones (below 776 px, while the bottom bar shows) both sit above the bottom bar and
 * the safe area instead of over them.
 */
export function floatingSlotStyles(t: ThemeTokens, slot: FloatingSlot) {
  const lift = slot === 'above' ? `${FLOATING_BUTTON_SIZE_PX}px + ${t.space.sm}` : '0px';
  return css`
    position: fixed;
    right: ${t.space.lg};
    bottom: calc(${t.space.lg} + ${lift});
    z-index: ${t.zIndices.scrollTop};
    @media (max-width: ${BOTTOM_BAR_HIDDEN_FROM_PX - 0.02}px) {
      right: ${t.space.md};
      bottom: calc(${MOBILE_BOTTOM_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px) + ${t.space.md} + ${lift});
    }
    @media print {
      display: none;
    }
  `;
}

/**
 * Room at the very end of the page for the floating buttons: the height of their stack (two buttons and
 * the gap between them) above the corner's offset, with the phone bottom bar under it on phones. The last
 * band of the footer ends with this much of its own background, so a shopper scrolled to the end sees
 * nothing of the page (payment badge, links) under the buttons.
 */
export function floatingClearanceStyles(t: ThemeTokens) {
  const stack = `${2 * FLOATING_BUTTON_SIZE_PX}px + ${t.space.sm}`;
  return css`
    padding-bottom: calc(${t.space.lg} + ${stack});
    @media (max-width: ${BOTTOM_BAR_HIDDEN_FROM_PX - 0.02}px) {
      padding-bottom: calc(${MOBILE_BOTTOM_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px) + ${t.space.md} + ${stack});
    }
    @media print {
      padding-bottom: 0;
    }
  `;
}
