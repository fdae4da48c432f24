import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type * as Counters from '#functions/adapters/rate-limit-counters.ts';
import { keys } from '#functions/adapters/table.ts';
import { hashLinkToken, newLinkToken } from '#functions/services/link-token.ts';
import { rateLimits } from '#functions/services/rate-limits.ts';
import * as messages from '#shared/messages.ts';
import { createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { callFrom, newClientAddress, type ApiAnswer } from '../support/client-address';
import { latestLink, mailsTo, tokenOf } from '../support/mailbox';
import { forgetLastLinkSent, getItem, physicianForm, staffForm, uniqueEmail } from '../support/signup-flow';
import { bucketClient, cognitoClient, listObjects, scanTable, tableClient } from '../support/clients';
import { consultForm, reviewForm } from '../support/request-forms';
import { makePdf } from '../support/pdfs';
import { assertStored, newUploadForm, postToBucket } from '../support/uploads';

const stack = inject('stack');
const api = (path: string) => `${stack.urls.api}${path}`;

let counters: typeof Counters;
beforeAll(async () => {
  // The repository reads its configuration at import, as a Lambda does at cold start.
  for (const [name, value] of Object.entries(stack.functionEnv)) if (name !== 'NODE_OPTIONS') process.env[name] = value;
  counters = await import('#functions/adapters/rate-limit-counters.ts');
});

function expectRefused(answer: ApiAnswer, message: string, windowSeconds = 3600) {
  expect(answer.status).toBe(429);
  expect(answer.body?.error).toMatchObject({ code: 'too_many_requests', message });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

async function poolUserId(email: string): Promise<string> {
  const user = await cognitoClient(stack).send(new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: email }));
  return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '';
}

async function poolUserExists(email: string): Promise<boolean> {
  return poolUserId(email).then(
    () => true,
    (error: Error) => {
      if (error.name === 'UserNotFoundException') return false;
      throw error;
    },
  );
}

async function accounts(count: number, options: Parameters<typeof createTestAccount>[1] = {}): Promise<TestAccount[]> {
  const made: TestAccount[] = [];
  for (let i = 0; i < count; i++) made.push(await createTestAccount(stack, options));
  return made;
}

const scanAll = () => scanTable(stack);

describe('signup limits (POST /signup and POST /staff-signup share them)', () => {
  const { address: perAddress, client: perClient } = rateLimits.signup.max;

  it('refuse the (limit+1)th signup of one address from any client, where it would otherwise answer "in use", and change nothing', async () => {
    const email = uniqueEmail('limit-signup');
    const statuses: number[] = [];
    for (let i = 0; i < perAddress; i++) {
      const path = i % 2 === 0 ? '/signup' : '/staff-signup';
      const form = i % 2 === 0 ? physicianForm(email) : staffForm(email);
      statuses.push((await callFrom(newClientAddress(), api(path), { body: form })).status);
    }
    expect(statuses).toEqual([201, ...Array<number>(perAddress - 1).fill(409)]);
    const userId = await poolUserId(email);
    const before = await getItem(stack, keys.account(userId));
    expect(before).toMatchObject({ firstName: 'Ada', role: 'physician' });

    expectRefused(
      await callFrom(newClientAddress(), api('/signup'), { body: physicianForm(email, { firstName: 'Impostor' }) }),
      messages.limits.signup,
    );
    expectRefused(await callFrom(newClientAddress(), api('/staff-signup'), { body: staffForm(email) }), messages.limits.signup);
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(1);
    expect(await getItem(stack, keys.account(userId))).toEqual(before);
  });

  it('refuse a new address once one client has made its limit of signups, "in use" answers included', async () => {
    const client = newClientAddress();
    const taken = await accounts(Math.ceil(perClient / perAddress));
    for (let i = 0; i < perClient; i++) {
      const { email } = taken[i % taken.length]!;
      const answer = await callFrom(client, api(i % 2 === 0 ? '/signup' : '/staff-signup'), {
        body: i % 2 === 0 ? physicianForm(email) : staffForm(email),
      });
      expect(answer.status, `request ${i + 1}`).toBe(409);
    }
    const fresh = uniqueEmail('limit-signup-client');
    expectRefused(await callFrom(client, api('/signup'), { body: physicianForm(fresh) }), messages.limits.signup);
    expectRefused(await callFrom(client, api('/staff-signup'), { body: staffForm(fresh) }), messages.limits.signup);
    expect(await poolUserExists(fresh)).toBe(false);
    expect(await mailsTo(stack.urls.mailbox, fresh)).toHaveLength(0);
    // Another client is not affected.
    expect((await callFrom(newClientAddress(), api('/signup'), { body: physicianForm(fresh) })).status).toBe(201);
  });
});

describe('password reset request limits (POST /password-reset)', () => {
  const { address: perAddress, client: perClient } = rateLimits.passwordReset.max;

  it('refuse the (limit+1)th request for one address from any client, where it would otherwise send a link', async () => {
    const { userId, email } = await createTestAccount(stack);
    for (let i = 0; i < perAddress; i++) {
      await forgetLastLinkSent(stack, userId, 'resetSentAt');
      expect((await callFrom(newClientAddress(), api('/password-reset'), { body: { email } })).status).toBe(202);
      // The outbox job sends each (a request only queues it).
      await latestLink(stack.urls.mailbox, email, '/resetPassword', i + 1);
    }
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(perAddress);
    await forgetLastLinkSent(stack, userId, 'resetSentAt');
    expectRefused(
      await callFrom(newClientAddress(), api('/password-reset'), { body: { email: email.toUpperCase() } }),
      messages.limits.passwordReset,
    );
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(perAddress);
  });

  it('refuse any address once one client has made its limit, unknown addresses included', async () => {
    const client = newClientAddress();
    for (let i = 0; i < perClient; i++) {
      expect((await callFrom(client, api('/password-reset'), { body: { email: uniqueEmail('nobody') } })).status).toBe(202);
    }
    const { email } = await createTestAccount(stack);
    expectRefused(await callFrom(client, api('/password-reset'), { body: { email } }), messages.limits.passwordReset);
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(0);
  });
});

describe('verification re-send limits (POST /email-verification/resend and POST /me/verification-email share them)', () => {
  const { address: perAddress, client: perClient } = rateLimits.verificationResend.max;

  async function unverifiedWithLink() {
    const email = uniqueEmail('limit-resend');
    expect((await callFrom(newClientAddress(), api('/signup'), { body: physicianForm(email) })).status).toBe(201);
    const token = tokenOf(await latestLink(stack.urls.mailbox, email, '/verify'));
    const { userId } = (await getItem(stack, keys.linkToken(hashLinkToken(token)))) as { userId: string };
    return { email, token, userId };
  }

  it('refuse the (limit+1)th public re-send to one address from any client, where it would otherwise send, and the signed-in one too', async () => {
    const { email, token, userId } = await unverifiedWithLink();
    for (let i = 0; i < perAddress; i++) {
      await forgetLastLinkSent(stack, userId, 'verificationSentAt');
      expect((await callFrom(newClientAddress(), api('/email-verification/resend'), { body: { token } })).body).toEqual({ status: 'sent' });
    }
    await forgetLastLinkSent(stack, userId, 'verificationSentAt');
    expectRefused(await callFrom(newClientAddress(), api('/email-verification/resend'), { body: { token } }), messages.auth.tooManyAttempts);
    const { accessToken } = await signInTokens(stack, email, physicianForm(email).password);
    expectRefused(await callFrom(newClientAddress(), api('/me/verification-email'), { token: accessToken }), messages.auth.tooManyAttempts);
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(1 + perAddress);
  });

  it('refuse the (limit+1)th signed-in re-send to one address, where it would otherwise send', async () => {
    const { email, userId } = await unverifiedWithLink();
    const { accessToken } = await signInTokens(stack, email, physicianForm(email).password);
    for (let i = 0; i < perAddress; i++) {
      await forgetLastLinkSent(stack, userId, 'verificationSentAt');
      expect((await callFrom(newClientAddress(), api('/me/verification-email'), { token: accessToken })).body).toEqual({ status: 'sent' });
    }
    await forgetLastLinkSent(stack, userId, 'verificationSentAt');
    expectRefused(await callFrom(newClientAddress(), api('/me/verification-email'), { token: accessToken }), messages.auth.tooManyAttempts);
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(1 + perAddress);
  });

  it('refuse a real link once one client has made its limit of public re-sends, unknown links included', async () => {
    const { email, token, userId } = await unverifiedWithLink();
    await forgetLastLinkSent(stack, userId, 'verificationSentAt');
    const client = newClientAddress();
    for (let i = 0; i < perClient; i++) {
      expect((await callFrom(client, api('/email-verification/resend'), { body: { token: newLinkToken().token } })).status).toBe(404);
    }
    expectRefused(await callFrom(client, api('/email-verification/resend'), { body: { token } }), messages.auth.tooManyAttempts);
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });

  it('refuse another account once one client has made its limit of signed-in re-sends, "already verified" answers included', async () => {
    const client = newClientAddress();
    const verified = await accounts(Math.ceil(perClient / perAddress));
    for (let i = 0; i < perClient; i++) {
      const account = verified[i % verified.length]!;
      const { accessToken } = await signInTokens(stack, account.email, account.password);
      expect((await callFrom(client, api('/me/verification-email'), { token: accessToken })).body).toEqual({ status: 'alreadyVerified' });
    }
    const { email, userId } = await unverifiedWithLink();
    await forgetLastLinkSent(stack, userId, 'verificationSentAt');
    const { accessToken } = await signInTokens(stack, email, physicianForm(email).password);
    expectRefused(await callFrom(client, api('/me/verification-email'), { token: accessToken }), messages.auth.tooManyAttempts);
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });
});

describe('e-mail change limits (PUT /me/email)', () => {
  const { address: perAddress, account: perAccount, client: perClient } = rateLimits.emailChange.max;

  async function signedIn(account: TestAccount) {
    return (await signInTokens(stack, account.email, account.password)).accessToken;
  }

  it('refuse the (limit+1)th change to one address from any account and client, where it would otherwise answer "in use"', async () => {
    const [target, ...others] = await accounts(perAddress + 2);
    for (const account of others.slice(0, perAddress)) {
      const answer = await callFrom(newClientAddress(), api('/me/email'), {
        method: 'PUT',
        body: { email: target!.email, currentPassword: account.password },
        token: await signedIn(account),
      });
      expect(answer.status).toBe(409);
    }
    const last = others.at(-1)!;
    expectRefused(
      await callFrom(newClientAddress(), api('/me/email'), {
        method: 'PUT',
        body: { email: target!.email, currentPassword: last.password },
        token: await signedIn(last),
      }),
      messages.limits.emailChange,
    );
  });

  it('refuse the (limit+1)th change by one account from any client, and change nothing', async () => {
    const [account, ...taken] = await accounts(perAccount + 1);
    const token = await signedIn(account!);
    for (const other of taken) {
      expect(
        (
          await callFrom(newClientAddress(), api('/me/email'), {
            method: 'PUT',
            body: { email: other.email, currentPassword: account!.password },
            token,
          })
        ).status,
      ).toBe(409);
    }
    const fresh = uniqueEmail('limit-change');
    expectRefused(
      await callFrom(newClientAddress(), api('/me/email'), { method: 'PUT', body: { email: fresh, currentPassword: account!.password }, token }),
      messages.limits.emailChange,
    );
    expect((await getItem(stack, keys.account(account!.userId)))?.email).toBe(account!.email);
    expect(await poolUserExists(fresh)).toBe(false);
    expect(await mailsTo(stack.urls.mailbox, fresh)).toHaveLength(0);
  });

  it('refuse another account once one client has made its limit of changes', async () => {
    const client = newClientAddress();
    const callers = await accounts(Math.ceil(perClient / Math.min(perAccount, perAddress)));
    for (let i = 0; i < perClient; i++) {
      const account = callers[i % callers.length]!;
      // Its own address: "this is already your e-mail", counted like any other answer.
      expect(
        (
          await callFrom(client, api('/me/email'), {
            method: 'PUT',
            body: { email: account.email, currentPassword: account.password },
            token: await signedIn(account),
          })
        ).status,
      ).toBe(400);
    }
    const [another] = await accounts(1);
    const fresh = uniqueEmail('limit-change-client');
    expectRefused(
      await callFrom(client, api('/me/email'), {
        method: 'PUT',
        body: { email: fresh, currentPassword: another!.password },
        token: await signedIn(another!),
      }),
      messages.limits.emailChange,
    );
    expect((await getItem(stack, keys.account(another!.userId)))?.email).toBe(another!.email);
  });
});

describe('contact form limits (POST /contact-messages)', () => {
  const { address: perAddress, client: perClient } = rateLimits.contact.max;

  async function storedFrom(email: string) {
    return (await scanAll()).filter((item) => item.kind === 'contactMessage' && item.email === email);
  }

  it('refuse the (limit+1)th message from one sender address from any client, and store nothing', async () => {
    const email = uniqueEmail('limit-contact');
    for (let i = 0; i < perAddress; i++) {
      expect(
        (await callFrom(newClientAddress(), api('/contact-messages'), { body: { name: 'Ada Lee', email, message: `Question ${i}` } })).status,
      ).toBe(201);
    }
    expectRefused(
      await callFrom(newClientAddress(), api('/contact-messages'), { body: { name: 'Ada Lee', email: email.toUpperCase(), message: 'One more' } }),
      messages.limits.contact,
    );
    expect(await storedFrom(email)).toHaveLength(perAddress);
  });

  it('refuse a new sender once one client has sent its limit', async () => {
    const client = newClientAddress();
    for (let i = 0; i < perClient; i++) {
      expect(
        (await callFrom(client, api('/contact-messages'), { body: { name: 'Ada Lee', email: uniqueEmail('contact'), message: 'Hello' } })).status,
      ).toBe(201);
    }
    const email = uniqueEmail('limit-contact-client');
    expectRefused(await callFrom(client, api('/contact-messages'), { body: { name: 'Ada Lee', email, message: 'Hello' } }), messages.limits.contact);
    expect(await storedFrom(email)).toHaveLength(0);
  });
});

describe('per-account daily limits on PDFs (upload forms, request submissions, added offers)', () => {
  const s3 = bucketClient(stack);
  afterAll(() => s3.destroy());
  async function physician() {
    const account = await createTestAccount(stack, { role: 'physician' });
    return { ...account, token: (await signInTokens(stack, account.email, account.password)).accessToken };
  }
  type Physician = Awaited<ReturnType<typeof physician>>;
  const call = (who: Physician, path: string, body?: unknown, method = 'POST') =>
    callFrom(newClientAddress(), api(path), { method, body, token: who.token });
  const counted = async (action: string, userId: string) =>
    (await getItem(stack, keys.rateLimit(action, 'account', counters.subjectHash('account', userId))))?.requests;
  const objectsOf = async (userId: string) =>
    (await listObjects(s3, stack.resources.uploadsBucket)).map((object) => object.Key!).filter((key) => key.includes(userId));
  const itemsOf = async (userId: string) => (await scanAll()).filter((item) => item.PK === keys.userPartition(userId));

  it.each([
    ['/me/requests/upload', 'requestUpload'],
    ['/me/offers/upload', 'offerUpload'],
  ] as const)('%s: the (limit+1)th form of one account in a day is refused, naming the limit; another account is not', async (path, action) => {
    const { windowSeconds, max, message } = rateLimits[action];
    expect(message).toContain(`at most ${max.account} `);
    const [owner, other] = [await physician(), await physician()];
    for (let i = 0; i < max.account; i++) expect((await call(owner, path, { contentType: 'application/pdf' })).status, `form ${i + 1}`).toBe(200);
    const items = await itemsOf(owner.userId);
    expectRefused(await call(owner, path, { contentType: 'application/pdf' }), message, windowSeconds);
    expect(Number((await call(owner, path, { contentType: 'application/pdf' })).headers['retry-after'])).toBeGreaterThan(windowSeconds - 60);
    // A refused form is not counted and writes nothing.
    expect(await counted(action, owner.userId)).toBe(max.account);
    expect(await itemsOf(owner.userId)).toEqual(items);
    expect((await call(other, path, { contentType: 'application/pdf' })).status).toBe(200);
  });

  it(
    'POST /me/offers: the (limit+1)th offer added in a day is refused, even with offers removed in between, and nothing is written',
    { timeout: 120_000 },
    async () => {
      const { windowSeconds, max, message } = rateLimits.offerAdd;
      expect(message).toContain(`at most ${max.account} offers`);
      const [owner, other] = [await physician(), await physician()];
      // Added and removed again: the limit counts additions (each may start a reading), not the offers kept.
      for (let i = 0; i < max.account; i++) {
        const added = await call(owner, '/me/offers', { name: `Offer ${i + 1}` });
        expect(added.status, `offer ${i + 1}`).toBe(201);
        expect((await call(owner, `/me/offers/added/${added.body!.offerId as string}`, undefined, 'DELETE')).status).toBe(204);
      }
      const form = await newUploadForm(stack, owner.token, '/me/offers/upload');
      await assertStored(await postToBucket(form, await makePdf(1, 'Mercy Hospital')));
      const [items, objects] = [await itemsOf(owner.userId), await objectsOf(owner.userId)];
      expectRefused(await call(owner, '/me/offers', { name: 'One too many', key: form.key }), message, windowSeconds);
      expect(await itemsOf(owner.userId)).toEqual(items);
      // Not even the staged PDF was touched: no copy under offers/, the staged object still there.
      expect(await objectsOf(owner.userId)).toEqual(objects);
      expect((await call(other, '/me/offers', { name: 'Mercy Hospital' })).status).toBe(201);
    },
  );

  it(
    'POST /me/requests/…: the (limit+1)th request submitted in a day (both types together) is refused, and nothing is written or kept',
    { timeout: 180_000 },
    async () => {
      const { windowSeconds, max, message } = rateLimits.requestSubmission;
      expect(message).toContain(`at most ${max.account} requests`);
      const [owner, other] = [await physician(), await physician()];
      const staged = async (who: Physician) => {
        const form = await newUploadForm(stack, who.token, '/me/requests/upload');
        await assertStored(await postToBucket(form, await makePdf(1)));
        return form.key;
      };
      for (let i = 0; i < max.account; i++) {
        const [path, form] = i % 2 === 0 ? ['/me/requests/compensationConsult', consultForm] : ['/me/requests/contractReview', reviewForm];
        expect((await call(owner, path, { ...form, key: await staged(owner) })).status, `request ${i + 1}`).toBe(201);
      }
      const key = await staged(owner);
      const [items, objects] = [await itemsOf(owner.userId), await objectsOf(owner.userId)];
      expectRefused(await call(owner, '/me/requests/contractReview', { ...reviewForm, key }), message, windowSeconds);
      expectRefused(await call(owner, '/me/requests/compensationConsult', { ...consultForm, key }), message, windowSeconds);
      expect(await counted('requestSubmission', owner.userId)).toBe(max.account);
      // No record (the reader may still be writing its findings onto the earlier ones), no copy under
      // requests/, and the staged PDF left as it was (it expires with staging/).
      expect((await itemsOf(owner.userId)).map((item) => item.SK)).toEqual(items.map((item) => item.SK));
      expect(await objectsOf(owner.userId)).toEqual(objects);
      expect((await call(other, '/me/requests/contractReview', { ...reviewForm, key: await staged(other) })).status).toBe(201);
    },
  );
});

describe('rate-limit counters', () => {
  const limit = { max: 3, windowSeconds: 3600 };

  it('allow the limit in one window and a new window once the clock passes its end', async () => {
    const subject = uniqueEmail('counter');
    const now = Date.now();
    for (let i = 0; i < limit.max; i++) expect(await counters.takeAllowance('probe', 'address', subject, limit, now)).toEqual({ allowed: true });
    expect(await counters.takeAllowance('probe', 'address', subject, limit, now + 1000)).toEqual({ allowed: false, retryAfterSeconds: 3599 });
    // Another subject, or the same one under another scope or action, has its own counter.
    expect((await counters.takeAllowance('probe', 'address', uniqueEmail('other'), limit, now)).allowed).toBe(true);
    expect((await counters.takeAllowance('probe', 'client', subject, limit, now)).allowed).toBe(true);
    expect((await counters.takeAllowance('other', 'address', subject, limit, now)).allowed).toBe(true);
    // The window ends with the clock, whether or not TTL has deleted the counter yet.
    expect((await counters.takeAllowance('probe', 'address', subject, limit, now + limit.windowSeconds * 1000 + 1000)).allowed).toBe(true);
  });

  it('treat an expired counter that TTL has not deleted as no counter', async () => {
    const subject = '198.51.100.99';
    const past = Math.floor(Date.now() / 1000) - 60;
    await tableClient(stack).send(
      new PutCommand({
        TableName: stack.resources.tableName,
        Item: { ...keys.rateLimit('probe', 'client', counters.subjectHash('client', subject)), requests: 99, expiresAt: past },
      }),
    );
    expect((await counters.takeAllowance('probe', 'client', subject, limit)).allowed).toBe(true);
  });

  it('keep every counter under RATELIMIT# with its TTL at the window end, holding no address or IP in clear', async () => {
    const email = uniqueEmail('counter-clear');
    const client = newClientAddress();
    const before = Math.floor(Date.now() / 1000);
    expect((await callFrom(client, api('/password-reset'), { body: { email } })).status).toBe(202);
    for (const [scope, value] of [
      ['client', client],
      ['address', email],
    ] as const) {
      const item = await getItem(stack, keys.rateLimit('passwordReset', scope, counters.subjectHash(scope, value)));
      expect(item, scope).toMatchObject({ requests: 1 });
      expect(item?.expiresAt).toBeGreaterThanOrEqual(before + rateLimits.passwordReset.windowSeconds);
      expect(item?.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + rateLimits.passwordReset.windowSeconds);
    }
    const counterItems = (await scanAll()).filter((item) => String(item.PK).startsWith('RATELIMIT#'));
    for (const item of counterItems) {
      // `stage`: the hourly cap on verification and reset mail (functions/services/mail-cap.ts).
      expect(item.PK).toMatch(/^RATELIMIT#[A-Za-z]+#(address|account|client|stage)#[0-9a-f]{32}$/);
      expect(typeof item.expiresAt).toBe('number');
    }
    const all = JSON.stringify(counterItems);
    expect(all).not.toContain(email);
    expect(all).not.toContain(client);
  });
});

describe('names that go into e-mails', () => {
  const refusal = (label: string) => `${label} may hold only letters, spaces, hyphens, apostrophes and periods.`;

  it('are refused by the API on signup, profile and contact when they could carry a link or a line break, and nothing is made', async () => {
    const email = uniqueEmail('bad-name');
    const signup = await callFrom(newClientAddress(), api('/signup'), { body: physicianForm(email, { firstName: 'http://evil.example' }) });
    expect(signup.status).toBe(400);
    expect(signup.body?.error.fields).toEqual({ firstName: refusal('First name') });
    const staff = await callFrom(newClientAddress(), api('/staff-signup'), { body: staffForm(email, { lastName: 'Staff\nVisit evil.example' }) });
    expect(staff.body?.error.fields).toEqual({ lastName: refusal('Last name') });
    expect(await poolUserExists(email)).toBe(false);
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(0);

    const account = await createTestAccount(stack, { role: 'staff', approved: true });
    const token = (await signInTokens(stack, account.email, account.password)).accessToken;
    const profile = await callFrom(newClientAddress(), api('/me'), {
      method: 'PUT',
      token,
      body: { firstName: '<a href="x">Ada</a>', lastName: 'Lee', bio: '' },
    });
    expect(profile.status).toBe(400);
    expect(profile.body?.error.fields).toEqual({ firstName: refusal('First name') });
    expect((await getItem(stack, keys.account(account.userId)))?.firstName).toBe(account.account.firstName);

    const contact = await callFrom(newClientAddress(), api('/contact-messages'), { body: { name: 'Ada\r\nBcc: x@y', email, message: 'Hi' } });
    expect(contact.body?.error.fields).toEqual({ name: refusal('Name') });
  });

  it('of any script, with hyphens, apostrophes and periods, reach the mail escaped', async () => {
    const email = uniqueEmail('good-name');
    expect((await callFrom(newClientAddress(), api('/signup'), { body: physicianForm(email, { firstName: "J. R. O'Brien-Zoë" }) })).status).toBe(201);
    const [mail] = await mailsTo(stack.urls.mailbox, email);
    expect(mail?.body.text).toContain("Hello J. R. O'Brien-Zoë,");
    expect(mail?.body.html).toContain('Hello J. R. O&#39;Brien-Zoë,');
  });
});
