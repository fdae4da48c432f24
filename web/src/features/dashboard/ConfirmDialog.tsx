import { Alert, Button } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  /** Open while true; closing (Cancel, Escape) calls onCancel. */
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly busyLabel: string;
  readonly busy: boolean;
  /** A failure to show inside the dialog (the action is not done). */
  readonly error?: string | undefined;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * Asks before a destructive action (spec §5: deleting a user asks first), in the page, never
 * window.confirm: a native modal <dialog> (focus moves in and stays, Escape cancels, the page behind
 * is inert), Cancel focused first so Enter does not destroy by accident.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, busy, error, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={textId}>{children}</div>
      {error && (
        <Alert variation="error" role="alert" marginTop="1rem">
          {error}
        </Alert>
      )}
      <div className="dialog-actions">
        <Button onClick={onCancel} isDisabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variation="destructive" onClick={onConfirm} isLoading={busy} loadingText={busyLabel}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
