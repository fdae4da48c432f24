import { Link, useNavigate } from 'react-router';
import { newPasswordFormSchema } from '#shared/forms/account-email.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { AuthPage } from './AuthPage';
import { Button } from '#web/components/Button.tsx';
import { NewPasswordFields } from './NewPasswordFields';
import { useLinkSecret } from './use-link-secret';

/**
 * Where the undo link e-mailed to the old address lands. Whoever changed the address knew the
 * password, so restoring it takes a new one, set in the same request. It acts only when the person
 * submits: mail scanners open links, and an open must not restore anything or end anyone's sessions.
 */
export function UndoEmailChangePage() {
  const { api } = useApp();
  const navigate = useNavigate();
  const token = useLinkSecret();
  const {
    register,
    formState: { errors },
    onSubmit,
    failure,
    submitting,
  } = useApiForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    fields: ['password'],
    submit: ({ password }) => api('undoEmailChange', { body: { token, password } }),
    onSuccess: () => {
      navigate('/login', { state: { notice: messages.emailChangeUndo.restored } });
    },
  });

  if (!token) {
    return (
      <AuthPage title={messages.emailChangeUndo.title} failure={messages.emailChangeUndo.invalid}>
        <p className="auth-links">
          <Link to="/login">Log in</Link>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={messages.emailChangeUndo.title} failure={failure}>
      <p>{messages.emailChangeUndo.explain}</p>
      <form onSubmit={onSubmit} noValidate className="form" aria-label={messages.emailChangeUndo.title}>
        <NewPasswordFields
          passwordLabel="New Password"
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        />
        <Button type="submit" block disabled={submitting}>
          {submitting ? messages.emailChangeUndo.restoring : messages.emailChangeUndo.button}
        </Button>
      </form>
    </AuthPage>
  );
}
