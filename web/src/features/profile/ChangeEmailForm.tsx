import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changeEmailSchema, type ChangeEmailForm as ChangeEmailValues } from '../../../../shared/forms/account-email';
import { messages } from '../../../../shared/messages';
import { applyApiError } from '../../lib/api/form-errors';
import { useApp } from '../../lib/app-context';
import { useSession } from '../../auth/session';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';

/**
 * Changes the sign-in e-mail (spec §2 Edit Profile). Self-contained, for the Edit Profile page:
 * the API re-verifies the current password, the account is unverified until the link sent to the
 * new address is used, and every session ends, so this browser signs in again with the new address.
 */
export function ChangeEmailForm() {
  const { api } = useApp();
  const { account, signInAgain } = useSession();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangeEmailValues, unknown, { email: string; currentPassword: string }>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const change = useMutation({
    mutationFn: async (values: { email: string; currentPassword: string }) => {
      const updated = await api('changeEmail', { body: values });
      await signInAgain(updated.email, values.currentPassword);
      return updated;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(['me'], updated);
      reset({ email: '', currentPassword: '' });
    },
  });

  // An unverified address (after a change, or approved staff who never clicked) can ask for a new link here.
  const resend = useMutation({ mutationFn: () => api('sendMyVerificationEmail') });
  const resendOutcome = resend.isSuccess
    ? { tone: 'success' as const, text: resend.data.status === 'sent' ? messages.verification.newLinkSent : messages.verification.alreadyVerified }
    : resend.isError
      ? { tone: 'error' as const, text: resend.error.message }
      : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    change.reset();
    try {
      await change.mutateAsync(values);
    } catch (error) {
      setFailure(applyApiError(error, setError, ['email', 'currentPassword']));
    }
  });

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
          <button type="button" className="button secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? 'Sending…' : messages.verification.sendNew}
          </button>
        </p>
      )}
      {resendOutcome && <Notice tone={resendOutcome.tone}>{resendOutcome.text}</Notice>}
      {change.isSuccess && <Notice tone="success">{messages.emailChange.sent(change.data.email)}</Notice>}
      {failure && <Notice tone="error">{failure}</Notice>}
      <Field label="New E-mail" required error={errors.email?.message}>
        <input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label={messages.profile.currentPassword} required error={errors.currentPassword?.message}>
        <input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <button type="submit" className="button primary" disabled={change.isPending}>
        {change.isPending ? 'Saving…' : messages.emailChange.button}
      </button>
    </form>
  );
}
