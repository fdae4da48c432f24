import { Link, useNavigate } from 'react-router';
import { errorCodes } from '#shared/api/errors.ts';
import { newPasswordFormSchema } from '#shared/forms/account-email.ts';
import * as messages from '#shared/messages.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { applyApiError } from '#web/lib/api/form-errors.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { AuthPage } from './AuthPage';
import { Button } from '#web/components/Button.tsx';
import { NewPasswordFields } from './NewPasswordFields';
import { useLinkSecret } from './use-link-secret';

const linkCodes: readonly string[] = [errorCodes.linkExpired, errorCodes.linkUsed, errorCodes.linkInvalid];

/** The link is expired, used or unknown: the way on is a new one. */
function spentLink(error: unknown): error is ApiError {
  return error instanceof ApiError && linkCodes.includes(error.code);
}

/** Where the e-mailed reset link lands: a new password under the policy, typed twice. */
export function ResetPasswordPage() {
  const { api } = useApp();
  const navigate = useNavigate();
  const token = useLinkSecret();
  const {
    register,
    formState: { errors },
    onSubmit,
    failure,
    lastError,
    submitting,
  } = useApiForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    submit: ({ password }) => api('resetPassword', { body: { token, password } }),
    onSuccess: () => {
      navigate('/login', { state: { notice: messages.passwordReset.done } });
    },
    failure: (error, form) => {
      if (spentLink(error)) return error.message;
      const message = applyApiError(error, form.setError, ['password']);
      return message && messages.auth.resetFailure(message);
    },
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
    <AuthPage title={messages.passwordReset.resetTitle} failure={failure}>
      <form onSubmit={onSubmit} noValidate className="form" aria-label={messages.passwordReset.resetTitle}>
        <NewPasswordFields
          passwordLabel="New Password"
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        />
        <Button type="submit" block disabled={submitting}>
          {submitting ? 'Saving…' : messages.passwordReset.resetButton}
        </Button>
      </form>
      <p className="auth-links">
        {spentLink(lastError) && <Link to="/forgotPassword">Forgot Password?</Link>}
        <Link to="/login">Log in</Link>
      </p>
    </AuthPage>
  );
}
