import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { deleteAccountSchema, type DeleteAccountForm } from '../../../../shared/forms/delete-account';
import { messages } from '../../../../shared/messages';
import { ApiError } from '../../lib/api/client';
import { useApp } from '../../lib/app-context';
import { useSession } from '../../auth/session';
import { Field } from '../../components/Field';

export interface DeleteAccountDialogHandle {
  open(): void;
}

/**
 * Asks before deleting (spec §5), with the current password, which the API re-verifies. A native
 * modal <dialog>: focus moves into it and stays there, Escape cancels, and the page behind is inert.
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DeleteAccountForm>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { currentPassword: '' } });

  useImperativeHandle(ref, () => ({
    open() {
      reset();
      dialog.current?.showModal();
    },
  }));

  const endSession = async () => {
    // The user may already be gone from the pool; the local session ends either way.
    await signOut().catch(() => undefined);
    queryClient.clear();
  };

  const confirm = handleSubmit(async (values) => {
    setBusy(true);
    let failure: string | undefined;
    try {
      await api('deleteMe', { body: values });
    } catch (error) {
      // A wrong password keeps the dialog open, with the spec's text on the field.
      if (error instanceof ApiError && error.fields.currentPassword) {
        setError('currentPassword', { type: 'server', message: error.fields.currentPassword }, { shouldFocus: true });
        setBusy(false);
        return;
      }
      failure = messages.profile.accountDeleteFailure((error as Error).message);
    }
    dialog.current?.close();
    // Leave the signed-in screens first, so that ending the session does not bounce via /login.
    // flushSync renders the new screen before the session ends; otherwise the profile's sign-in
    // guard would still be on screen and send the person to /login.
    if (failure) await navigate('/login', { replace: true, flushSync: true, state: { notice: failure, noticeTone: 'error' } });
    else await navigate('/', { replace: true, flushSync: true, state: { notice: messages.profile.accountDeleted } });
    await endSession();
  });

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={textId}>
      <form onSubmit={(event) => void confirm(event)} noValidate className="form">
        <h2 id={titleId}>{messages.common.deleteAccount}</h2>
        <p id={textId}>{messages.profile.confirmDeleteAccount}</p>
        <Field label={messages.profile.currentPassword} required error={errors.currentPassword?.message}>
          <input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <div className="dialog-actions">
          <button type="button" className="button secondary" onClick={() => dialog.current?.close()} disabled={busy} autoFocus>
            {messages.content.cancel}
          </button>
          <button type="submit" className="button danger" disabled={busy}>
            {busy ? 'Deleting…' : messages.common.deleteAccount}
          </button>
        </div>
      </form>
    </dialog>
  );
}
