import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorCodes } from '../../../shared/api/errors';
import { messages } from '../../../shared/messages';
import { ApiError } from '../api/client';
import { useApp } from '../app-context';

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
        <p className="notice error" role="alert">
          {messages.verification.invalid}
        </p>
      )}
      {verification.isLoading && (
        <p className="status" role="status">
          {messages.verification.verifying}
        </p>
      )}
      {verification.isSuccess && (
        <>
          <p className="notice success" role="status">
            {messages.verification.verified}
          </p>
          <p>
            <Link to="/login" className="button primary">
              Log in
            </Link>
          </p>
        </>
      )}
      {verification.isError && (
        <p className="notice error" role="alert">
          {spent || code === errorCodes.linkInvalid ? verification.error.message : messages.auth.loginOther(verification.error.message)}
        </p>
      )}
      {spent && !resend.isSuccess && (
        <p>
          <button type="button" className="button primary" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {messages.verification.sendNew}
          </button>
        </p>
      )}
      {resend.isSuccess && (
        <p className="notice success" role="status">
          {resend.data.status === 'sent' ? messages.verification.newLinkSent : messages.verification.alreadyVerified}
        </p>
      )}
      {resend.isError && (
        <p className="notice error" role="alert">
          {resend.error.message}
        </p>
      )}
      {(verification.isError || !token || resend.isSuccess) && (
        <p className="auth-links">
          <Link to="/login">Log in</Link>
        </p>
      )}
    </section>
  );
}
