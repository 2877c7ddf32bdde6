import { css } from '@emotion/react';
import { useRef } from 'react';
import { useT } from '@storefront/i18n';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

export interface AlertDialogProps {
  /** The alert's text; it names the dialog, so a screen reader says it as soon as the dialog opens. */
  message: string | null;
  /** Called on "OK" and Escape. */
  onClose: () => void;
  okLabel?: string;
}

/**
 * An in-page `alert()`: a modal alert dialog with its message and one "OK" button, which has the focus.
 * Open while `message` is set. Focus goes back where it was when it closes, so a form behind it keeps its
 * values and the shopper carries on where they were.
 */
export function AlertDialog({ message, onClose, okLabel }: AlertDialogProps) {
  const okRef = useRef<HTMLButtonElement>(null);
  const tr = useT();
  // The text stays while the dialog fades out after `message` is cleared.
  const shown = useRef(message);
  if (message) shown.current = message;
  return (
    <Modal
      open={Boolean(message)}
      onClose={onClose}
      title={shown.current}
      hideCloseButton
      role="alertdialog"
      size="sm"
      closeOnBackdropClick={false}
      initialFocus={okRef}
    >
      <div
        css={css`
          display: flex;
          justify-content: flex-end;
        `}
      >
        <Button ref={okRef} onClick={onClose}>
          {okLabel ?? tr('shell.ui.ok')}
        </Button>
      </div>
    </Modal>
  );
}
