import { css, keyframes } from '@emotion/react';
import { useId, type ReactNode, type RefObject } from 'react';
import { useT } from '@storefront/i18n';
import { IconButton } from '../button/icon-button';
import { BACKDROP_TRANSITION_MS, MODAL_TRANSITION_MS } from '../defaults';
import { CloseIcon } from '../icons/icons';
import { visuallyHiddenStyles } from '../layout/visually-hidden';
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

const popIn = keyframes`from { opacity: 0; transform: translateY(16px) scale(0.98); } to { opacity: 1; transform: none; }`;
const popOut = keyframes`from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(16px) scale(0.98); }`;

const widths = { sm: '400px', md: '560px', lg: '800px' };

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof widths;
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  closeLabel?: string;
  /** Hide the close button (the content offers its own way out). */
  hideCloseButton?: boolean;
  closeOnBackdropClick?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  transitionMs?: number;
  backdropMs?: number;
  className?: string;
}

/** A centred dialog over a dimmed page; focus stays inside until it closes. */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  describedBy,
  closeLabel,
  hideCloseButton = false,
  closeOnBackdropClick = true,
  initialFocus,
  transitionMs = MODAL_TRANSITION_MS,
  backdropMs = BACKDROP_TRANSITION_MS,
  className,
}: ModalProps) {
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
          layerStyles(tokens, tokens.zIndices.modal),
          css`
            align-items: center;
            justify-content: center;
            padding: ${tokens.space.md};
          `,
        ]}
      >
        <div
          data-testid="modal-backdrop"
          css={backdropStyles(tokens, overlay.state, overlay.backdropMs)}
          onClick={closeOnBackdropClick ? onClose : undefined}
        />
        <div
          ref={overlay.panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={className}
          css={[
            css`
              position: relative;
              display: flex;
              flex-direction: column;
              width: 100%;
              max-width: ${widths[size]};
              max-height: calc(100vh - 2 * ${tokens.space.md});
              background: ${tokens.colors.background};
              border-radius: ${tokens.radii.lg};
              box-shadow: ${tokens.shadows.lg};
            `,
            panelFocusStyles,
            animate(overlay.state, overlay.transitionMs, popIn, popOut),
          ]}
        >
          <div data-overlay-header="" css={[panelHeaderStyles(tokens), hideTitle && hideCloseButton && visuallyHiddenStyles]}>
            <h2 id={titleId} css={hideTitle ? visuallyHiddenStyles : undefined}>
              {title}
            </h2>
            {!hideCloseButton && (
              <IconButton aria-label={closeLabel ?? tr('shell.ui.close')} onClick={onClose} size="sm" css={css`margin-left: auto;`}>
                <CloseIcon />
              </IconButton>
            )}
          </div>
          <div
            css={css`
              padding: ${tokens.space.lg};
              overflow-y: auto;
            `}
          >
            {children}
          </div>
          {footer && (
            <div
              css={css`
                display: flex;
                justify-content: flex-end;
                gap: ${tokens.space.sm};
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
