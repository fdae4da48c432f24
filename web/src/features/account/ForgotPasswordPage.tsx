import { Link, useNavigate } from 'react-router';
import { forgotPasswordSchema } from '#shared/forms/account-email.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { AuthPage } from './AuthPage';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';

/** Forgot password (spec §2): a reset link is e-mailed; the answer is the same for any address. */
export function ForgotPasswordPage() {
  const { api } = useApp();
  const navigate = useNavigate();
  const {
    register,
    formState: { errors },
    onSubmit,
    failure,
    submitting,
  } = useApiForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    submit: (values) => api('requestPasswordReset', { body: values }),
    onSuccess: () => {
      navigate('/login', { state: { notice: messages.auth.resetSuccess } });
    },
    failure: (error) => messages.auth.resetFailure((error as Error).message),
  });

  return (
    <AuthPage title={messages.passwordReset.title} failure={failure}>
      <form onSubmit={onSubmit} noValidate className="form" aria-label={messages.passwordReset.title}>
        <Field label="E-mail" required error={errors.email?.message}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Button type="submit" block disabled={submitting}>
          {submitting ? 'Sending…' : messages.passwordReset.send}
        </Button>
      </form>
      <p className="auth-links">
        <Link to="/login">Log in</Link>
        <Link to="/signup">Register</Link>
      </p>
    </AuthPage>
  );
}
