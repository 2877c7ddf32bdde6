import { css, keyframes } from '@emotion/react';
import { useId, type ReactNode, type RefObject } from 'react';
import { useT } from '@storefront/i18n';
import { IconButton } from '../button/icon-button';
import { BACKDROP_TRANSITION_MS, MODAL_TRANSITION_MS } from '../defaults';
import { CloseIcon } from '../icons/icons';
import {
  animate,
  backdropStyles,
  layerStyles,
  panelFocusStyles,
  panelHeaderStyles,
} from '../overlay/overlay-styles';
import { Portal } from '../overlay/portal';
import { useOverlay } from '../overlay/use-overlay';
import { useTokens } from '../theme/use-tokens';

const slides = {
  left: {
    enter: keyframes`from { transform: translateX(-100%); } to { transform: none; }`,
    exit: keyframes`from { transform: none; } to { transform: translateX(-100%); }`,
  },
  right: {
    enter: keyframes`from { transform: translateX(100%); } to { transform: none; }`,
    exit: keyframes`from { transform: none; } to { transform: translateX(100%); }`,
  },
};

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the drawer (aria-labelledby), e.g. "Shopping cart". */
  title: ReactNode;
  side?: 'left' | 'right';
  children?: ReactNode;
  footer?: ReactNode;
  /** Panel width as a CSS length; never wider than the screen minus a strip of page. */
  width?: string;
  closeLabel?: string;
  /** Extra controls in the header, before the close button (a back arrow). */
  headerStart?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  transitionMs?: number;
  backdropMs?: number;
  className?: string;
}

/** A panel that slides in from a side of the screen; focus stays inside until it closes. */
export function Drawer({
  open,
  onClose,
  title,
  side = 'right',
  children,
  footer,
  width = '380px',
  closeLabel,
  headerStart,
  initialFocus,
  transitionMs = MODAL_TRANSITION_MS,
  backdropMs = BACKDROP_TRANSITION_MS,
  className,
}: DrawerProps) {
  const tr = useT();
  const tokens = useTokens();
  const titleId = useId();
  const overlay = useOverlay({ open, onClose, transitionMs, backdropMs, initialFocus });
  if (overlay.state === 'closed') return null;

  return (
    <Portal>
      <div
        ref={overlay.layerRef}
        css={[
          layerStyles(tokens, tokens.zIndices.drawer),
          css`
            justify-content: ${side === 'left' ? 'flex-start' : 'flex-end'};
          `,
        ]}
      >
        <div
          data-testid="drawer-backdrop"
          css={backdropStyles(tokens, overlay.state, overlay.backdropMs)}
          onClick={onClose}
        />
        <div
          ref={overlay.panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={className}
          css={[
            css`
              position: relative;
              display: flex;
              flex-direction: column;
              width: min(${width}, calc(100vw - 48px));
              height: 100%;
              background: ${tokens.colors.background};
              box-shadow: ${tokens.shadows.lg};
            `,
            panelFocusStyles,
            animate(overlay.state, overlay.transitionMs, slides[side].enter, slides[side].exit),
          ]}
        >
          <div data-overlay-header="" css={panelHeaderStyles(tokens)}>
            {headerStart}
            <h2 id={titleId}>{title}</h2>
            <IconButton aria-label={closeLabel ?? tr('shell.ui.close')} onClick={onClose} size="sm" css={css`margin-left: auto;`}>
              <CloseIcon />
            </IconButton>
          </div>
          <div
            css={css`
              flex: 1;
              padding: ${tokens.space.md} ${tokens.space.lg};
              overflow-y: auto;
            `}
          >
            {children}
          </div>
          {footer && (
            <div
              css={css`
                padding: ${tokens.space.md} ${tokens.space.lg};
                border-top: 1px solid ${tokens.colors.border};
              `}
            >
              {footer}
            </div>
          )}
        </div>
      </div>
    </Portal>
  );
}
