/**
 * Uploads abused (issue 19): every way a request PDF or a picture upload can be misused, refused with
 * nothing kept (no object under any key naming the caller, no item in the caller's partition changed).
 *
 * Home exercised: the embedded stack. The bucket's refusals (size, expiry, key, fields) come from
 * infra/local/post-policy.ts, which closes s3rver's POST-policy gap as S3 enforces it in AWS; every
 * other refusal is the API's own check of the stored bytes and keys (functions/services/staged-upload.ts,
 * pdf-check.ts), the same code in both homes.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import * as messages from '#shared/messages.ts';
import { maxPdfPages } from '#shared/files/pdf.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { consultForm } from '../support/request-forms';
import { activeContentKinds, makePdf, oversizedPdf, pdfWithCatalog, pdfWithHiddenOpenAction, renamedTextFile } from '../support/pdfs';
import { solidPng } from '../support/pictures';
import { craftedActions, manyPagesPdf, objectStreamBomb } from '../support/crafted-pdfs';
import { pdfBounds } from '#functions/services/pdf-bounds.ts';
import { bucketClient, tableClient } from '../support/clients';
import { forgetDailyLimits } from '../support/daily-limits';
import { withoutReaderFindings } from '../support/reader-findings';

const stack = inject('stack');
const s3 = bucketClient(stack);
afterAll(() => s3.destroy());

interface Upload {
  url: string;
  fields: Record<string, string>;
  key: string;
}

let physician: TestAccount;
let token: string;
let other: TestAccount;
let otherToken: string;

async function newUpload(as: string, path = '/me/requests/upload', contentType = 'application/pdf'): Promise<Upload> {
  const created = await callApi(stack, as, 'POST', path, { contentType });
  expect(created.status).toBe(200);
  return created.body as Upload;
}

async function post(upload: Upload, file: Buffer, contentType = 'application/pdf', fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...fields })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), 'file');
  return fetch(upload.url, { method: 'POST', body: form });
}

async function staged(as: string, file: Buffer): Promise<Upload> {
  const upload = await newUpload(as);
  const posted = await post(upload, file);
  expect(posted.status, await posted.clone().text()).toBeLessThan(300);
  return upload;
}

const submit = (as: string, key: string) => callApi(stack, as, 'POST', '/me/requests/compensationConsult', { ...consultForm, key });

/** Everything kept for a user: each object under a key naming them, each item of their partition. */
async function keptFor(userId: string) {
  const objects: string[] = [];
  let next: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: stack.resources.uploadsBucket, ContinuationToken: next }));
    for (const object of page.Contents ?? []) if (object.Key?.includes(userId)) objects.push(`${object.Key} ${object.ETag}`);
    next = page.NextContinuationToken;
  } while (next);
  const { Items } = await tableClient(stack).send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
    }),
  );
  return { objects: objects.sort(), items: (Items ?? []).map(withoutReaderFindings) };
}

/** Runs `abuse` and checks that nothing the user keeps changed, whatever it staged on the way. */
async function keepsNothing(userId: string, abuse: () => Promise<void>) {
  const before = await keptFor(userId);
  await abuse();
  expect(await keptFor(userId)).toEqual(before);
}

const fieldsOf = (body: unknown) => (body as { error: { fields?: Record<string, string> } }).error.fields ?? {};

describe('uploads abused: refused, nothing kept (home: embedded stack; bucket checks by infra/local/post-policy.ts)', () => {
  beforeAll(async () => {
    [physician, other] = await Promise.all([createTestAccount(stack), createTestAccount(stack)]);
    token = (await signInTokens(stack, physician.email, physician.password)).accessToken;
    otherToken = (await signInTokens(stack, other.email, other.password)).accessToken;
    console.log('uploads abused: home exercised = embedded (s3rver behind infra/local/post-policy.ts; API checks as in AWS)');
  });

  // One physician tries every abuse, more uploads than a day allows (the daily limits: abuse-limits.integ.test.ts).
  beforeEach(() => forgetDailyLimits(stack, physician.userId));

  it('over the size limit: the bucket refuses it (EntityTooLarge), and its key confirms nothing', async () => {
    await keepsNothing(physician.userId, async () => {
      const upload = await newUpload(token);
      const posted = await post(upload, oversizedPdf());
      expect(posted.status).toBe(400);
      expect(await posted.text()).toContain('EntityTooLarge');
      expect((await submit(token, upload.key)).status).toBe(404);
    });
  });

  it('not a PDF (a renamed text file, a PNG sent as a PDF): 400 naming the file, copy and staged object deleted', async () => {
    for (const file of [renamedTextFile(), solidPng()]) {
      await keepsNothing(physician.userId, async () => {
        const answer = await submit(token, (await staged(token, file)).key);
        expect(answer.status).toBe(400);
        expect(fieldsOf(answer.body).file).toBe(messages.requests.pdfUnreadable);
      });
    }
  });

  it.each(Object.entries(activeContentKinds))('a PDF with active content (%s): 400 naming the file, nothing kept', async (_, addition) => {
    await keepsNothing(physician.userId, async () => {
      const answer = await submit(token, (await staged(token, await pdfWithCatalog(addition))).key);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body).file).toBe(messages.requests.pdfActiveContent);
    });
  });

  it('a PDF whose incremental update adds a script only viewers reach (an /OpenAction behind a comment): 400 naming the file, nothing kept', async () => {
    await keepsNothing(physician.userId, async () => {
      const answer = await submit(token, (await staged(token, await pdfWithHiddenOpenAction())).key);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body).file).toBe(messages.requests.pdfActiveContent);
    });
  });

  it.each(Object.entries(craftedActions))('a PDF with %s (issue 36): 400 naming the file, nothing kept', async (_, file) => {
    await keepsNothing(physician.userId, async () => {
      const answer = await submit(token, (await staged(token, file)).key);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body).file).toBe(messages.requests.pdfActiveContent);
    });
  });

  it("an object stream that inflates far past what a stream may decode to: refused as unreadable within the route's time, the API still up", async () => {
    const bomb = objectStreamBomb(pdfBounds.maxStreamBytes / 1024 / 1024 + 64);
    await keepsNothing(physician.userId, async () => {
      const started = Date.now();
      const answer = await submit(token, (await staged(token, bomb)).key);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body).file).toBe(messages.requests.pdfUnreadable);
      console.log(`object-stream bomb (${bomb.length} bytes) refused in ${Date.now() - started} ms`);
    });
    expect((await fetch(`${stack.urls.api}/health`)).status).toBe(200);
  }, 60_000);

  it('a PDF of 20,000 pages: refused with the page limit named, nothing kept', async () => {
    const long = manyPagesPdf(20_000);
    await keepsNothing(physician.userId, async () => {
      const started = Date.now();
      const answer = await submit(token, (await staged(token, long)).key);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body).file).toBe(messages.requests.pdfTooManyPages(maxPdfPages));
      console.log(`20,000-page PDF (${long.length} bytes) refused in ${Date.now() - started} ms`);
    });
  }, 60_000);

  it("another user's staged key: 404 as for a key never issued, and their upload stays theirs", async () => {
    const theirs = await staged(otherToken, await makePdf(1, 'Their offer'));
    const otherBefore = await keptFor(other.userId);
    await keepsNothing(physician.userId, async () => {
      const answer = await submit(token, theirs.key);
      const unknown = await submit(token, theirs.key.replace(/[^/]+$/, '00000000-0000-4000-8000-000000000000'));
      expect(answer).toEqual({ status: 404, body: unknown.body });
      expect(unknown.status).toBe(404);
    });
    expect(await keptFor(other.userId)).toEqual(otherBefore);
    // A picture key of theirs, offered as one's own picture.
    const picture = await newUpload(otherToken, '/me/picture/upload', 'image/png');
    expect((await post(picture, solidPng(), 'image/png')).status).toBeLessThan(300);
    await keepsNothing(physician.userId, async () => {
      expect((await callApi(stack, token, 'PUT', '/me/picture', { key: picture.key })).status).toBe(404);
    });
  });

  it('an expired policy: the bucket refuses the POST (Policy expired), and the key confirms nothing', async () => {
    const created = await newUpload(token);
    const expired = await createPresignedPost(s3, {
      Bucket: stack.resources.uploadsBucket,
      Key: created.key,
      Conditions: [['content-length-range', 1, 20 * 1024 * 1024]],
      Fields: { 'Content-Type': 'application/pdf' },
      Expires: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await keepsNothing(physician.userId, async () => {
      const posted = await post({ ...created, url: expired.url, fields: expired.fields }, await makePdf(1));
      expect(posted.status).toBe(403);
      expect(await posted.text()).toContain('Policy expired');
      expect((await submit(token, created.key)).status).toBe(404);
    });
  });

  it("a key outside the caller's prefix: the bucket refuses a form whose key was changed, and the API any key not staged by the caller", async () => {
    const upload = await newUpload(token);
    await keepsNothing(physician.userId, async () => {
      for (const key of [`staging/requests/${other.userId}/x`, `requests/${physician.userId}/compensationConsult/1.pdf`, 'staging/requests/x']) {
        const posted = await post(upload, await makePdf(1), 'application/pdf', { key });
        expect(posted.status, key).toBe(403);
      }
    });
    const mine = await staged(token, await makePdf(1));
    const id = mine.key.split('/').pop()!;
    await keepsNothing(physician.userId, async () => {
      for (const key of [
        `requests/${physician.userId}/compensationConsult/1.pdf`,
        `staging/avatars/${physician.userId}/${id}`,
        `staging/requests/${physician.userId}/../${other.userId}/${id}`,
        `staging/requests/${physician.userId}/${id}/`,
        `staging/requests/${physician.userId}`,
        `/${mine.key}`,
        `avatars/${physician.userId}/${id}`,
      ]) {
        expect((await submit(token, key)).status, key).toBe(404);
      }
    });
    // The caller's own staged upload is untouched by all that, and still goes through.
    expect((await submit(token, mine.key)).status).toBe(201);
  });

  it('a confirm for an object never uploaded: 404, and nothing is created', async () => {
    await keepsNothing(physician.userId, async () => {
      expect((await submit(token, (await newUpload(token)).key)).status).toBe(404);
      const picture = await newUpload(token, '/me/picture/upload', 'image/png');
      expect((await callApi(stack, token, 'PUT', '/me/picture', { key: picture.key })).status).toBe(404);
    });
  });
});
