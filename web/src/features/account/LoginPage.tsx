import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginSchema, type LoginForm } from '../../../../shared/forms/login';
import { messages } from '../../../../shared/messages';
import { landingPathAfterLogin } from '../../../../shared/permissions';
import { ApiError } from '../../lib/api/client';
import { useApp } from '../../lib/app-context';
import { loginFailureMessage } from '../../auth/login-error';
import { useSession } from '../../auth/session';
import { AuthPage } from './AuthPage';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';

export function LoginPage() {
  const { api } = useApp();
  const { signIn, admit, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signupSuccess = (location.state as { signupSuccess?: boolean } | null)?.signupSuccess === true;
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '', rememberMe: true } });

  /** Sends a new link while the just-obtained session proves the password; says what happened. */
  const resendVerification = async (): Promise<string> => {
    try {
      const { status } = await api('sendMyVerificationEmail');
      return status === 'sent' ? messages.auth.emailNotVerified : messages.verification.alreadyVerified;
    } catch (error) {
      // A link went out less than a minute ago: the spec's "too many attempts" text.
      if (error instanceof ApiError && error.status === 429) return messages.auth.tooManyAttempts;
      return messages.auth.loginOther((error as Error).message);
    }
  };

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    setFailure(undefined);
    let account;
    try {
      account = await signIn(email, password, rememberMe);
    } catch (error) {
      setFailure(loginFailureMessage(error));
      return;
    }
    const outcome = landingPathAfterLogin(account);
    if (outcome.allowed) {
      admit();
      // outcome.notice ("Unverified Account!…") is shown by the layout on every screen until they verify.
      navigate(outcome.path);
      return;
    }
    const message = outcome.reason === 'emailNotVerified' ? await resendVerification() : messages.auth[outcome.reason];
    // Refused accounts must not stay signed in.
    await signOut();
    setFailure(message);
  });

  return (
    <AuthPage title="Log in" failure={failure}>
      {signupSuccess && <Notice tone="success">{messages.signup.success}</Notice>}
      <form onSubmit={onSubmit} noValidate className="form">
        <Field label="E-mail" required error={errors.email?.message}>
          <input type="email" autoComplete="username" {...register('email')} />
        </Field>
        <Field label="Password" required error={errors.password?.message}>
          <input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <label className="checkbox">
          <input type="checkbox" {...register('rememberMe')} /> Remember me
        </label>
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Log in'}
        </button>
      </form>
      <p className="auth-links">
        <Link to="/forgotPassword">Forgot Password?</Link>
        <Link to="/signup">Register</Link>
      </p>
    </AuthPage>
  );
}
