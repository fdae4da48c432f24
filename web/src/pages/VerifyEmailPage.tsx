import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorCodes } from '../../../shared/api/errors';
import { messages } from '../../../shared/messages';
import { ApiError } from '../api/client';
import { useApp } from '../app-context';
import { Notice } from '../components/Notice';

/** Where the e-mailed verification link lands: uses the single-use token and says what happened. */
export function VerifyEmailPage() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';

  // A query (not an effect) so that React's double mount in development sends the token once.
  const verification = useQuery({
    queryKey: ['verifyEmail', token],
    queryFn: async () => {
      const result = await api('verifyEmail', { body: { token } });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      return result;
    },
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const resend = useMutation({ mutationFn: () => api('resendVerificationEmail', { body: { token } }) });

  const code = verification.error instanceof ApiError ? verification.error.code : undefined;
  const spent = code === errorCodes.linkExpired || code === errorCodes.linkUsed;

  return (
    <section className="page auth-page">
      <h1>E-mail verification</h1>
      {!token && (
        <Notice tone="error">{messages.verification.invalid}</Notice>
      )}
      {verification.isLoading && (
        <p className="status" role="status">
          {messages.verification.verifying}
        </p>
      )}
      {verification.isSuccess && (
        <>
          <Notice tone="success">{messages.verification.verified}</Notice>
          <p>
            <Link to="/login" className="button primary">
              Log in
            </Link>
          </p>
        </>
      )}
      {verification.isError && (
        <Notice tone="error">{spent || code === errorCodes.linkInvalid ? verification.error.message : messages.auth.loginOther(verification.error.message)}</Notice>
      )}
      {spent && !resend.isSuccess && (
        <p>
          <button type="button" className="button primary" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {messages.verification.sendNew}
          </button>
        </p>
      )}
      {resend.isSuccess && (
        <Notice tone="success">{resend.data.status === 'sent' ? messages.verification.newLinkSent : messages.verification.alreadyVerified}</Notice>
      )}
      {resend.isError && (
        <Notice tone="error">{resend.error.message}</Notice>
      )}
      {(verification.isError || !token || resend.isSuccess) && (
        <p className="auth-links">
          <Link to="/login">Log in</Link>
        </p>
      )}
    </section>
  );
}
