import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { newPasswordFormSchema, type NewPasswordForm } from '../../../../shared/forms/account-email';
import { messages } from '../../../../shared/messages';
import { applyApiError } from '../../lib/api/form-errors';
import { useApp } from '../../lib/app-context';
import { AuthPage } from './AuthPage';
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
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await api('undoEmailChange', { body: { token, password } });
      navigate('/login', { state: { notice: messages.emailChangeUndo.restored } });
    } catch (error) {
      setFailure(applyApiError(error, setError, ['password']));
    }
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
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? messages.emailChangeUndo.restoring : messages.emailChangeUndo.button}
        </button>
      </form>
    </AuthPage>
  );
}
