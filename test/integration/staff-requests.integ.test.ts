import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import type { MyRequest } from '#shared/api/requests.ts';
import type { StaffRequestDetail, StaffRequestPage } from '#shared/api/staff-requests.ts';
import type { RequestType } from '#shared/constants/request-types.ts';
import * as messages from '#shared/messages.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { mailsTo } from '../support/mailbox';
import { makePdf, pdfWithHiddenOpenAction, renamedTextFile } from '../support/pdfs';
import { getItem } from '../support/signup-flow';
import { bucketClient, cognitoClient, tableClient } from '../support/clients';
import { stageUpload } from '../support/uploads';
import { letter, linkTo } from '../support/pdfs-active';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

const stack = inject('stack');
const s3 = bucketClient(stack);
afterAll(() => s3.destroy());

async function tokenOf(account: TestAccount) {
  return (await signInTokens(stack, account.email, account.password)).accessToken;
}

async function objectExists(key: string) {
  return s3.send(new HeadObjectCommand({ Bucket: stack.resources.uploadsBucket, Key: key })).then(
    () => true,
    () => false,
  );
}

const reviewForm = {
  firstName: 'Rita',
  lastName: 'Reviewee',
  email: 'rita.review@example.test',
  phone: '5557654321',
  practiceType: 'private_practice',
  resident: true,
  speciality: 'dermatology',
  terms: true,
  comments: 'Please look at the non-compete clause.',
} as const;

async function submitReview(token: string): Promise<MyRequest> {
  const key = await stageUpload(stack, token, '/me/requests/upload', await makePdf(2, 'Contract'));
  const submitted = await callApi(stack, token, 'POST', '/me/requests/contractReview', { ...reviewForm, key });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  return submitted.body as MyRequest;
}

async function page(token: string, type: RequestType, filter: string, cursor?: string) {
  const query = new URLSearchParams({ filter, ...(cursor ? { cursor } : {}) });
  return callApi(stack, token, 'GET', `/dashboard/requests/${type}?${query}`);
}

async function totals(token: string, type: RequestType = 'contractReview') {
  const total = async (filter: string) => ((await page(token, type, filter)).body as StaffRequestPage).total;
  return { all: await total('all'), reviewed: await total('reviewed'), nonReviewed: await total('non-reviewed') };
}

/** How many items the indexes hold (what a count of the lists would say), to hold the counters against. */
async function indexCount(index: 'GSI1' | 'GSI2', partition: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const output = await tableClient(stack).send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        IndexName: index,
        KeyConditionExpression: `${index}PK = :pk`,
        ExpressionAttributeValues: { ':pk': partition },
        Select: 'COUNT',
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    count += output.Count ?? 0;
    startKey = output.LastEvaluatedKey;
  } while (startKey);
  return count;
}

const base = (request: { userId: string; requestId: string }, type: RequestType = 'contractReview') =>
  `/dashboard/requests/${type}/${request.userId}/${request.requestId}`;

describe('the staff dashboard: request tables, User Details, downloads and feedback', () => {
  let physician: TestAccount;
  let physicianToken: string;
  let staff: TestAccount;
  let staffToken: string;
  let otherStaff: TestAccount;
  let otherToken: string;
  beforeAll(async () => {
    [physician, staff, otherStaff] = await Promise.all([
      createTestAccount(stack, { role: 'physician', firstName: 'Rita', lastName: 'Reviewee' }),
      createTestAccount(stack, { role: 'staff', approved: true, firstName: 'Sam', lastName: 'Staff' }),
      createTestAccount(stack, { role: 'staff', approved: true, firstName: 'Olga', lastName: 'Other' }),
    ]);
    [physicianToken, staffToken, otherToken] = await Promise.all([tokenOf(physician), tokenOf(staff), tokenOf(otherStaff)]);
  });

  it('keeps "Showing N" true through submission, withdrawal, review and account deletion (counters in the same transactions)', async () => {
    const start = await totals(staffToken);
    const indexStart = {
      all: await indexCount('GSI1', 'REQUESTS#contractReview'),
      reviewed: await indexCount('GSI2', 'REQUESTS#contractReview#reviewed'),
    };
    const owner = await createTestAccount(stack, { role: 'physician' });
    const ownerToken = await tokenOf(owner);
    const [first, second] = [await submitReview(ownerToken), await submitReview(ownerToken)];
    expect(await totals(staffToken)).toEqual({ all: start.all + 2, reviewed: start.reviewed, nonReviewed: start.nonReviewed + 2 });

    expect((await callApi(stack, ownerToken, 'DELETE', `/me/requests/contractReview/${second.requestId}`)).status).toBe(204);
    expect(await totals(staffToken)).toEqual({ all: start.all + 1, reviewed: start.reviewed, nonReviewed: start.nonReviewed + 1 });

    const key = await stageUpload(stack, staffToken, '/dashboard/feedback/upload', await makePdf(1, 'Review'));
    expect((await callApi(stack, staffToken, 'POST', `${base({ userId: owner.userId, requestId: first.requestId })}/feedback`, { key })).status).toBe(
      200,
    );
    expect(await totals(staffToken)).toEqual({ all: start.all + 1, reviewed: start.reviewed + 1, nonReviewed: start.nonReviewed });
    // The counters moved exactly as the indexes did.
    expect(await indexCount('GSI1', 'REQUESTS#contractReview')).toBe(indexStart.all + 1);
    expect(await indexCount('GSI2', 'REQUESTS#contractReview#reviewed')).toBe(indexStart.reviewed + 1);

    // Deleting the account uncounts its reviewed request, and removes the review kept under the staff's prefix.
    const reviewKey = `staff/${staff.userId}/feedbacks/requests/${owner.userId}/contractReview/${first.requestId}.pdf`;
    expect(await objectExists(reviewKey)).toBe(true);
    expect((await callApi(stack, ownerToken, 'DELETE', '/me', { currentPassword: owner.password })).status).toBe(204);
    expect(await totals(staffToken)).toEqual(start);
    expect(await objectExists(reviewKey)).toBe(false);
    expect(await indexCount('GSI1', 'REQUESTS#contractReview')).toBe(indexStart.all);
  });

  it('lists newest upload first, a page at a time with an opaque cursor, filtered by reviewed state', async () => {
    const owner = await createTestAccount(stack, { role: 'physician' });
    const ownerToken = await tokenOf(owner);
    const submitted = [];
    for (let index = 0; index < 3; index++) submitted.push(await submitReview(ownerToken));
    const all = (await page(staffToken, 'contractReview', 'all')).body as StaffRequestPage;
    const mine = all.requests.filter((row) => row.userId === owner.userId).map((row) => row.requestId);
    expect(mine).toEqual(submitted.map((request) => request.requestId).reverse());
    expect(all.requests[0]).toMatchObject({
      firstName: 'Rita',
      lastName: 'Reviewee',
      email: reviewForm.email,
      practiceType: 'private_practice',
      speciality: 'dermatology',
    });
    const times = all.requests.map((row) => row.timeStamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.requests.every((row) => !('file' in row) && !('reviewLink' in row))).toBe(true);

    // Non-reviewed lists only unreviewed rows; reviewed only reviewed ones.
    const open = (await page(staffToken, 'contractReview', 'non-reviewed')).body as StaffRequestPage;
    expect(open.requests.every((row) => !row.reviewed)).toBe(true);
    const done = (await page(staffToken, 'contractReview', 'reviewed')).body as StaffRequestPage;
    expect(done.requests.every((row) => row.reviewed)).toBe(true);

    // Pages continue where they ended, without repeats, while there are more than a page.
    if (all.cursor) {
      const next = (await page(staffToken, 'contractReview', 'all', all.cursor)).body as StaffRequestPage;
      expect(next.requests.length).toBeGreaterThan(0);
      expect(next.requests.some((row) => all.requests.some((seen) => seen.userId === row.userId && seen.requestId === row.requestId))).toBe(false);
    }
    // A cursor this list did not give is refused, naming the field; so is an unknown filter.
    const forged = Buffer.from(JSON.stringify(['ACCOUNTS#staff', 'ACCOUNT', '000000000000001'])).toString('base64url');
    const refused = await page(staffToken, 'contractReview', 'all', forged);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('cursor');
    expect((await page(staffToken, 'contractReview', 'everything')).status).toBe(400);
  });

  it('opens User Details (In review), records each download, and shows the physician who opened it', async () => {
    const request = await submitReview(physicianToken);
    const ref = { userId: physician.userId, requestId: request.requestId };
    const opened = await callApi(stack, staffToken, 'POST', `${base(ref)}/open`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      firstName: 'Rita',
      email: reviewForm.email,
      phone: reviewForm.phone,
      practiceType: 'private_practice',
      resident: true,
      speciality: 'dermatology',
      feedback: reviewForm.comments,
      status: 'inReview',
      hasReview: false,
      accesses: [],
    });
    expect((opened.body as StaffRequestDetail).inReviewAt).toBeGreaterThan(0);

    const link = await callApi(stack, staffToken, 'POST', `${base(ref)}/file-link`, { file: 'upload' });
    expect(link.status).toBe(200);
    const { url } = link.body as { url: string };
    expect((await fetch(url)).status).toBe(200);
    // No review yet: 404, and nothing recorded for it.
    expect((await callApi(stack, staffToken, 'POST', `${base(ref)}/file-link`, { file: 'review' })).status).toBe(404);

    const again = (await callApi(stack, otherToken, 'POST', `${base(ref)}/open`)).body as StaffRequestDetail;
    expect(again.status).toBe('inReview');
    expect(again.inReviewAt).toBe((opened.body as StaffRequestDetail).inReviewAt);
    expect(again.accesses).toEqual([{ staffName: 'Sam Staff', file: 'upload', at: expect.any(Number) }]);

    const mine = (await callApi(stack, physicianToken, 'GET', '/me/requests/contractReview')).body as { requests: MyRequest[] };
    const shown = mine.requests.find((row) => row.requestId === request.requestId)!;
    expect(shown.status).toBe('inReview');
    expect(shown.openedBy).toEqual([{ staffName: 'Sam Staff', at: expect.any(Number) }]);
  });

  it('records one opening per reviewer, file and sign-in session: reloads add no line, a new sign-in does (issue 37)', async () => {
    const request = await submitReview(physicianToken);
    const ref = { userId: physician.userId, requestId: request.requestId };
    const reviewer = await createTestAccount(stack, { role: 'staff', approved: true, firstName: 'Rhea', lastName: 'Reloads' });
    const session = await signInTokens(stack, reviewer.email, reviewer.password);
    const openUpload = async (token: string) => {
      const answer = await callApi(stack, token, 'POST', `${base(ref)}/file-link`, { file: 'upload' });
      expect(answer.status).toBe(200);
    };
    const accesses = async () => ((await callApi(stack, otherToken, 'POST', `${base(ref)}/open`)).body as StaffRequestDetail).accesses;

    // The desk asks for the PDF's link at every load: six loads, one line, with the first opening's time.
    const firstAt = Date.now();
    for (let load = 0; load < 6; load++) await openUpload(session.accessToken);
    expect(await accesses()).toEqual([{ staffName: 'Rhea Reloads', file: 'upload', at: expect.any(Number) }]);
    expect((await accesses())[0]!.at).toBeLessThan(firstAt + 5_000);

    // A refreshed access token (a second later) is the same session: Cognito keeps its auth_time (the
    // embedded pool does too, infra/local/services/cognito-server.ts), so it adds no line.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const refreshed = await cognitoClient(stack).send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: stack.resources.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: session.refreshToken },
      }),
    );
    await openUpload(refreshed.AuthenticationResult!.AccessToken!);
    expect(await accesses()).toHaveLength(1);

    // Another reviewer is another line.
    await openUpload(staffToken);
    await openUpload(staffToken);
    expect((await accesses()).map((access) => access.staffName).sort()).toEqual(['Rhea Reloads', 'Sam Staff']);

    // A new sign-in (a second later: auth_time is in seconds) is a new session, so a new line, newest first.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = await signInTokens(stack, reviewer.email, reviewer.password);
    await openUpload(later.accessToken);
    await openUpload(later.accessToken);
    const log = await accesses();
    expect(log.filter((access) => access.staffName === 'Rhea Reloads')).toHaveLength(2);
    expect(log.map((access) => access.at)).toEqual([...log.map((access) => access.at)].sort((a, b) => b - a));

    // What is kept: who, which file, when; never a token.
    const items = await tableClient(stack).send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(physician.userId),
          ':prefix': keys.requestAccessPrefix('contractReview', request.timeStamp),
        },
      }),
    );
    expect(items.Items).toHaveLength(3);
    for (const item of items.Items!) {
      expect(Object.keys(item).sort()).toEqual(['PK', 'SK', 'at', 'file', 'kind', 'staffId', 'staffName']);
      for (const token of [session.accessToken, later.accessToken, session.refreshToken])
        expect(JSON.stringify(item)).not.toContain(token.slice(-24));
    }
  });

  it('gives staff (download and desk) a copy rebuilt from an allow-list, the physician their own bytes (issue 36)', async () => {
    // What an ordinary contract carries, which the check allows: a web link, an opening view, bookmarks.
    const original = await letter((document, [first, second]) => {
      linkTo(document, first!, { A: { S: 'URI', URI: PDFString.of('https://www.example.test/benefits') } });
      document.catalog.set(PDFName.of('OpenAction'), document.context.obj([second!.ref, PDFName.of('Fit')]));
    });
    const key = await stageUpload(stack, physicianToken, '/me/requests/upload', Buffer.from(original));
    const submitted = await callApi(stack, physicianToken, 'POST', '/me/requests/contractReview', { ...reviewForm, key });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const { requestId } = submitted.body as MyRequest;
    const ref = { userId: physician.userId, requestId };

    const download = async (token: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
      const link = await callApi(stack, token, method, path, body);
      expect(link.status).toBe(200);
      return new Uint8Array(await (await fetch((link.body as { url: string }).url)).arrayBuffer());
    };
    const own = await download(physicianToken, 'GET', `/me/requests/contractReview/${requestId}/file`);
    const staffCopy = await download(staffToken, 'POST', `${base(ref)}/file-link`, { file: 'upload' });
    expect(Buffer.from(own).equals(Buffer.from(original))).toBe(true);
    expect(Buffer.from(staffCopy).equals(Buffer.from(original))).toBe(false);

    const rebuilt = await PDFDocument.load(staffCopy);
    expect(rebuilt.catalog.get(PDFName.of('OpenAction'))).toBeUndefined();
    expect(rebuilt.getPageCount()).toBe(2);
    const textOf = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false })).text;
    expect(await textOf(staffCopy)).toEqual(await textOf(original));

    // Withdrawn: both files go.
    expect((await callApi(stack, physicianToken, 'DELETE', `/me/requests/contractReview/${requestId}`)).status).toBe(204);
    for (const name of [
      `requests/${physician.userId}/contractReview/${requestId}.pdf`,
      `requests/${physician.userId}/contractReview/${requestId}.staff.pdf`,
    ]) {
      await expect(bucketClient(stack).send(new HeadObjectCommand({ Bucket: stack.resources.uploadsBucket, Key: name }))).rejects.toThrow();
    }
  });

  it('delivers a review once: the request is reviewed at once for the physician, who is e-mailed; a second one is 409', async () => {
    const request = await submitReview(physicianToken);
    const ref = { userId: physician.userId, requestId: request.requestId };
    const key = await stageUpload(stack, staffToken, '/dashboard/feedback/upload', await makePdf(1, 'Review'));
    const delivered = await callApi(stack, staffToken, 'POST', `${base(ref)}/feedback`, { key });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);

    const record = (await getItem(stack, keys.request(physician.userId, 'contractReview', Number(request.requestId)))) as Record<string, unknown>;
    const reviewLink = `staff/${staff.userId}/feedbacks/requests/${physician.userId}/contractReview/${request.requestId}.pdf`;
    expect(record).toMatchObject({ reviewed: true, status: 'reviewed', reviewLink, GSI2PK: 'REQUESTS#contractReview#reviewed' });
    expect(await objectExists(reviewLink)).toBe(true);
    // The staff member's feedback entry (spec §3), written in the same transaction.
    const entry = await getItem(stack, keys.feedbackEntry(staff.userId, physician.userId, 'contractReview', Number(request.requestId)));
    expect(entry).toMatchObject({ requestId: request.requestId, reviewLink, timeStamp: expect.any(Number) });

    const mine = (await callApi(stack, physicianToken, 'GET', '/me/requests/contractReview')).body as { requests: MyRequest[] };
    expect(mine.requests.find((row) => row.requestId === request.requestId)).toMatchObject({ reviewed: true, hasReview: true, status: 'reviewed' });
    const review = await callApi(stack, physicianToken, 'GET', `/me/requests/contractReview/${request.requestId}/file?file=review`);
    expect(review.status).toBe(200);
    expect((await fetch((review.body as { url: string }).url)).status).toBe(200);
    await expect
      .poll(async () => (await mailsTo(stack.urls.mailbox, physician.email)).map((mail) => mail.subject))
      .toContain('Your contract review is ready');

    // Another staff member's feedback on the reviewed request: 409, their copy removed, nothing overwritten.
    const late = await stageUpload(stack, otherToken, '/dashboard/feedback/upload', await makePdf(1, 'Late review'));
    const refused = await callApi(stack, otherToken, 'POST', `${base(ref)}/feedback`, { key: late });
    expect(refused).toMatchObject({ status: 409, body: { error: { message: messages.dashboard.alreadyReviewed } } });
    expect(await getItem(stack, keys.request(physician.userId, 'contractReview', Number(request.requestId)))).toMatchObject({ reviewLink });
    expect(await objectExists(`staff/${otherStaff.userId}/feedbacks/requests/${physician.userId}/contractReview/${request.requestId}.pdf`)).toBe(
      false,
    );
    // The review download is recorded too.
    expect((await callApi(stack, otherToken, 'POST', `${base(ref)}/file-link`, { file: 'review' })).status).toBe(200);
    const detail = (await callApi(stack, otherToken, 'POST', `${base(ref)}/open`)).body as StaffRequestDetail;
    expect(detail).toMatchObject({ hasReview: true, status: 'reviewed', accesses: [{ staffName: 'Olga Other', file: 'review' }] });
  });

  it("keeps a physician's review when the staff member who wrote it deletes their account (only their feedback entries go)", async () => {
    const reviewer = await createTestAccount(stack, { role: 'staff', approved: true });
    const reviewerToken = await tokenOf(reviewer);
    const request = await submitReview(physicianToken);
    const ref = { userId: physician.userId, requestId: request.requestId };
    const key = await stageUpload(stack, reviewerToken, '/dashboard/feedback/upload', await makePdf(1, 'Review'));
    expect((await callApi(stack, reviewerToken, 'POST', `${base(ref)}/feedback`, { key })).status).toBe(200);
    expect((await callApi(stack, reviewerToken, 'DELETE', '/me', { currentPassword: reviewer.password })).status).toBe(204);
    expect(await getItem(stack, keys.feedbackEntry(reviewer.userId, physician.userId, 'contractReview', Number(request.requestId)))).toBeUndefined();
    const review = await callApi(stack, physicianToken, 'GET', `/me/requests/contractReview/${request.requestId}/file?file=review`);
    expect(review.status).toBe(200);
    expect((await fetch((review.body as { url: string }).url)).status).toBe(200);
  });

  it('refuses a feedback file that is not a PDF, and staged keys that are not the caller’s', async () => {
    const request = await submitReview(physicianToken);
    const ref = { userId: physician.userId, requestId: request.requestId };
    expect((await callApi(stack, staffToken, 'POST', '/dashboard/feedback/upload', { contentType: 'text/plain' })).status).toBe(400);
    // A text file posted as a PDF: the server's check refuses it ("Please select a PDF file.") and keeps nothing.
    const created = (await callApi(stack, staffToken, 'POST', '/dashboard/feedback/upload', { contentType: 'application/pdf' })).body as {
      url: string;
      fields: Record<string, string>;
      key: string;
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(created.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(renamedTextFile())], { type: 'application/pdf' }), 'notes.pdf');
    expect((await fetch(created.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const refused = await callApi(stack, staffToken, 'POST', `${base(ref)}/feedback`, { key: created.key });
    expect(refused).toMatchObject({ status: 400, body: { error: { message: messages.requests.pdfOnly } } });
    // Another staff member's staged key, or a request PDF's key: not found.
    const theirs = await stageUpload(stack, otherToken, '/dashboard/feedback/upload', await makePdf(1));
    expect((await callApi(stack, staffToken, 'POST', `${base(ref)}/feedback`, { key: theirs })).status).toBe(404);
    const staged = await stageUpload(stack, physicianToken, '/me/requests/upload', await makePdf(1));
    expect((await callApi(stack, staffToken, 'POST', `${base(ref)}/feedback`, { key: staged })).status).toBe(404);
    // A review that could act when the physician opens it is refused as a request would be, saying why.
    const active = await stageUpload(stack, staffToken, '/dashboard/feedback/upload', await pdfWithHiddenOpenAction());
    expect(await callApi(stack, staffToken, 'POST', `${base(ref)}/feedback`, { key: active })).toMatchObject({
      status: 400,
      body: { error: { message: messages.requests.pdfActiveContent } },
    });
    expect(await getItem(stack, keys.request(physician.userId, 'contractReview', Number(request.requestId)))).toMatchObject({ reviewed: false });
  });

  it('answers 404 for unknown requests, other owners and other types; 400 for bad ids', async () => {
    const request = await submitReview(physicianToken);
    const stranger = await createTestAccount(stack, { role: 'physician' });
    for (const ref of [
      { userId: stranger.userId, requestId: request.requestId },
      { userId: physician.userId, requestId: '1' },
    ]) {
      expect((await callApi(stack, staffToken, 'POST', `${base(ref)}/open`)).status).toBe(404);
      expect((await callApi(stack, staffToken, 'POST', `${base(ref)}/file-link`, { file: 'upload' })).status).toBe(404);
      const key = await stageUpload(stack, staffToken, '/dashboard/feedback/upload', await makePdf(1));
      expect((await callApi(stack, staffToken, 'POST', `${base(ref)}/feedback`, { key })).status).toBe(404);
    }
    const ref = { userId: physician.userId, requestId: request.requestId };
    expect((await callApi(stack, staffToken, 'POST', `${base(ref, 'compensationConsult')}/open`)).status).toBe(404);
    expect((await callApi(stack, staffToken, 'POST', `/dashboard/requests/contractReview/..%2Fx/${request.requestId}/open`)).status).toBe(400);
  });

  it('refuses physicians, unapproved staff and staff without two-step sign-in; approval revoked counts at the next call', async () => {
    const request = await submitReview(physicianToken);
    const ref = { userId: physician.userId, requestId: request.requestId };
    const calls = [
      ['GET', '/dashboard/requests/contractReview'],
      ['POST', `${base(ref)}/open`],
      ['POST', `${base(ref)}/file-link`, { file: 'upload' }],
      ['POST', '/dashboard/feedback/upload', { contentType: 'application/pdf' }],
      ['POST', `${base(ref)}/feedback`, { key: 'staging/feedbacks/x/y' }],
    ] as const;
    const waiting = await createTestAccount(stack, { role: 'staff', approved: false });
    const noTwoStep = await createTestAccount(stack, { role: 'staff', approved: true, twoStep: false });
    const [waitingToken, noTwoStepToken] = [await tokenOf(waiting), await tokenOf(noTwoStep)];
    const revoked = await createTestAccount(stack, { role: 'staff', approved: true });
    const revokedToken = await tokenOf(revoked);
    expect((await callApi(stack, revokedToken, 'GET', '/dashboard/requests/contractReview')).status).toBe(200);
    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: keys.account(revoked.userId),
        UpdateExpression: 'SET approved = :false',
        ExpressionAttributeValues: { ':false': false },
      }),
    );
    for (const [method, path, body] of calls) {
      expect((await fetch(`${stack.urls.api}${path}`, { method })).status, path).toBe(401);
      expect((await callApi(stack, physicianToken, method, path, body)).status, path).toBe(403);
      // Unapproved staff are in no group: the token's groups refuse them before the record is read.
      expect((await callApi(stack, waitingToken, method, path, body)).status, path).toBe(403);
      expect((await callApi(stack, noTwoStepToken, method, path, body)).body, path).toMatchObject({ error: { code: 'two_step_required' } });
      expect((await callApi(stack, revokedToken, method, path, body)).status, path).toBe(403);
    }
    expect(await getItem(stack, keys.request(physician.userId, 'contractReview', Number(request.requestId)))).toMatchObject({ status: 'submitted' });
  });
});
