import { Alert, Button } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ConfirmedAction } from './use-confirmed-action';

interface Props<Row> {
  /** The row action it asks about: open while a row is chosen; Cancel and Escape drop the choice. */
  readonly confirmed: ConfirmedAction<Row>;
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly busyLabel: string;
  /** The failure to show inside the dialog when the action failed (it is not done), from the error's message. */
  readonly failure: (message: string) => string;
}

/**
 * Asks before a destructive action (spec §5: deleting a user asks first), in the page, never
 * window.confirm: a native modal <dialog> (focus moves in and stays, Escape cancels, the page behind
 * is inert), Cancel focused first so Enter does not destroy by accident.
 */
export function ConfirmDialog<Row>({ confirmed, title, children, confirmLabel, busyLabel, failure }: Props<Row>) {
  const open = confirmed.chosen !== undefined;
  const busy = confirmed.action.isPending;
  const error = confirmed.action.isError ? failure(confirmed.action.error.message) : undefined;
  const { confirm: onConfirm, cancel: onCancel } = confirmed;
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
