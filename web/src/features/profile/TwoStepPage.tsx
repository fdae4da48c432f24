import { useState } from 'react';
import { encode } from 'uqr';
import { needsTwoStep } from '#shared/access.ts';
import { formatDateTime } from '#shared/format.ts';
import { twoStepCodeSchema } from '#shared/forms/two-step.ts';
import * as messages from '#shared/messages.ts';
import { awaitsApproval } from '#shared/permissions.ts';
import { loadAuth } from '#web/auth/auth-loader.ts';
import { codeFailure } from '#web/auth/login-error.ts';
import { useSession } from '#web/auth/session.tsx';
import { useApp } from '#web/lib/app-context.tsx';
import { FormFailure, useApiForm } from '#web/lib/use-api-form.ts';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { Notice } from '#web/components/Notice.tsx';

/** The issuer an authenticator app shows beside the account. */
const appName = 'Physician Contracts';

/** The otpauth:// URI as a QR code, drawn as one SVG path (no canvas, no HTML from a string). */
function QrCode({ value }: { readonly value: string }) {
  const { data, size } = encode(value, { border: 2 });
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : '')));
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} width={200} height={200} role="img" aria-label="QR code for your authenticator app">
      <rect width={size} height={size} />
      <path d={path} shapeRendering="crispEdges" />
    </svg>
  );
}

/**
 * Two-step sign-in (issue 18): staff and admins must set it up before the dashboard opens (the API
 * refuses them there without it), physicians may. The pool does the TOTP work with the person's own
 * access token; the API then confirms it with the pool, records it and ends every session, and the
 * person signs in again with a code.
 */
export function TwoStepPage() {
  const { api } = useApp();
  const { account, signOutWith } = useSession();
  const [setup, setSetup] = useState<{ secret: string; uri: string }>();
  const [startFailure, setStartFailure] = useState<string>();
  const [starting, setStarting] = useState(false);

  const { register, formState, onSubmit, failure, submitting } = useApiForm({
    schema: twoStepCodeSchema,
    defaultValues: { code: '' },
    submit: async ({ code }) => {
      try {
        await (await loadAuth()).finishTotpSetup(code);
      } catch (error) {
        throw new FormFailure(codeFailure(error).message);
      }
      await api('enableTwoStep');
    },
    // Every session ended, this one too: sign in again, now with a code (the guard sends the
    // person to /login with this notice).
    // Staff waiting for approval hear what comes next: the admins have been told (issue 29).
    onSuccess: () =>
      signOutWith(account && awaitsApproval({ ...account, mfaEnabled: true }) ? messages.twoStep.enabledAwaitingApproval : messages.twoStep.enabled),
  });

  if (!account) return null;

  const start = async () => {
    setStarting(true);
    setStartFailure(undefined);
    try {
      setSetup(await (await loadAuth()).startTotpSetup(appName, account.email));
    } catch (error) {
      setStartFailure(messages.auth.loginOther((error as Error).message));
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <h1>{messages.twoStep.title}</h1>
      {account.mfaEnabled ? (
        <Notice tone="success">{messages.twoStep.on}</Notice>
      ) : (
        <>
          {/* The record says an admin reset it (issue 37): the person hears that, not the generic setup text. */}
          {account.twoStepResetAt !== undefined ? (
            <Notice tone="error">{messages.twoStep.resetByAdmin(formatDateTime(account.twoStepResetAt))}</Notice>
          ) : needsTwoStep(account.role) ? (
            <Notice tone="error">{messages.twoStep.required}</Notice>
          ) : (
            <p>{messages.twoStep.optional}</p>
          )}
          {!setup ? (
            <>
              {startFailure && <Notice tone="error">{startFailure}</Notice>}
              <Button onClick={start} disabled={starting}>
                {starting ? 'Starting…' : messages.twoStep.setUp}
              </Button>
            </>
          ) : (
            <div className="two-step-setup">
              <p>{messages.twoStep.scan}</p>
              <QrCode value={setup.uri} />
              <p>{messages.twoStep.manualKey}</p>
              <p>
                <code className="two-step-key" aria-label="Key for your authenticator app">
                  {setup.secret.match(/.{1,4}/g)?.join(' ')}
                </code>
              </p>
              <form onSubmit={onSubmit} noValidate className="form" aria-label={messages.twoStep.title}>
                <Field label={messages.twoStep.codeLabel} required error={formState.errors.code?.message} hint={messages.twoStep.codeHint}>
                  <input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...register('code')} />
                </Field>
                {failure && <Notice tone="error">{failure}</Notice>}
                <Button type="submit" disabled={submitting}>
                  {submitting ? 'Checking…' : messages.twoStep.turnOn}
                </Button>
              </form>
            </div>
          )}
        </>
      )}
    </>
  );
}
