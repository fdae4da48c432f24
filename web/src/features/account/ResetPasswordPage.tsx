import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { errorCodes } from '../../../../shared/api/errors';
import { newPasswordFormSchema, type NewPasswordForm } from '../../../../shared/forms/account-email';
import { messages } from '../../../../shared/messages';
import { ApiError } from '../../lib/api/client';
import { applyApiError } from '../../lib/api/form-errors';
import { useApp } from '../../lib/app-context';
import { AuthPage } from './AuthPage';
import { NewPasswordFields } from './NewPasswordFields';
import { useLinkSecret } from './use-link-secret';

const linkCodes: readonly string[] = [errorCodes.linkExpired, errorCodes.linkUsed, errorCodes.linkInvalid];

/** Where the e-mailed reset link lands: a new password under the policy, typed twice. */
export function ResetPasswordPage() {
  const { api } = useApp();
  const navigate = useNavigate();
  const token = useLinkSecret();
  const [failure, setFailure] = useState<{ message: string; linkSpent: boolean }>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await api('resetPassword', { body: { token, password } });
      navigate('/login', { state: { notice: messages.passwordReset.done } });
    } catch (error) {
      const linkSpent = error instanceof ApiError && linkCodes.includes(error.code);
      const message = linkSpent ? (error as ApiError).message : applyApiError(error, setError, ['password']);
      if (message) setFailure({ message: linkSpent ? message : messages.auth.resetFailure(message), linkSpent });
    }
  });

  if (!token) {
    return (
      <AuthPage title={messages.passwordReset.resetTitle} failure={messages.passwordReset.invalid}>
        <p className="auth-links">
          <Link to="/forgotPassword">Forgot Password?</Link>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={messages.passwordReset.resetTitle} failure={failure?.message}>
      <form onSubmit={onSubmit} noValidate className="form" aria-label={messages.passwordReset.resetTitle}>
        <NewPasswordFields
          passwordLabel="New Password"
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        />
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : messages.passwordReset.resetButton}
        </button>
      </form>
      <p className="auth-links">
        {failure?.linkSpent && <Link to="/forgotPassword">Forgot Password?</Link>}
        <Link to="/login">Log in</Link>
      </p>
    </AuthPage>
  );
}
