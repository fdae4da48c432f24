import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Account } from '#shared/api/account.ts';
import { loginSchema } from '#shared/forms/login.ts';
import { twoStepCodeSchema } from '#shared/forms/two-step.ts';
import * as messages from '#shared/messages.ts';
import { landingPathAfterLogin } from '#shared/permissions.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { FormFailure, useApiForm } from '#web/lib/use-api-form.ts';
import { codeFailure, loginFailureMessage } from '#web/auth/login-error.ts';
import { useSession } from '#web/auth/session.tsx';
import { AuthPage } from './AuthPage';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { Notice } from '#web/components/Notice.tsx';

/**
 * The text of each refusal that has a fixed one (an unverified e-mail first gets a new link). Read by
 * name, not `messages.auth[reason]`: indexing with a variable would keep every auth text in the bundle.
 * A new refusal fails to typecheck below until it has its text here.
 */
const refusalText = { staffNotApproved: messages.auth.staffNotApproved };

export function LoginPage() {
  const { api } = useApp();
  const { signIn, confirmCode, admit, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const arrival = location.state as { signupSuccess?: boolean; verificationEmail?: string; staffSignup?: boolean } | null;
  const signupSuccess = arrival?.signupSuccess === true;
  // The account exists either way; say honestly whether its verification e-mail went out.
  const signupNotice =
    arrival?.verificationEmail === 'delayed'
      ? { tone: 'info' as const, text: messages.verification.signupMailDelayed }
      : arrival?.verificationEmail === 'blocked'
        ? { tone: 'error' as const, text: messages.verification.mailBlocked }
        : { tone: 'success' as const, text: messages.signup.success };

  /** Sends a new link while the just-obtained session proves the password; says what happened. */
  const resendVerification = async (): Promise<string> => {
    try {
      const { status } = await api('sendMyVerificationEmail');
      if (status === 'delayed') return messages.auth.emailNotVerifiedLinkDelayed;
      if (status === 'blocked') return messages.auth.emailNotVerifiedMailBlocked;
      return status === 'sent' ? messages.auth.emailNotVerified : messages.verification.alreadyVerified;
    } catch (error) {
      // A link went out less than a minute ago: the spec's "too many attempts" text.
      if (error instanceof ApiError && error.status === 429) return messages.auth.tooManyAttempts;
      return messages.auth.loginOther((error as Error).message);
    }
  };

  /** Lets the account in where the spec sends it, or says why not and signs out. */
  const enter = async (account: Account) => {
    const outcome = landingPathAfterLogin(account);
    if (outcome.allowed) {
      admit();
      // outcome.notice ("Unverified Account!…") is shown by the layout on every screen until they verify.
      navigate(outcome.path);
      return;
    }
    const message = outcome.reason === 'emailNotVerified' ? await resendVerification() : refusalText[outcome.reason];
    // Refused accounts must not stay signed in.
    await signOut();
    throw new FormFailure(message);
  };

  // Two-step sign-in: after the password, the pool asks for a TOTP code (no tokens until then).
  const [step, setStep] = useState<'password' | 'code'>('password');
  /**
   * Why the person is back at the password step after the code step: the sign-in expired, or it
   * ended once the code was accepted (a refused account is signed out at once). The code step is
   * then no longer shown: a code typed there could only meet a sign-in that no longer exists and
   * say "took too long" (issue 37).
   */
  const [restartNotice, setRestartNotice] = useState<string>();
  const backToPassword = (message: string) => {
    setRestartNotice(message);
    setStep('password');
  };

  const {
    register,
    formState: { errors },
    onSubmit,
    failure,
    submitting,
    ready,
  } = useApiForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '', rememberMe: true },
    submit: async ({ email, password, rememberMe }) => {
      setRestartNotice(undefined);
      let account;
      try {
        account = await signIn(email, password, rememberMe);
      } catch (error) {
        throw new FormFailure(loginFailureMessage(error));
      }
      if (account === 'codeNeeded') {
        setStep('code');
        return;
      }
      await enter(account);
    },
  });

  const codeForm = useApiForm({
    schema: twoStepCodeSchema,
    defaultValues: { code: '' },
    submit: async ({ code }) => {
      let account;
      try {
        account = await confirmCode(code);
      } catch (error) {
        const { message, restart } = codeFailure(error);
        if (restart) {
          backToPassword(message);
          return;
        }
        throw new FormFailure(message);
      }
      try {
        await enter(account);
      } catch (error) {
        // A refusal (the spec's "not approved", an unverified e-mail) has signed out.
        if (!(error instanceof FormFailure)) throw error;
        backToPassword(error.message);
      }
    },
  });

  const codeInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  if (step === 'code') {
    const { ref, ...codeField } = codeForm.register('code');
    return (
      <AuthPage title="Log in" failure={codeForm.failure}>
        <form onSubmit={codeForm.onSubmit} noValidate className="form" aria-label={messages.twoStep.title}>
          <p>{messages.twoStep.codePrompt}</p>
          <Field label={messages.twoStep.codeLabel} required error={codeForm.formState.errors.code?.message} hint={messages.twoStep.codeHint}>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              {...codeField}
              ref={(element) => {
                ref(element);
                codeInput.current = element;
              }}
            />
          </Field>
          <Button type="submit" block disabled={codeForm.submitting}>
            {codeForm.submitting ? 'Checking…' : messages.twoStep.verify}
          </Button>
        </form>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Log in" failure={failure ?? restartNotice}>
      {signupSuccess && <Notice tone={signupNotice.tone}>{signupNotice.text}</Notice>}
      {signupSuccess && arrival?.staffSignup === true && (
        <section className="next-steps" aria-labelledby="staff-next-steps">
          <h2 id="staff-next-steps">{messages.signup.staffNextStepsTitle}</h2>
          <ol>
            {messages.signup.staffNextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <form onSubmit={onSubmit} noValidate className="form">
        <Field label="E-mail" required error={errors.email?.message}>
          <input type="email" autoComplete="username" {...register('email')} />
        </Field>
        <Field label="Password" required error={errors.password?.message}>
          <input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        {/* Checked in the prerendered HTML too, as react-hook-form's default is. */}
        <label className="checkbox">
          <input type="checkbox" defaultChecked {...register('rememberMe')} /> Remember me
        </label>
        <Button type="submit" block disabled={submitting || !ready}>
          {submitting ? 'Signing in…' : 'Log in'}
        </Button>
      </form>
      <p className="auth-links">
        <Link to="/forgotPassword">Forgot Password?</Link>
        <Link to="/signup">Register</Link>
      </p>
    </AuthPage>
  );
}
