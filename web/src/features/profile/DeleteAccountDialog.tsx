import { useQueryClient } from '@tanstack/react-query';
import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import { navigateAndWait } from '#web/lib/navigation.tsx';
import { deleteAccountSchema } from '#shared/forms/delete-account.ts';
import * as messages from '#shared/messages.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { useSession } from '#web/auth/session.tsx';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  const endSession = async () => {
    // The user may already be gone from the pool; the local session ends either way.
    await signOut().catch(() => undefined);
    queryClient.clear();
  };

  const {
    register,
    reset,
    formState: { errors },
    onSubmit,
    submitting,
  } = useApiForm({
    schema: deleteAccountSchema,
    defaultValues: { currentPassword: '' },
    // A wrong password keeps the dialog open, with the spec's text on the field.
    fields: ['currentPassword'],
    submit: async (values) => {
      let failure: string | undefined;
      try {
        await api('deleteMe', { body: values });
      } catch (error) {
        if (error instanceof ApiError && error.fields.currentPassword) throw error;
        failure = messages.profile.accountDeleteFailure((error as Error).message);
      }
      dialog.current?.close();
      // Leave the signed-in screens first, so that ending the session does not bounce via /login.
      // The new screen is on before the session ends; otherwise the profile's <RequireAccess> would
      // still be on screen and send the person to /login.
      if (failure) await navigateAndWait('/login', { replace: true, state: { notice: failure, noticeTone: 'error' } });
      else await navigateAndWait('/', { replace: true, state: { notice: messages.profile.accountDeleted } });
      await endSession();
    },
  });

  useImperativeHandle(ref, () => ({
    open() {
      reset();
      dialog.current?.showModal();
    },
  }));

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={textId}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="form">
        <h2 id={titleId}>{messages.common.deleteAccount}</h2>
        <p id={textId}>{messages.profile.confirmDeleteAccount}</p>
        <Field label={messages.profile.currentPassword} required error={errors.currentPassword?.message}>
          <input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => dialog.current?.close()} disabled={submitting} autoFocus>
            {messages.content.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={submitting}>
            {submitting ? 'Deleting…' : messages.common.deleteAccount}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
