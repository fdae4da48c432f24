import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys, sortableTime } from '#functions/adapters/table.ts';
import { callFrom, newClientAddress } from '../support/client-address';
import { latestLink, mailsTo, refuseSending, tokenOf } from '../support/mailbox';
import {
  cognitoClient,
  forgetLastLinkSent,
  getItem,
  physicianForm,
  postJson,
  signInTokens,
  staffForm,
  strongPassword,
  tableClient,
  uniqueEmail,
} from '../support/signup-flow';

const stack = inject('stack');

beforeAll(() => {
  // The SES feedback handler runs in this process, against the embedded table.
  for (const [name, value] of Object.entries(stack.functionEnv)) if (name !== 'NODE_OPTIONS') process.env[name] = value;
});
afterEach(() => refuseSending(stack.urls.mailbox, false));

/** A signup from a client of its own, so the per-client limit of other tests is not spent. */
const signUp = (path: '/signup' | '/staff-signup', body: unknown) => callFrom(newClientAddress(), `${stack.urls.api}${path}`, { body });

async function userIdOf(email: string): Promise<string> {
  const user = await cognitoClient(stack).send(new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: email }));
  return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value as string;
}

/** Makes the account's queued mail due now (the job backs off for minutes between attempts). */
async function makeDue(userId: string) {
  const now = Date.now();
  await tableClient(stack).send(
    new UpdateCommand({
      TableName: stack.resources.tableName,
      Key: keys.queuedMail(userId, 'verifyEmail'),
      UpdateExpression: 'SET dueAt = :now, GSI1SK = :due',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':now': now, ':due': keys.queuedMailList(now, userId).GSI1SK },
    }),
  );
}

/** Waits until `check` holds (the embedded stack runs the outbox job every 2 s, as EventBridge does each minute). */
async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('signup while SES refuses to send (its sandbox, an outage)', () => {
  it('keeps the account, says the e-mail is delayed, and the job sends the link once mail works again', async () => {
    await refuseSending(stack.urls.mailbox, true);
    const email = uniqueEmail('outbox');
    const response = await signUp('/signup', physicianForm(email));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ email, verificationEmail: 'delayed' });

    // The account is there, unverified, with no link claimed as sent, and one mail queued.
    const userId = await userIdOf(email);
    const record = await getItem(stack, keys.account(userId));
    expect(record).toMatchObject({ email, emailVerified: false });
    expect(record?.verificationSentAt).toBeUndefined();
    const queued = await getItem(stack, keys.queuedMail(userId, 'verifyEmail'));
    expect(queued).toMatchObject({ kind: 'verifyEmail', reason: 'signup', attempts: 1 });
    expect(queued?.dueAt).toBeGreaterThan(Date.now());
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(0);

    // Still refused: the job tries, fails and backs off (2 minutes after the second failure).
    await makeDue(userId);
    const retried = await eventually(async () => {
      const item = await getItem(stack, keys.queuedMail(userId, 'verifyEmail'));
      return (item?.attempts as number) >= 2 ? item : undefined;
    }, 'the second attempt');
    expect(retried.dueAt).toBeGreaterThan(Date.now() + 60_000);
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(0);

    // Mail works again: the next attempt sends one link, which verifies the account, and the queue is empty.
    await refuseSending(stack.urls.mailbox, false);
    await makeDue(userId);
    const link = await latestLink(stack.urls.mailbox, email, '/verify');
    await eventually(async () => ((await getItem(stack, keys.queuedMail(userId, 'verifyEmail'))) ? undefined : true), 'the queue to empty');
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(1);
    expect((await getItem(stack, keys.account(userId)))?.verificationSentAt).toEqual(expect.any(Number));
    expect(await postJson(stack, '/email-verification', { token: tokenOf(link) })).toMatchObject({ status: 200 });
    expect(await getItem(stack, keys.account(userId))).toMatchObject({ emailVerified: true });
  });

  it("lets the login's re-send work at once, queues it while SES refuses, and sends it when SES accepts", async () => {
    await refuseSending(stack.urls.mailbox, true);
    const email = uniqueEmail('outbox-resend');
    expect((await signUp('/staff-signup', staffForm(email))).body).toEqual({ email, verificationEmail: 'delayed' });
    const userId = await userIdOf(email);
    const { AccessToken } = await signInTokens(stack, email, strongPassword);

    // No link went out at signup, so the re-send throttle does not answer "check your existing link".
    expect(await postJson(stack, '/me/verification-email', undefined, AccessToken)).toEqual({ status: 200, body: { status: 'delayed' } });
    expect(await getItem(stack, keys.queuedMail(userId, 'verifyEmail'))).toMatchObject({ reason: 'resend' });

    await refuseSending(stack.urls.mailbox, false);
    await forgetLastLinkSent(stack, userId, 'verificationSentAt');
    expect(await postJson(stack, '/me/verification-email', undefined, AccessToken)).toEqual({ status: 200, body: { status: 'sent' } });
    await latestLink(stack.urls.mailbox, email, '/verify');
    // The queued mail went with it: the person gets this one link, not a second from the job.
    expect(await getItem(stack, keys.queuedMail(userId, 'verifyEmail'))).toBeUndefined();
  });

  it('deletes a queued mail with its account', async () => {
    await refuseSending(stack.urls.mailbox, true);
    const email = uniqueEmail('outbox-delete');
    await signUp('/signup', physicianForm(email));
    const userId = await userIdOf(email);
    const { AccessToken } = await signInTokens(stack, email, strongPassword);
    expect(await getItem(stack, keys.queuedMail(userId, 'verifyEmail'))).toBeDefined();
    expect((await postJson(stack, '/me', { currentPassword: strongPassword }, AccessToken, 'DELETE')).status).toBe(204);
    expect(await getItem(stack, keys.queuedMail(userId, 'verifyEmail'))).toBeUndefined();
  });
});

describe('bounces and complaints', () => {
  it('suppress the address: the mailer stops mailing it, signup says so, and admins can list it', async () => {
    const email = uniqueEmail('bounced');
    const { handler } = await import('#functions/jobs/record-mail-feedback.ts');
    const at = Date.now();
    const message = JSON.stringify({
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'NoEmail',
        bouncedRecipients: [{ emailAddress: email }],
        timestamp: new Date(at).toISOString(),
      },
    });
    expect(await handler({ Records: [{ Sns: { Message: message } }] })).toEqual({ recorded: 1 });

    const response = await signUp('/signup', physicianForm(email));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ email, verificationEmail: 'blocked' });
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(0);
    // Nothing queued either: retrying would not help.
    expect(await getItem(stack, keys.queuedMail(await userIdOf(email), 'verifyEmail'))).toBeUndefined();

    const { Items = [] } = await tableClient(stack).send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :list AND GSI1SK >= :since',
        ExpressionAttributeValues: { ':list': keys.suppressionListPartition(), ':since': sortableTime(at) },
      }),
    );
    expect(Items.filter((item) => item.email === email)).toEqual([
      expect.objectContaining({ email, reason: 'bounce', detail: 'Permanent/NoEmail', at }),
    ]);
  });
});
