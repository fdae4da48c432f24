import { changePasswordSchema } from '../../../../shared/forms/change-password';
import { messages } from '../../../../shared/messages';
import { ApiError } from '../../lib/api/api-error';
import { useApp } from '../../lib/app-context';
import { useApiForm } from '../../lib/use-api-form';
import { useSession } from '../../auth/session';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';

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
