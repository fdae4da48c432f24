import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordForm } from '../../../../shared/forms/account-email';
import { messages } from '../../../../shared/messages';
import { useApp } from '../../lib/app-context';
import { AuthPage } from './AuthPage';
import { Field } from '../../components/Field';

/** Forgot password (spec §2): a reset link is e-mailed; the answer is the same for any address. */
export function ForgotPasswordPage() {
  const { api } = useApp();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm, unknown, { email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await api('requestPasswordReset', { body: values });
      navigate('/login', { state: { notice: messages.auth.resetSuccess } });
    } catch (error) {
      setFailure(messages.auth.resetFailure((error as Error).message));
    }
  });

  return (
    <AuthPage title={messages.passwordReset.title} failure={failure}>
      <form onSubmit={onSubmit} noValidate className="form" aria-label={messages.passwordReset.title}>
        <Field label="E-mail" required error={errors.email?.message}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : messages.passwordReset.send}
        </button>
      </form>
      <p className="auth-links">
        <Link to="/login">Log in</Link>
        <Link to="/signup">Register</Link>
      </p>
    </AuthPage>
  );
}
