import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorCodes } from '#shared/api/errors.ts';
import * as messages from '#shared/messages.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { Button, ButtonLink } from '#web/components/Button.tsx';
import { resendNotice } from '#web/lib/verification-notice.ts';
import { Notice } from '#web/components/Notice.tsx';
import { useLinkSecret } from './use-link-secret';

/**
 * Where the e-mailed verification link lands. It verifies only when the person clicks: mail
 * scanners and link previews open links, and must not use up the single-use token.
 */
export function VerifyEmailPage() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const token = useLinkSecret();

  const verification = useMutation({
    mutationFn: async () => {
      const result = await api('verifyEmail', { body: { token } });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      return result;
    },
  });
  const resend = useMutation({ mutationFn: () => api('resendVerificationEmail', { body: { token } }) });

  const code = verification.error instanceof ApiError ? verification.error.code : undefined;
  const spent = code === errorCodes.linkExpired || code === errorCodes.linkUsed;

  return (
    <section className="page auth-page">
      <h1>E-mail verification</h1>
      {!token && <Notice tone="error">{messages.verification.invalid}</Notice>}
      {token && verification.isIdle && (
        <>
          <p>{messages.verification.prompt}</p>
          <p>
            <Button block onClick={() => verification.mutate()}>
              {messages.verification.verifyButton}
            </Button>
          </p>
        </>
      )}
      {verification.isPending && (
        <p className="status" role="status">
          {messages.verification.verifying}
        </p>
      )}
      {verification.isSuccess && (
        <>
          <Notice tone="success">{messages.verification.verified}</Notice>
          <p>
            <ButtonLink to="/login" block>
              Log in
            </ButtonLink>
          </p>
        </>
      )}
      {verification.isError && (
        <Notice tone="error">
          {spent || code === errorCodes.linkInvalid ? verification.error.message : messages.auth.loginOther(verification.error.message)}
        </Notice>
      )}
      {spent && !resend.isSuccess && (
        <p>
          <Button block onClick={() => resend.mutate()} disabled={resend.isPending}>
            {messages.verification.sendNew}
          </Button>
        </p>
      )}
      {resend.isSuccess && <Notice tone={resendNotice(resend.data.status).tone}>{resendNotice(resend.data.status).text}</Notice>}
      {resend.isError && <Notice tone="error">{resend.error.message}</Notice>}
      {(verification.isError || !token || resend.isSuccess) && (
        <p className="auth-links">
          <Link to="/login">Log in</Link>
        </p>
      )}
    </section>
  );
}
