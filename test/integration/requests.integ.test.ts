import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type * as RequestRecords from '#functions/adapters/requests.ts';
import { keys } from '#functions/adapters/table.ts';
import type { MyRequest } from '#shared/api/requests.ts';
import * as messages from '#shared/messages.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { forgetDailyLimits } from '../support/daily-limits';
import { mailsTo } from '../support/mailbox';
import { encryptedPdf, makePdf, oversizedPdf, renamedTextFile } from '../support/pdfs';
import { getItem } from '../support/signup-flow';
import { bucketClient, tableClient } from '../support/clients';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { withoutReaderFindings } from '../support/reader-findings';
import * as requestForms from '../support/request-forms';
import { newUploadForm, postToBucket, type UploadForm } from '../support/uploads';

const stack = inject('stack');
const s3 = bucketClient(stack);
afterAll(() => s3.destroy());

// The injected failure: the record write, in this process's copy of the service (the API's own
// copy runs in the stack's gateway and is never touched).
const failRecordWrite = vi.hoisted(() => ({ next: false }));
vi.mock('#functions/adapters/requests.ts', async (importOriginal) => {
  const original = await importOriginal<typeof RequestRecords>();
  return {
    ...original,
    putRequest: async (record: RequestRecords.RequestRecord) => {
      if (failRecordWrite.next) {
        failRecordWrite.next = false;
        throw new Error('injected: the table is unavailable');
      }
      return original.putRequest(record);
    },
  };
});

async function tokenOf(account: TestAccount) {
  return (await signInTokens(stack, account.email, account.password)).accessToken;
}

/** What the browser does: a presigned POST from the API, then the file straight to the bucket. */
async function upload(token: string, file: Buffer): Promise<{ upload: UploadForm; posted: Response }> {
  const upload = await newUploadForm(stack, token, '/me/requests/upload');
  return { upload, posted: await postToBucket(upload, file, { fileName: 'offer.pdf' }) };
}

async function uploaded(token: string, file: Buffer): Promise<UploadForm> {
  const { upload: staged, posted } = await upload(token, file);
  expect(posted.status, await posted.clone().text()).toBeLessThan(300);
  return staged;
}

async function objectKeysUnder(prefix: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: stack.resources.uploadsBucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function objectExists(key: string) {
  return s3.send(new HeadObjectCommand({ Bucket: stack.resources.uploadsBucket, Key: key })).then(
    () => true,
    () => false,
  );
}

async function requestItems(userId: string) {
  const { Items } = await tableClient(stack).send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :request)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':request': 'REQUEST#' },
    }),
  );
  return (Items ?? []).map(withoutReaderFindings);
}

const consultForm = { ...requestForms.consultForm, otherData: 'Base salary offer seems low for the region.' } as const;

const reviewForm = {
  firstName: 'Paula',
  lastName: 'Physician',
  email: 'paula.review@example.test',
  phone: '5557654321',
  practiceType: 'private_practice',
  resident: true,
  speciality: 'dermatology',
  terms: true,
  comments: 'Please look at the non-compete clause.',
} as const;

describe('compensation consultations and contract reviews', () => {
  let physician: TestAccount;
  let token: string;
  beforeAll(async () => {
    physician = await createTestAccount(stack, { role: 'physician', firstName: 'Paula', lastName: 'Physician' });
    token = await tokenOf(physician);
  });
  // One physician submits more in this file than a day allows (the daily limits: abuse-limits.integ.test.ts).
  beforeEach(() => forgetDailyLimits(stack, physician.userId));

  it('keeps a checked consultation at requests/<user>/compensationConsult/<timestamp>.pdf, lists it and e-mails a receipt', async () => {
    const pdf = await makePdf(3);
    const staged = await uploaded(token, pdf);
    expect(staged.key).toMatch(new RegExp(`^staging/requests/${physician.userId}/`));
    expect(staged.maxBytes).toBe(20 * 1024 * 1024);
    const submitted = await callApi(stack, token, 'POST', '/me/requests/compensationConsult', { ...consultForm, key: staged.key });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const request = submitted.body as MyRequest;
    expect(request).toMatchObject({
      type: 'compensationConsult',
      status: 'submitted',
      reviewed: false,
      hasReview: false,
      pages: 3,
      note: consultForm.otherData,
    });
    expect(request.timeline.submittedAt).toBe(request.timeStamp);

    // The record: every field of spec §3, in the owner's partition, listed for the staff by type and state.
    const item = await getItem(stack, keys.request(physician.userId, 'compensationConsult', request.timeStamp));
    expect(item).toMatchObject({
      file: `requests/${physician.userId}/compensationConsult/${request.timeStamp}.pdf`,
      timeStamp: request.timeStamp,
      otherData: consultForm.otherData,
      phone: '5551234567',
      practiceState: 'CA',
      practiceType: 'academic',
      resident: false,
      years: '4',
      speciality: 'cardiology',
      agreed: true,
      reviewed: false,
      status: 'submitted',
      firstName: 'Paula',
      email: physician.email,
      GSI1PK: 'REQUESTS#compensationConsult',
      GSI2PK: 'REQUESTS#compensationConsult#unreviewed',
    });
    expect(item).not.toHaveProperty('reviewLink');
    // The checked copy is kept byte for byte, the copy rebuilt for staff beside it (decision 0030); the staged upload is gone.
    expect(item!.staffFile).toBe(`requests/${physician.userId}/compensationConsult/${request.timeStamp}.staff.pdf`);
    expect(await objectKeysUnder(`requests/${physician.userId}/`)).toEqual([item!.file, item!.staffFile].sort());
    expect(await objectExists(staged.key)).toBe(false);

    const listed = await callApi(stack, token, 'GET', '/me/requests/compensationConsult');
    expect((listed.body as { requests: MyRequest[] }).requests).toEqual([request]);
    expect(((await callApi(stack, token, 'GET', '/me/requests/contractReview')).body as { requests: MyRequest[] }).requests).toEqual([]);

    const link = await callApi(stack, token, 'GET', `/me/requests/compensationConsult/${request.requestId}/file`);
    expect(link.status).toBe(200);
    const { url } = link.body as { url: string };
    expect(url).toContain('X-Amz-Expires=300');
    const file = await fetch(url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    // No review yet.
    expect((await callApi(stack, token, 'GET', `/me/requests/compensationConsult/${request.requestId}/file?file=review`)).status).toBe(404);

    await vi.waitFor(async () =>
      expect((await mailsTo(stack.urls.mailbox, physician.email)).map((mail) => mail.subject)).toContain(
        'We received your compensation consultation request',
      ),
    );
  });

  it('keeps a contract review with its form fields and lists newest first', async () => {
    const first = await callApi(stack, token, 'POST', '/me/requests/contractReview', {
      ...reviewForm,
      key: (await uploaded(token, await makePdf(1))).key,
    });
    const second = await callApi(stack, token, 'POST', '/me/requests/contractReview', {
      ...reviewForm,
      key: (await uploaded(token, await makePdf(2))).key,
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const listed = ((await callApi(stack, token, 'GET', '/me/requests/contractReview')).body as { requests: MyRequest[] }).requests;
    expect(listed.map((request) => request.pages)).toEqual([2, 1]);
    const item = await getItem(stack, keys.request(physician.userId, 'contractReview', listed[0]!.timeStamp));
    const { terms: _terms, ...reviewFields } = reviewForm;
    expect(item).toMatchObject({ ...reviewFields, agreed: true, privacy: true, practiceType: 'private_practice', resident: true });
    expect(item).not.toHaveProperty('years');
    expect(item!.file).toBe(`requests/${physician.userId}/contractReview/${listed[0]!.timeStamp}.pdf`);
  });

  it("takes a US phone as people type it and keeps its 10 digits, and the file's own name, listed to its owner (issue 29)", async () => {
    const caller = await createTestAccount(stack, { role: 'physician' });
    const token = await tokenOf(caller);
    for (const [type, form, typed] of [
      ['compensationConsult', consultForm, '(614) 555-0142'],
      ['contractReview', reviewForm, '+1 614 555 0142'],
    ] as const) {
      const submitted = await callApi(stack, token, 'POST', `/me/requests/${type}`, {
        ...form,
        phone: typed,
        key: (await uploaded(token, await makePdf(1))).key,
        fileName: `${type} – Mercy Health (final).pdf`,
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
      const request = submitted.body as MyRequest;
      const item = await getItem(stack, keys.request(caller.userId, type, request.timeStamp));
      expect(item).toMatchObject({ phone: '6145550142', fileName: `${type} – Mercy Health (final).pdf` });
      expect(request).toMatchObject({ phone: '6145550142', fileName: `${type} – Mercy Health (final).pdf` });
      const listed = (await callApi(stack, token, 'GET', `/me/requests/${type}`)).body as { requests: MyRequest[] };
      expect(listed.requests.map((listedRequest) => listedRequest.fileName)).toEqual([`${type} – Mercy Health (final).pdf`]);
    }
  });

  it('refuses a bad form with 400 naming the field, and keeps the staged upload for another try', async () => {
    const staged = await uploaded(token, await makePdf(1));
    const before = await requestItems(physician.userId);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...reviewForm, phone: '555123456' }, 'phone', messages.requests.invalidPhone],
      [{ ...reviewForm, phone: '555-123-45' }, 'phone'],
      [{ ...reviewForm, phone: '+44 20 7946 0958' }, 'phone', messages.requests.invalidPhone],
      [{ ...reviewForm, phone: '614-555-CALL' }, 'phone', messages.requests.invalidPhone],
      [{ ...reviewForm, fileName: 'contract\u202Efdp.exe' }, 'fileName'],
      [{ ...reviewForm, fileName: 'x'.repeat(256) }, 'fileName'],
      [{ ...reviewForm, terms: false }, 'terms'],
      [{ ...reviewForm, resident: false }, 'years'],
      [{ ...reviewForm, comments: 'x'.repeat(2001) }, 'comments'],
    ];
    for (const [form, field, text] of cases) {
      const answer = await callApi(stack, token, 'POST', '/me/requests/contractReview', { ...form, key: staged.key });
      expect(answer.status, field).toBe(400);
      const fields = (answer.body as { error: { fields: Record<string, string> } }).error.fields;
      expect(fields, field).toHaveProperty(field);
      if (text) expect(fields[field]).toBe(text);
    }
    expect(await requestItems(physician.userId)).toEqual(before);
    expect(await objectExists(staged.key)).toBe(true);
  });

  it('refuses a renamed text file posted through the presigned form: nothing is stored', async () => {
    const before = await objectKeysUnder(`requests/${physician.userId}/`);
    const items = await requestItems(physician.userId);
    const stagedBefore = await objectKeysUnder(`staging/requests/${physician.userId}/`);
    const staged = await uploaded(token, renamedTextFile());
    const answer = await callApi(stack, token, 'POST', '/me/requests/compensationConsult', { ...consultForm, key: staged.key });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: { fields: Record<string, string> } }).error.fields.file).toBe(messages.requests.pdfUnreadable);
    expect(await objectKeysUnder(`requests/${physician.userId}/`)).toEqual(before);
    expect(await objectKeysUnder(`staging/requests/${physician.userId}/`)).toEqual(stagedBefore);
    expect(await requestItems(physician.userId)).toEqual(items);
  });

  it('refuses a password-protected and a broken PDF with a clear message: nothing is stored', async () => {
    const before = await objectKeysUnder(`requests/${physician.userId}/`);
    const stagedBefore = await objectKeysUnder(`staging/requests/${physician.userId}/`);
    const pdf = await makePdf(2);
    for (const [file, text] of [
      [await encryptedPdf(), messages.requests.pdfEncrypted],
      [pdf.subarray(0, Math.floor(pdf.length / 2)), messages.requests.pdfUnreadable],
    ] as const) {
      const staged = await uploaded(token, file);
      const answer = await callApi(stack, token, 'POST', '/me/requests/contractReview', { ...reviewForm, key: staged.key });
      expect(answer.status).toBe(400);
      expect((answer.body as { error: { fields: Record<string, string> } }).error.fields.file).toBe(text);
    }
    expect(await objectKeysUnder(`requests/${physician.userId}/`)).toEqual(before);
    expect(await objectKeysUnder(`staging/requests/${physician.userId}/`)).toEqual(stagedBefore);
  });

  it('refuses a file over 20 MB at the bucket (the policy’s content-length-range), so nothing is stored', async () => {
    const { upload: staged, posted } = await upload(token, oversizedPdf());
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('EntityTooLarge');
    expect(await objectExists(staged.key)).toBe(false);
    expect((await callApi(stack, token, 'POST', '/me/requests/compensationConsult', { ...consultForm, key: staged.key })).status).toBe(404);
  });

  it('hands out an upload form that expires within minutes, and the bucket refuses an expired one', async () => {
    const created = (await callApi(stack, token, 'POST', '/me/requests/upload', { contentType: 'application/pdf' })).body as UploadForm;
    const policy = JSON.parse(Buffer.from(created.fields.Policy!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 20 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    // The same kind of form signed to expire at once (the product's lasts 5 minutes).
    const expired = await createPresignedPost(s3, {
      Bucket: stack.resources.uploadsBucket,
      Key: created.key,
      Conditions: [['content-length-range', 1, 20 * 1024 * 1024]],
      Fields: { 'Content-Type': 'application/pdf' },
      Expires: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const form = new FormData();
    for (const [name, value] of Object.entries(expired.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(await makePdf(1))], { type: 'application/pdf' }));
    const posted = await fetch(expired.url, { method: 'POST', body: form });
    expect(posted.status).toBe(403);
    expect(await posted.text()).toContain('Policy expired');
    expect(await objectExists(created.key)).toBe(false);
    expect((await callApi(stack, token, 'POST', '/me/requests/compensationConsult', { ...consultForm, key: created.key })).status).toBe(404);
  });

  it('hands its owner the review PDF once the record holds one (what the dashboard will deliver)', async () => {
    const request = (
      await callApi(stack, token, 'POST', '/me/requests/contractReview', { ...reviewForm, key: (await uploaded(token, await makePdf(1))).key })
    ).body as MyRequest;
    const path = `/me/requests/contractReview/${request.requestId}/file?file=review`;
    expect((await callApi(stack, token, 'GET', path)).status).toBe(404);
    // What issue 15 will do: the review beside the request, then the record marked reviewed.
    const reviewKey = `requests/${physician.userId}/contractReview/${request.timeStamp}.review.pdf`;
    const review = await makePdf(1, 'Review');
    await s3.send(new PutObjectCommand({ Bucket: stack.resources.uploadsBucket, Key: reviewKey, Body: review, ContentType: 'application/pdf' }));
    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: keys.request(physician.userId, 'contractReview', request.timeStamp),
        // Moved to the reviewed list as a delivered review is (other suites read the staff tables).
        UpdateExpression: 'SET reviewLink = :link, reviewed = :true, #status = :reviewed, reviewedAt = :now, GSI2PK = :list',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':link': reviewKey,
          ':true': true,
          ':reviewed': 'reviewed',
          ':now': Date.now(),
          ':list': keys.requestStateListPartition('contractReview', true),
        },
      }),
    );
    const listed = ((await callApi(stack, token, 'GET', '/me/requests/contractReview')).body as { requests: MyRequest[] }).requests;
    expect(listed.find((item) => item.requestId === request.requestId)).toMatchObject({ status: 'reviewed', reviewed: true, hasReview: true });
    const link = await callApi(stack, token, 'GET', path);
    expect(link.status).toBe(200);
    expect(Buffer.from(await (await fetch((link.body as { url: string }).url)).arrayBuffer()).equals(review)).toBe(true);
  });

  it('answers 404 to another physician asking for the record or its file, and learns them nothing', async () => {
    const mine = (
      await callApi(stack, token, 'POST', '/me/requests/contractReview', { ...reviewForm, key: (await uploaded(token, await makePdf(1))).key })
    ).body as MyRequest;
    const other = await createTestAccount(stack, { role: 'physician' });
    const otherToken = await tokenOf(other);
    const path = `/me/requests/contractReview/${mine.requestId}`;
    const missing = await callApi(stack, otherToken, 'GET', `/me/requests/contractReview/${Number(mine.requestId) + 1}/file`);
    const theirs = await callApi(stack, otherToken, 'GET', `${path}/file`);
    expect(theirs).toEqual(missing);
    expect(theirs.status).toBe(404);
    expect(await callApi(stack, otherToken, 'DELETE', path)).toEqual(
      await callApi(stack, otherToken, 'DELETE', `/me/requests/contractReview/${Number(mine.requestId) + 1}`),
    );
    expect(((await callApi(stack, otherToken, 'GET', '/me/requests/contractReview')).body as { requests: MyRequest[] }).requests).toEqual([]);
    // Nor can they submit someone else's staged upload.
    const staged = await uploaded(token, await makePdf(1));
    expect((await callApi(stack, otherToken, 'POST', '/me/requests/contractReview', { ...reviewForm, key: staged.key })).status).toBe(404);
    expect(await objectExists(staged.key)).toBe(true);
    // Staff use the dashboard (issue 15), not these routes.
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    expect((await callApi(stack, await tokenOf(staff), 'GET', `${path}/file`)).status).toBe(403);
    // Still there for its owner.
    expect((await callApi(stack, token, 'GET', `${path}/file`)).status).toBe(200);
  });

  it('withdraws an unreviewed request: its record and file are gone; a reviewed one stays', async () => {
    const request = (
      await callApi(stack, token, 'POST', '/me/requests/compensationConsult', { ...consultForm, key: (await uploaded(token, await makePdf(1))).key })
    ).body as MyRequest;
    const key = keys.request(physician.userId, 'compensationConsult', request.timeStamp);
    const file = (await getItem(stack, key))!.file as string;
    const path = `/me/requests/compensationConsult/${request.requestId}`;
    expect((await callApi(stack, token, 'DELETE', path)).status).toBe(204);
    expect(await getItem(stack, key)).toBeUndefined();
    expect(await objectExists(file)).toBe(false);
    expect((await callApi(stack, token, 'DELETE', path)).status).toBe(404);

    const reviewed = (
      await callApi(stack, token, 'POST', '/me/requests/compensationConsult', { ...consultForm, key: (await uploaded(token, await makePdf(1))).key })
    ).body as MyRequest;
    const reviewedKey = keys.request(physician.userId, 'compensationConsult', reviewed.timeStamp);
    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: reviewedKey,
        // Moved to the reviewed list as a delivered review is (other suites read the staff tables).
        UpdateExpression: 'SET reviewed = :true, GSI2PK = :list',
        ExpressionAttributeValues: { ':true': true, ':list': keys.requestStateListPartition('compensationConsult', true) },
      }),
    );
    const refused = await callApi(stack, token, 'DELETE', `/me/requests/compensationConsult/${reviewed.requestId}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { message: string } }).error.message).toBe(messages.requests.reviewedNotWithdrawable);
    expect(await getItem(stack, reviewedKey)).toBeDefined();
  });

  it('leaves neither record nor file when the record cannot be written after the upload', async () => {
    for (const [name, value] of Object.entries(stack.functionEnv)) if (name !== 'NODE_OPTIONS') process.env[name] = value;
    const { submitRequest } = await import('#functions/services/request-submission.ts');
    const account = (await callApi(stack, token, 'GET', '/me')).body as Parameters<typeof submitRequest>[0];
    const filesBefore = await objectKeysUnder(`requests/${physician.userId}/`);
    const itemsBefore = await requestItems(physician.userId);
    const stagedBefore = await objectKeysUnder(`staging/requests/${physician.userId}/`);
    const staged = await uploaded(token, await makePdf(1));
    failRecordWrite.next = true;
    const now = Date.now();
    await expect(submitRequest(account, staged.key, { type: 'compensationConsult', ...consultForm }, now)).rejects.toThrow('injected');
    expect(await objectExists(`requests/${physician.userId}/compensationConsult/${now}.pdf`)).toBe(false);
    expect(await objectKeysUnder(`requests/${physician.userId}/`)).toEqual(filesBefore);
    expect(await objectKeysUnder(`staging/requests/${physician.userId}/`)).toEqual(stagedBefore);
    expect(await requestItems(physician.userId)).toEqual(itemsBefore);
  });

  it('is removed with the account: DELETE /me deletes every request and file', async () => {
    const leaving = await createTestAccount(stack, { role: 'physician' });
    const leavingToken = await tokenOf(leaving);
    await callApi(stack, leavingToken, 'POST', '/me/requests/compensationConsult', {
      ...consultForm,
      key: (await uploaded(leavingToken, await makePdf(1))).key,
    });
    await callApi(stack, leavingToken, 'POST', '/me/requests/contractReview', {
      ...reviewForm,
      key: (await uploaded(leavingToken, await makePdf(1))).key,
    });
    await uploaded(leavingToken, await makePdf(1)); // staged, never submitted
    expect(await requestItems(leaving.userId)).toHaveLength(2);
    expect(await objectKeysUnder(`requests/${leaving.userId}/`)).toHaveLength(4); // each PDF and the copy rebuilt for staff
    expect((await callApi(stack, leavingToken, 'DELETE', '/me', { currentPassword: leaving.password })).status).toBe(204);
    expect(await requestItems(leaving.userId)).toEqual([]);
    expect(await objectKeysUnder(`requests/${leaving.userId}/`)).toEqual([]);
    expect(await objectKeysUnder(`staging/requests/${leaving.userId}/`)).toEqual([]);
  });
});
