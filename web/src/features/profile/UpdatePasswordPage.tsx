import { changePasswordSchema } from '#shared/forms/change-password.ts';
import * as messages from '#shared/messages.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { useSession } from '#web/auth/session.tsx';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { Notice } from '#web/components/Notice.tsx';

/** Password (spec §2): the API re-verifies the current password and enforces the policy. */
export function UpdatePasswordPage() {
  const { api } = useApp();
  const { account, signInAgain } = useSession();
  const {
    register,
    formState: { errors },
    onSubmit,
    flash,
    submitting,
  } = useApiForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '' },
    submit: async (values) => {
      await api('changePassword', { body: values });
      // The change ended every session, this one too: sign in again with the new password.
      if (account) await signInAgain(account.email, values.newPassword);
    },
    onSuccess: (_done, _values, form) => {
      form.reset();
      return messages.profile.passwordUpdated;
    },
    // The spec's sentences (§8) say which field was refused.
    failure: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      return fields.currentPassword
        ? messages.profile.wrongCurrentPassword
        : fields.newPassword
          ? messages.profile.weakPassword
          : messages.profile.passwordOther((error as Error).message);
    },
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
        {flash && <Notice tone={flash.tone}>{flash.text}</Notice>}
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Updating…' : messages.profile.updatePassword}
        </Button>
      </form>
    </>
  );
}
