import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordForm } from '../../../../shared/forms/change-password';
import { messages } from '../../../../shared/messages';
import { ApiError } from '../../lib/api/client';
import { useApp } from '../../lib/app-context';
import { useSession } from '../../auth/session';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';

/** Password (spec §2): the API re-verifies the current password and enforces the policy. */
export function UpdatePasswordPage() {
  const { api } = useApp();
  const { account, signInAgain } = useSession();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string }>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setResult(undefined);
    try {
      await api('changePassword', { body: values });
      // The change ended every session, this one too: sign in again with the new password.
      if (account) await signInAgain(account.email, values.newPassword);
      reset();
      setResult({ kind: 'success', text: messages.profile.passwordUpdated });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const text = fields.currentPassword
        ? messages.profile.wrongCurrentPassword
        : fields.newPassword
          ? messages.profile.weakPassword
          : messages.profile.passwordOther((error as Error).message);
      setResult({ kind: 'error', text });
    }
  });

  return (
    <>
      <h1>Password</h1>
      <form onSubmit={onSubmit} noValidate className="form" aria-label="Password">
        <Field label={messages.profile.currentPassword} required error={errors.currentPassword?.message}>
          <input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <Field label="New Password" required error={errors.newPassword?.message} hint={messages.signup.passwordHint}>
          <input type="password" autoComplete="new-password" {...register('newPassword')} />
        </Field>
        {result && <Notice tone={result.kind}>{result.text}</Notice>}
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? 'Updating…' : messages.profile.updatePassword}
        </button>
      </form>
    </>
  );
}
