import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type * as Counters from '#functions/adapters/rate-limit-counters.ts';
import { keys, sortableTime } from '#functions/adapters/table.ts';
import type * as MailCap from '#functions/services/mail-cap.ts';
import { hashLinkToken } from '#functions/services/link-token.ts';
import type { MyRequest } from '#shared/api/requests.ts';
import { callFrom, newClientAddress } from '../support/client-address';
import { callApi, createTestAccount, signInTokens as signInAccount } from '../support/accounts';
import { latestLink, mailsTo, refuseSending, tokenOf } from '../support/mailbox';
import { makePdf } from '../support/pdfs';
import { stageUpload } from '../support/uploads';
import { forgetLastLinkSent, getItem, physicianForm, postJson, signInTokens, staffForm, strongPassword, uniqueEmail } from '../support/signup-flow';
import { cognitoClient, tableClient } from '../support/clients';

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

/** Makes the account's queued mail in `slot` due now (the job backs off for minutes between attempts). */
async function makeDue(userId: string, slot = 'verifyEmail') {
  const now = Date.now();
  await tableClient(stack).send(
    new UpdateCommand({
      TableName: stack.resources.tableName,
      Key: keys.queuedMail(userId, slot),
      UpdateExpression: 'SET dueAt = :now, GSI1SK = :due',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':now': now, ':due': keys.queuedMailList(now, userId).GSI1SK },
    }),
  );
}

/** Waits until the account's queued mail in `slot` is gone (sent or dropped by the job). */
const sentOrDropped = (userId: string, slot: string) =>
  eventually(async () => ((await getItem(stack, keys.queuedMail(userId, slot))) ? undefined : true), `the ${slot} mail to leave the outbox`);

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
    // The job starts the re-send throttle just after it empties the queue.
    await eventually(async () => ((await getItem(stack, keys.account(userId)))?.verificationSentAt ? true : undefined), 'the re-send throttle');
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

describe('other mail while SES refuses: queued, answered the same, sent when SES accepts', () => {
  it('a password reset: the page answers as ever, the link arrives later and works until the hour asked in ends', async () => {
    const account = await createTestAccount(stack);
    await refuseSending(stack.urls.mailbox, true);
    const asked = Date.now();
    expect(await postJson(stack, '/password-reset', { email: account.email })).toEqual({ status: 202, body: { status: 'sent' } });
    // The request only queues the mail; the job tries it, SES refuses, and it waits for its next attempt.
    const queued = await eventually(async () => {
      const item = await getItem(stack, keys.queuedMail(account.userId, 'resetPassword'));
      return (item?.attempts as number) >= 1 ? item : undefined;
    }, 'the first attempt');
    expect(queued).toMatchObject({ kind: 'resetPassword', createdAt: expect.any(Number) });
    // No address and no link in the item; the job gives up when a link asked for then would stop working.
    expect(JSON.stringify(queued)).not.toContain(account.email);
    expect(queued.givesUpAt).toBeGreaterThanOrEqual(asked + 60 * 60 * 1000);
    expect(queued.givesUpAt).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    expect(await mailsTo(stack.urls.mailbox, account.email)).toHaveLength(0);

    await refuseSending(stack.urls.mailbox, false);
    // The refused attempt started the one-link-a-minute throttle; the job retries after a minute anyway.
    await forgetLastLinkSent(stack, account.userId, 'resetSentAt');
    await makeDue(account.userId, 'resetPassword');
    const link = await latestLink(stack.urls.mailbox, account.email, '/resetPassword');
    await sentOrDropped(account.userId, 'resetPassword');
    expect(await mailsTo(stack.urls.mailbox, account.email)).toHaveLength(1);
    const record = await getItem(stack, keys.linkToken(hashLinkToken(tokenOf(link))));
    expect(record?.validUntil).toBeLessThanOrEqual(Math.ceil((queued.givesUpAt as number) / 1000));
    expect(await postJson(stack, '/password-reset/confirm', { token: tokenOf(link), password: 'N3w!Password-2' })).toEqual({
      status: 200,
      body: { status: 'reset' },
    });
  });

  it('a password reset whose hour has passed is dropped, not sent', async () => {
    const account = await createTestAccount(stack);
    await refuseSending(stack.urls.mailbox, true);
    await postJson(stack, '/password-reset', { email: account.email });
    await eventually(
      async () => ((await getItem(stack, keys.queuedMail(account.userId, 'resetPassword')))?.attempts ? true : undefined),
      'a refused attempt',
    );
    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: keys.queuedMail(account.userId, 'resetPassword'),
        UpdateExpression: 'SET givesUpAt = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );
    await refuseSending(stack.urls.mailbox, false);
    await makeDue(account.userId, 'resetPassword');
    await sentOrDropped(account.userId, 'resetPassword');
    expect(await mailsTo(stack.urls.mailbox, account.email)).toHaveLength(0);
  });

  it('review-ready e-mails: the review is delivered at once, one mail queued per request, each sent later', async () => {
    const [physician, staff] = await Promise.all([
      createTestAccount(stack, { role: 'physician' }),
      createTestAccount(stack, { role: 'staff', approved: true }),
    ]);
    const physicianToken = (await signInAccount(stack, physician.email, physician.password)).accessToken;
    const staffToken = (await signInAccount(stack, staff.email, staff.password)).accessToken;
    const requests = [await submitReview(physicianToken), await submitReview(physicianToken)];

    await refuseSending(stack.urls.mailbox, true);
    const before = (await mailsTo(stack.urls.mailbox, physician.email)).length;
    for (const request of requests) {
      const key = await stageUpload(stack, staffToken, '/dashboard/feedback/upload', await makePdf(1, 'Review'));
      const delivered = await callApi(
        stack,
        staffToken,
        'POST',
        `/dashboard/requests/contractReview/${physician.userId}/${request.requestId}/feedback`,
        { key },
      );
      expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    }
    const slots = requests.map((request) => `reviewDelivered#contractReview#${sortableTime(Number(request.requestId))}`);
    for (const slot of slots) {
      expect(await getItem(stack, keys.queuedMail(physician.userId, slot))).toMatchObject({ kind: 'reviewDelivered', type: 'contractReview' });
    }

    await refuseSending(stack.urls.mailbox, false);
    for (const slot of slots) await makeDue(physician.userId, slot);
    for (const slot of slots) await sentOrDropped(physician.userId, slot);
    const mails = (await mailsTo(stack.urls.mailbox, physician.email)).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => / is ready$/.test(mail.subject))).toBe(true);
  });

  it('an e-mail change: answered as ever, the new address gets its link and the old one its notice with a working undo link', async () => {
    const account = await createTestAccount(stack);
    const { accessToken } = await signInAccount(stack, account.email, account.password);
    const newEmail = uniqueEmail('outbox-change');
    await refuseSending(stack.urls.mailbox, true);
    const changed = await callFrom(newClientAddress(), `${stack.urls.api}/me/email`, {
      method: 'PUT',
      token: accessToken,
      body: { email: newEmail, currentPassword: account.password },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: newEmail, emailVerified: false });
    const notice = await getItem(stack, keys.queuedMail(account.userId, 'emailChangedNotice'));
    expect(notice).toMatchObject({ kind: 'emailChangedNotice', oldEmail: account.email, newEmail });
    expect(await getItem(stack, keys.queuedMail(account.userId, 'verifyEmail'))).toMatchObject({ reason: 'emailChange' });
    // The refused undo link was removed: the job makes the one it sends.
    const { Items: links = [] } = await tableClient(stack).send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :links',
        ExpressionAttributeValues: { ':links': keys.userLinksPartition(account.userId) },
      }),
    );
    expect(links.filter((link) => link.purpose === 'undoEmailChange')).toEqual([]);

    await refuseSending(stack.urls.mailbox, false);
    await makeDue(account.userId, 'emailChangedNotice');
    await makeDue(account.userId, 'verifyEmail');
    const undoLink = await latestLink(stack.urls.mailbox, account.email, '/email-change/undo');
    await latestLink(stack.urls.mailbox, newEmail, '/verify');
    await sentOrDropped(account.userId, 'emailChangedNotice');
    await sentOrDropped(account.userId, 'verifyEmail');
    // The undo link ends when the old address stops being held, as the one refused would have.
    expect((await getItem(stack, keys.linkToken(hashLinkToken(tokenOf(undoLink)))))?.validUntil).toBe(notice?.linkValidUntil);
    expect((await postJson(stack, '/email-change/undo', { token: tokenOf(undoLink), password: strongPassword })).status).toBe(200);
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: account.email, emailVerified: true });
  });
});

describe('the hourly cap on verification and reset mail', () => {
  let cap: typeof MailCap;
  let counters: typeof Counters;
  beforeAll(async () => {
    cap = await import('#functions/services/mail-cap.ts');
    counters = await import('#functions/adapters/rate-limit-counters.ts');
  });
  const counterKey = () =>
    keys.rateLimit(cap.mailCapCounter.action, cap.mailCapCounter.scope, counters.subjectHash(cap.mailCapCounter.scope, cap.mailCapCounter.subject));
  /** The stage's one counter: `requests` sent in the window that ends at `expiresAt` (epoch s). */
  const setCounter = (requests: number, expiresAt: number) =>
    tableClient(stack).send(new PutCommand({ TableName: stack.resources.tableName, Item: { ...counterKey(), requests, expiresAt } }));
  afterEach(() => tableClient(stack).send(new DeleteCommand({ TableName: stack.resources.tableName, Key: counterKey() })));

  it("counts every verification and reset mail, sent at once or by the job, in one counter for the stage's hour", async () => {
    const windowEnd = Math.floor(Date.now() / 1000) + 3600;
    await setCounter(0, windowEnd);
    const email = uniqueEmail('capped-count');
    expect((await signUp('/signup', physicianForm(email))).body).toEqual({ email, verificationEmail: 'sent' });
    expect((await getItem(stack, counterKey()))?.requests).toBe(1);
    const account = await createTestAccount(stack);
    expect((await postJson(stack, '/password-reset', { email: account.email })).status).toBe(202);
    await latestLink(stack.urls.mailbox, account.email, '/resetPassword');
    expect(await getItem(stack, counterKey())).toMatchObject({ requests: 2, expiresAt: windowEnd });
  });

  it("once the hour's budget is spent: nothing is sent, the mails wait in the outbox, and go when the next hour's budget allows", async () => {
    const limit = Number(stack.functionEnv.MAIL_HOURLY_CAP);
    expect(limit).toBe(cap.mailHourlyCap);
    const windowEnd = Math.floor(Date.now() / 1000) + 3600;
    await setCounter(limit, windowEnd);

    // A signup: the account is made, its link is "delayed" (as when SES refuses) and queued for the next hour.
    const email = uniqueEmail('capped');
    expect((await signUp('/signup', physicianForm(email))).body).toEqual({ email, verificationEmail: 'delayed' });
    const userId = await userIdOf(email);
    const verification = await getItem(stack, keys.queuedMail(userId, 'verifyEmail'));
    // Due when the hour's window ends.
    expect(verification).toMatchObject({ kind: 'verifyEmail', reason: 'signup', attempts: 0, dueAt: windowEnd * 1000 });
    // A reset: answered as ever; the job finds the budget spent and moves it to the next hour, attempts kept.
    const account = await createTestAccount(stack);
    expect(await postJson(stack, '/password-reset', { email: account.email })).toEqual({ status: 202, body: { status: 'sent' } });
    const reset = await eventually(async () => {
      const item = await getItem(stack, keys.queuedMail(account.userId, 'resetPassword'));
      return item?.dueAt === windowEnd * 1000 ? item : undefined;
    }, 'the reset to wait for the next hour');
    expect(reset).toMatchObject({ attempts: 0 });
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(0);
    expect(await mailsTo(stack.urls.mailbox, account.email)).toHaveLength(0);
    // Refused sends do not count: the counter stays at the cap.
    expect((await getItem(stack, counterKey()))?.requests).toBe(limit);

    // The next hour: its budget allows them, and the job sends both (each counted in the new window).
    await setCounter(limit, Math.floor(Date.now() / 1000) - 1);
    await makeDue(userId, 'verifyEmail');
    await makeDue(account.userId, 'resetPassword');
    const link = await latestLink(stack.urls.mailbox, email, '/verify');
    await latestLink(stack.urls.mailbox, account.email, '/resetPassword');
    await sentOrDropped(userId, 'verifyEmail');
    await sentOrDropped(account.userId, 'resetPassword');
    expect((await getItem(stack, counterKey()))?.requests).toBe(2);
    expect(await postJson(stack, '/email-verification', { token: tokenOf(link) })).toMatchObject({ status: 200 });
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

async function submitReview(token: string): Promise<MyRequest> {
  const key = await stageUpload(stack, token, '/me/requests/upload', await makePdf(2, 'Contract'));
  const form = {
    ...{ firstName: 'Rita', lastName: 'Reviewee', email: 'rita.review@example.test', phone: '5557654321', practiceType: 'private_practice' },
    ...{ resident: true, speciality: 'dermatology', terms: true, comments: 'Please look at the non-compete clause.' },
  };
  const submitted = await callApi(stack, token, 'POST', '/me/requests/contractReview', { ...form, key });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  return submitted.body as MyRequest;
}
