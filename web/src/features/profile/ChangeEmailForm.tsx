import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeEmailSchema } from '#shared/forms/account-email.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { useSession } from '#web/auth/session.tsx';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { resendNotice } from '#web/lib/verification-notice.ts';
import { Notice } from '#web/components/Notice.tsx';

/**
 * Changes the sign-in e-mail (spec §2 Edit Profile). Self-contained, for the Edit Profile page:
 * the API re-verifies the current password, the account is unverified until the link sent to the
 * new address is used, and every session ends, so this browser signs in again with the new address.
 */
export function ChangeEmailForm() {
  const { api } = useApp();
  const { account, signInAgain } = useSession();
  const queryClient = useQueryClient();
  const {
    register,
    formState: { errors },
    onSubmit,
    flash,
    submitting,
  } = useApiForm({
    schema: changeEmailSchema,
    defaultValues: { email: '', currentPassword: '' },
    fields: ['email', 'currentPassword'],
    submit: async (values) => {
      const updated = await api('changeEmail', { body: values });
      await signInAgain(updated.email, values.currentPassword);
      return updated;
    },
    onSuccess: (updated, _values, form) => {
      queryClient.setQueryData(['me'], updated);
      form.reset({ email: '', currentPassword: '' });
      return messages.emailChange.sent(updated.email);
    },
  });

  // An unverified address (after a change, or approved staff who never clicked) can ask for a new link here.
  const resend = useMutation({ mutationFn: () => api('sendMyVerificationEmail') });
  const resendOutcome = resend.isSuccess
    ? resendNotice(resend.data.status)
    : resend.isError
      ? { tone: 'error' as const, text: resend.error.message }
      : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="form change-email" aria-label="Change e-mail">
      {account && (
        <p className="muted">
          You sign in with <strong data-testid="current-email">{account.email}</strong>
          {account.emailVerified ? '' : ' (not verified yet)'}.
        </p>
      )}
      {account && !account.emailVerified && (
        <p>
          <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? 'Sending…' : messages.verification.sendNew}
          </Button>
        </p>
      )}
      {resendOutcome && <Notice tone={resendOutcome.tone}>{resendOutcome.text}</Notice>}
      {flash && <Notice tone={flash.tone}>{flash.text}</Notice>}
      <Field label="New E-mail" required error={errors.email?.message}>
        <input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label={messages.profile.currentPassword} required error={errors.currentPassword?.message}>
        <input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving…' : messages.emailChange.button}
      </Button>
    </form>
  );
}
