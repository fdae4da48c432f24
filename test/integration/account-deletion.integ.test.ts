import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import * as messages from '#shared/messages.ts';
import { bucketClient, listObjects, scanTable, tableClient } from '../support/clients';
import { makePdf } from '../support/pdfs';
import { solidPng } from '../support/pictures';
import { stageUpload } from '../support/uploads';
import { defaultComparisonAssumptions, type MyOffers, type Offer } from '#shared/api/offers.ts';
import { userRemains } from '../support/remains';
import { keys } from '#functions/adapters/table.ts';
import { mailsTo, refuseSending } from '../support/mailbox';
import { physicianForm, postJson, signInTokens as signupSignIn, strongPassword, uniqueEmail } from '../support/signup-flow';

const stack = inject('stack');
const s3 = bucketClient(stack);
const documents = tableClient(stack);
afterAll(() => s3.destroy());
const { poolUserExists } = userRemains(stack, { documents, s3 });

/** Every table item that mentions the user anywhere: in a key, an index key or a userId attribute. */
async function itemsMentioning(userId: string): Promise<Record<string, unknown>[]> {
  return (await scanTable(stack)).filter((item) => JSON.stringify(item).includes(userId));
}

async function objectsMentioning(userId: string): Promise<string[]> {
  return (await listObjects(s3, stack.resources.uploadsBucket)).map((object) => object.Key!).filter((key) => key.includes(userId));
}

/** An account with a picture, extra items in its partition, offers to compare and objects under each of its prefixes. */
async function accountWithData(): Promise<TestAccount> {
  const account = await createTestAccount(stack);
  const { accessToken } = await signInTokens(stack, account.email, account.password);
  const upload = async () => {
    const created = (await callApi(stack, accessToken, 'POST', '/me/picture/upload', { contentType: 'image/png' })).body as {
      url: string;
      fields: Record<string, string>;
      key: string;
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(created.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(solidPng(8))], { type: 'image/png' }));
    expect((await fetch(created.url, { method: 'POST', body: form })).ok).toBe(true);
    return created.key;
  };
  expect((await callApi(stack, accessToken, 'PUT', '/me/picture', { key: await upload() })).status).toBe(200);
  // An upload never confirmed stays staged (until its lifecycle rule) and is the user's too.
  expect(await upload()).toMatch(new RegExp(`^staging/avatars/${account.userId}/`));
  // Stand-ins for what later features keep under the user: a request record and its PDF.
  // More than one 25-item batch, so deletion has to page through them.
  for (let n = 0; n < 30; n++) {
    await documents.send(
      new PutCommand({
        TableName: stack.resources.tableName,
        Item: { PK: `USER#${account.userId}`, SK: `REQUEST#contractReview#${n}`, userId: account.userId },
      }),
    );
  }
  await s3.send(
    new PutObjectCommand({ Bucket: stack.resources.uploadsBucket, Key: `requests/${account.userId}/r1/contract.pdf`, Body: '%PDF-1.7 test' }),
  );
  // Compare offers (issue 30), through the API: an offer added with its PDF and one started empty,
  // figures for one, the saved comparison (with the added offers' counter, five items), and an offer
  // upload never used, still staged.
  const withPdf = await callApi(stack, accessToken, 'POST', '/me/offers', {
    name: 'Mercy Hospital',
    key: await stageUpload(stack, accessToken, '/me/offers/upload', await makePdf(1, 'Mercy Hospital offer')),
  });
  expect(withPdf.status, JSON.stringify(withPdf.body)).toBe(201);
  // The contract reader writes its findings onto the offer a moment later (the table's stream): wait
  // for it, so that write cannot land between a test's snapshots of the account's items.
  const pdfOfferId = (withPdf.body as Offer).offerId;
  await vi.waitFor(
    async () => {
      const { offers } = (await callApi(stack, accessToken, 'GET', '/me/offers')).body as MyOffers;
      expect(offers.find((offer) => offer.offerId === pdfOfferId)?.reading?.state).not.toBe('pending');
    },
    { timeout: 30_000, interval: 250 },
  );
  const empty = await callApi(stack, accessToken, 'POST', '/me/offers', { name: 'St. Luke' });
  expect(empty.status).toBe(201);
  const emptyId = (empty.body as { offerId: string }).offerId;
  expect((await callApi(stack, accessToken, 'PUT', `/me/offers/added/${emptyId}/figures`, { figures: { baseSalary: 310_000 } })).status).toBe(200);
  const comparison = { assumptions: defaultComparisonAssumptions, selected: [{ source: 'added', offerId: emptyId }] };
  expect((await callApi(stack, accessToken, 'PUT', '/me/comparison', comparison)).status).toBe(200);
  expect(await stageUpload(stack, accessToken, '/me/offers/upload', await makePdf(1))).toMatch(new RegExp(`^staging/offers/${account.userId}/`));
  return account;
}

describe('deleting one’s own account (DELETE /me)', () => {
  it('leaves no table item, stored object or Cognito user of that account, and other accounts untouched', async () => {
    const leaving = await accountWithData();
    const staying = await accountWithData();
    // The account, 30 request stand-ins and the comparison's five items.
    expect((await itemsMentioning(leaving.userId)).length).toBe(36);
    const leavingObjects = await objectsMentioning(leaving.userId);
    expect(leavingObjects.length).toBe(5);
    expect(leavingObjects.filter((key) => key.startsWith('staging/'))).toHaveLength(2);
    expect(leavingObjects.filter((key) => key.startsWith(`offers/${leaving.userId}/`))).toHaveLength(1);
    const stayingItems = await itemsMentioning(staying.userId);
    const stayingObjects = await objectsMentioning(staying.userId);

    const { accessToken } = await signInTokens(stack, leaving.email, leaving.password);
    const answer = await callApi(stack, accessToken, 'DELETE', '/me', { currentPassword: leaving.password });
    expect(answer.status).toBe(204);

    expect(await itemsMentioning(leaving.userId)).toEqual([]);
    expect(await objectsMentioning(leaving.userId)).toEqual([]);
    expect(await poolUserExists(leaving.email)).toBe(false);
    await expect(signInTokens(stack, leaving.email, leaving.password)).rejects.toThrow();
    // The token still verifies until it expires, but there is no account behind it any more.
    expect((await callApi(stack, accessToken, 'GET', '/me')).status).toBe(404);
    // Nor can it leave new files behind: no upload form is issued for a deleted account.
    expect((await callApi(stack, accessToken, 'POST', '/me/picture/upload', { contentType: 'image/png' })).status).toBe(404);
    expect(await objectsMentioning(leaving.userId)).toEqual([]);

    expect(await itemsMentioning(staying.userId)).toEqual(stayingItems);
    expect(await objectsMentioning(staying.userId)).toEqual(stayingObjects);
    expect(await poolUserExists(staying.email)).toBe(true);
    const other = await signInTokens(stack, staying.email, staying.password);
    expect((await callApi(stack, other.accessToken, 'GET', '/me')).status).toBe(200);
  });

  it('refuses a wrong or missing current password (400 on currentPassword, spec text) and deletes nothing', async () => {
    const account = await accountWithData();
    const items = await itemsMentioning(account.userId);
    const objects = await objectsMentioning(account.userId);
    const { accessToken } = await signInTokens(stack, account.email, account.password);

    const wrong = await callApi(stack, accessToken, 'DELETE', '/me', { currentPassword: 'Not-the-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: { message: messages.profile.wrongCurrentPassword, fields: { currentPassword: messages.profile.wrongCurrentPassword } },
    });
    // No JSON body at all is refused before validation (415, as for every route with a body).
    expect((await callApi(stack, accessToken, 'DELETE', '/me')).status).toBe(415);
    for (const body of [{}, { currentPassword: '' }]) {
      const missing = await callApi(stack, accessToken, 'DELETE', '/me', body);
      expect(missing.status).toBe(400);
      expect(Object.keys((missing.body as { error: { fields: object } }).error.fields)).toEqual(['currentPassword']);
    }

    expect(await itemsMentioning(account.userId)).toEqual(items);
    expect(await objectsMentioning(account.userId)).toEqual(objects);
    expect(await poolUserExists(account.email)).toBe(true);
    expect((await callApi(stack, accessToken, 'GET', '/me')).status).toBe(200);
  });

  it('also deletes the e-mailed links of an account made through signup', async () => {
    const email = uniqueEmail('links');
    expect((await postJson(stack, '/signup', physicianForm(email))).status).toBe(201);
    const { AccessToken } = await signupSignIn(stack, email, strongPassword);
    const me = await callApi(stack, AccessToken!, 'GET', '/me');
    const userId = (me.body as { userId: string }).userId;
    // The verification link sent at signup is an item that names the user.
    expect((await itemsMentioning(userId)).some((item) => String(item.PK).startsWith('LINK#'))).toBe(true);
    expect((await callApi(stack, AccessToken!, 'DELETE', '/me', { currentPassword: strongPassword })).status).toBe(204);
    expect(await itemsMentioning(userId)).toEqual([]);
  });

  it('deletes a staff account in a group the same way, and a repeated call is harmless', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const { accessToken } = await signInTokens(stack, staff.email, staff.password);
    expect((await callApi(stack, accessToken, 'DELETE', '/me', { currentPassword: staff.password })).status).toBe(204);
    expect((await callApi(stack, accessToken, 'DELETE', '/me', { currentPassword: staff.password })).status).toBe(204);
    expect(await itemsMentioning(staff.userId)).toEqual([]);
    expect(await poolUserExists(staff.email)).toBe(false);
    // The seeded admin is still there.
    expect(await poolUserExists(stack.resources.admin.email)).toBe(true);
  });
});

describe('an admin deletes a physician: the person is told by e-mail (issue 37)', () => {
  const deletedSubject = 'Your Physician Contracts account was deleted';
  const outboxKey = (userId: string) => keys.queuedMail(userId, 'accountDeleted');
  const queued = async (userId: string) => (await itemsMentioning(userId)).filter((item) => item.SK === outboxKey(userId).SK);
  const adminToken = async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    return (await signInTokens(stack, admin.email, admin.password)).accessToken;
  };

  it('mails the deleted address once the deletion is complete: their first name, who deleted it, whom to contact, no link with a secret', async () => {
    const token = await adminToken();
    const leaving = await createTestAccount(stack, { firstName: 'Nadia', lastName: 'Leaving' });
    expect((await callApi(stack, token, 'DELETE', `/users/${leaving.userId}`)).status).toBe(204);

    expect(await itemsMentioning(leaving.userId)).toEqual([]);
    expect(await poolUserExists(leaving.email)).toBe(false);
    const mails = await mailsTo(stack.urls.mailbox, leaving.email);
    expect(mails.map((mail) => mail.subject)).toEqual([deletedSubject]);
    const text = mails[0]!.body.text ?? '';
    expect(text).toContain('Hello Nadia,');
    expect(text).toContain('An administrator of Physician Contracts has deleted your account and its data');
    expect(text).toContain('write to our staff from the Contact page');
    // Nothing of theirs but the first name, and no link that carries a token.
    expect(text).not.toContain('Leaving');
    expect(text).not.toContain(leaving.email);
    expect(text.match(/https?:\/\/\S+/g)).toEqual([`${stack.urls.web}/contact`]);
  });

  it('completes the deletion while SES refuses, keeps only the notice in the outbox, and the job mails it once SES accepts again', async () => {
    const token = await adminToken();
    const leaving = await createTestAccount(stack, { firstName: 'Omar', lastName: 'Queued' });
    await refuseSending(stack.urls.mailbox, true);
    try {
      expect((await callApi(stack, token, 'DELETE', `/users/${leaving.userId}`)).status).toBe(204);
      expect(await poolUserExists(leaving.email)).toBe(false);
      expect(await objectsMentioning(leaving.userId)).toEqual([]);
      // The account's partition holds nothing but the notice, with the address and first name it needs.
      const left = await itemsMentioning(leaving.userId);
      expect(left.map((item) => item.SK)).toEqual([outboxKey(leaving.userId).SK]);
      expect(left[0]).toMatchObject({ kind: 'accountDeleted', email: leaving.email, firstName: 'Omar', attempts: 1 });
      expect(left[0]).not.toHaveProperty('lastName');
      expect(await mailsTo(stack.urls.mailbox, leaving.email)).toHaveLength(0);
    } finally {
      await refuseSending(stack.urls.mailbox, false);
    }
    // Due now (the job backs off a minute after a refusal): the job sends it and empties the partition.
    const now = Date.now();
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: outboxKey(leaving.userId),
        UpdateExpression: 'SET dueAt = :now, GSI1SK = :due',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': now, ':due': keys.queuedMailList(now, leaving.userId).GSI1SK },
      }),
    );
    await vi.waitFor(async () => expect(await queued(leaving.userId)).toEqual([]), { timeout: 15_000, interval: 250 });
    const mails = await mailsTo(stack.urls.mailbox, leaving.email);
    expect(mails.map((mail) => mail.subject)).toEqual([deletedSubject]);
    expect(mails[0]!.body.text).toContain('Hello Omar,');
    expect(await itemsMentioning(leaving.userId)).toEqual([]);
  });
});
