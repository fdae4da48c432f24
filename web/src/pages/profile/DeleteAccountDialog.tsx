import { useQueryClient } from '@tanstack/react-query';
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages';
import { useApp } from '../../app-context';
import { useSession } from '../../auth/session';

export interface DeleteAccountDialogHandle {
  open(): void;
}

/**
 * Asks before deleting (spec §5). A native modal <dialog>: focus moves into it and stays there,
 * Escape cancels, and the page behind is inert.
 */
export function DeleteAccountDialog({ ref }: { readonly ref: Ref<DeleteAccountDialogHandle> }) {
  const { api } = useApp();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);

  useImperativeHandle(ref, () => ({
    open() {
      dialog.current?.showModal();
    },
  }));

  const endSession = async () => {
    // The user may already be gone from the pool; the local session ends either way.
    await signOut().catch(() => undefined);
    queryClient.clear();
  };

  const confirm = async () => {
    setBusy(true);
    let failure: string | undefined;
    try {
      await api('deleteMe');
    } catch (error) {
      failure = messages.profile.accountDeleteFailure((error as Error).message);
    }
    dialog.current?.close();
    // Leave the signed-in screens first, so that ending the session does not bounce via /login.
    // flushSync renders the new screen before the session ends; otherwise the profile's sign-in
    // guard would still be on screen and send the person to /login.
    if (failure) await navigate('/login', { replace: true, flushSync: true, state: { notice: failure, noticeTone: 'error' } });
    else await navigate('/', { replace: true, flushSync: true, state: { notice: messages.profile.accountDeleted } });
    await endSession();
  };

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId}>{messages.common.deleteAccount}</h2>
      <p id={textId}>{messages.profile.confirmDeleteAccount}</p>
      <div className="dialog-actions">
        <button type="button" className="button secondary" onClick={() => dialog.current?.close()} disabled={busy} autoFocus>
          {messages.content.cancel}
        </button>
        <button type="button" className="button danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Deleting…' : messages.common.deleteAccount}
        </button>
      </div>
    </dialog>
  );
}
