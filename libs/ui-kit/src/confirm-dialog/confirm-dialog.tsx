import { css } from '@emotion/react';
import { useId, useRef, type ReactNode } from 'react';
import { useT } from '@storefront/i18n';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  /** Called on "Yes", before the dialog closes. */
  onConfirm: () => void;
  /** Called on "No", Escape, the backdrop, and after "Yes". */
  onClose: () => void;
  /** Visible heading; without one the dialog is still named ("Please confirm") for screen readers. */
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Asks a yes/no question. Focus starts on "No" so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onClose,
  title,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const tr = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title ?? tr('shell.ui.pleaseConfirm')}
      hideTitle={!title}
      hideCloseButton={!title}
      role="alertdialog"
      describedBy={messageId}
      size="sm"
      initialFocus={cancelRef}
    >
      <div
        id={messageId}
        css={css`
          margin: 0 0 1.5rem;
        `}
      >
        {message}
      </div>
      <div
        css={css`
          display: flex;
          justify-content: flex-end;
          gap: 0.5rem;
        `}
      >
        <Button ref={cancelRef} variant="secondary" onClick={onClose}>
          {cancelLabel ?? tr('shell.ui.no')}
        </Button>
        <Button
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel ?? tr('shell.ui.yes')}
        </Button>
      </div>
    </Modal>
  );
}
