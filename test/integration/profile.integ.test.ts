import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { oversizedPng, solidPng } from '../support/pictures';
import { getItem } from '../support/signup-flow';
import { keys } from '#functions/adapters/table.ts';
import { bucketClient } from '../support/clients';

const stack = inject('stack');
const s3 = bucketClient(stack);
afterAll(() => s3.destroy());

async function tokenOf(account: TestAccount) {
  return (await signInTokens(stack, account.email, account.password)).accessToken;
}

interface Upload {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** What the browser does: ask for a presigned POST, then post the file straight to the bucket. */
async function uploadPicture(token: string, file: Buffer, contentType = 'image/png'): Promise<Upload> {
  const created = await callApi(stack, token, 'POST', '/me/picture/upload', { contentType });
  expect(created.status).toBe(200);
  const upload = created.body as Upload;
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), 'picture.png');
  const posted = await fetch(upload.url, { method: 'POST', body: form });
  expect(posted.status, await posted.text()).toBeLessThan(300);
  return upload;
}

/** An object put at a staged key without the upload form (what a form S3 should have refused would leave). */
async function stageDirectly(key: string, body: Buffer, contentType: string) {
  await s3.send(new PutObjectCommand({ Bucket: stack.resources.uploadsBucket, Key: key, Body: body, ContentType: contentType }));
}

async function objectExists(key: string) {
  return s3.send(new HeadObjectCommand({ Bucket: stack.resources.uploadsBucket, Key: key })).then(
    () => true,
    () => false,
  );
}

describe('editing one’s own profile (PUT /me)', () => {
  let physician: TestAccount;
  let token: string;
  beforeAll(async () => {
    physician = await createTestAccount(stack, { role: 'physician', firstName: 'Paula', lastName: 'Physician' });
    token = await tokenOf(physician);
  });

  const valid = {
    firstName: 'Paula',
    lastName: 'Medic',
    bio: 'Cardiologist in Fresno.',
    practiceState: 'NY',
    resident: false,
    years: '7',
    speciality: 'dermatology',
  };

  it('saves the fields and returns them from GET /me', async () => {
    const saved = await callApi(stack, token, 'PUT', '/me', valid);
    expect(saved.status).toBe(200);
    const me = await callApi(stack, token, 'GET', '/me');
    expect(me.body).toMatchObject(valid);
  });

  it('refuses bad input with 400 naming the field and changes nothing', async () => {
    const before = (await callApi(stack, token, 'GET', '/me')).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, years: '123' }, 'years'],
      [{ ...valid, years: '' }, 'years'],
      [{ ...valid, speciality: '' }, 'speciality'],
      [{ ...valid, firstName: '  ' }, 'firstName'],
      [{ ...valid, practiceState: 'Atlantis' }, 'practiceState'],
    ];
    for (const [body, field] of cases) {
      const answer = await callApi(stack, token, 'PUT', '/me', body);
      expect(answer.status, field).toBe(400);
      expect((answer.body as { error: { fields: Record<string, string> } }).error.fields, field).toHaveProperty(field);
    }
    expect((await callApi(stack, token, 'GET', '/me')).body).toEqual(before);
  });

  it('never lets the profile change role, approval, verification or progress', async () => {
    for (const [name, value] of Object.entries({
      role: 'admin',
      approved: true,
      emailVerified: false,
      chaptersDone: [1, 2, 3],
      email: 'x@example.test',
    })) {
      const answer = await callApi(stack, token, 'PUT', '/me', { ...valid, [name]: value });
      expect(answer.status, name).toBe(400);
    }
    const me = (await callApi(stack, token, 'GET', '/me')).body;
    expect(me).toMatchObject({ role: 'physician', approved: false, emailVerified: true, chaptersDone: [], email: physician.email });
  });

  it('requires the practice fields of physicians and refuses them from staff', async () => {
    const missing = await callApi(stack, token, 'PUT', '/me', { firstName: 'A', lastName: 'B', bio: '' });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { error: { fields: object } }).error.fields)).toEqual(expect.arrayContaining(['speciality', 'resident']));

    // Approved: unapproved staff may not edit their profile (issue 11: only the routes they need).
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const staffToken = await tokenOf(staff);
    expect((await callApi(stack, staffToken, 'PUT', '/me', valid)).status).toBe(400);
    const saved = await callApi(stack, staffToken, 'PUT', '/me', { firstName: 'Sam', lastName: 'Staff', bio: 'Reviews contracts.' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Sam', role: 'staff', approved: true });
    expect(saved.body).not.toHaveProperty('speciality');
  });
});

/** The key the account record holds for its picture (a final key, never the staged one). */
async function pictureKeyOf(userId: string): Promise<string | undefined> {
  return (await getItem(stack, keys.account(userId)))?.picture as string | undefined;
}

/** The user's final picture objects. */
async function avatarKeys(userId: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: stack.resources.uploadsBucket, Prefix: `avatars/${userId}/` }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

describe('profile picture', () => {
  let owner: TestAccount;
  let token: string;
  beforeAll(async () => {
    owner = await createTestAccount(stack);
    token = await tokenOf(owner);
  });

  it('keeps a PNG checked by content and serves it through a short-lived link', async () => {
    const png = solidPng();
    const upload = await uploadPicture(token, png);
    expect(upload.key).toMatch(new RegExp(`^staging/avatars/${owner.userId}/`));
    const confirmed = await callApi(stack, token, 'PUT', '/me/picture', { key: upload.key });
    expect(confirmed.status).toBe(200);
    const me = (await callApi(stack, token, 'GET', '/me')).body as { pictureUrl?: string };
    expect(me.pictureUrl).toContain('X-Amz-Expires=');
    // Served from its final key, where no upload form can write.
    expect(new URL(me.pictureUrl as string).pathname).toContain(`/avatars/${owner.userId}/`);
    expect(new URL(me.pictureUrl as string).pathname).not.toContain('/staging/');
    const picture = await fetch(me.pictureUrl as string);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(png)).toBe(true);
  });

  it('copies a confirmed picture to its final key and deletes the staged object', async () => {
    const upload = await uploadPicture(token, solidPng(12));
    expect((await callApi(stack, token, 'PUT', '/me/picture', { key: upload.key })).status).toBe(200);
    expect(await objectExists(upload.key)).toBe(false);
    const finalKey = await pictureKeyOf(owner.userId);
    expect(finalKey).toMatch(new RegExp(`^avatars/${owner.userId}/`));
    expect(await objectExists(finalKey!)).toBe(true);
    // Confirming the same upload again finds nothing to confirm.
    expect((await callApi(stack, token, 'PUT', '/me/picture', { key: upload.key })).status).toBe(404);
  });

  it('is not changed by replaying the upload form after confirming (the checked bytes are the served bytes)', async () => {
    const png = solidPng(20, [200, 30, 30]);
    const upload = await uploadPicture(token, png);
    expect((await callApi(stack, token, 'PUT', '/me/picture', { key: upload.key })).status).toBe(200);
    // The same signed fields, different bytes: S3 accepts a presigned POST until it expires.
    const replay = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) replay.append(name, value);
    replay.append('file', new Blob([new TextEncoder().encode('<svg onload="alert(1)"/>')], { type: 'image/png' }));
    expect((await fetch(upload.url, { method: 'POST', body: replay })).status).toBeLessThan(300);
    const me = (await callApi(stack, token, 'GET', '/me')).body as { pictureUrl: string };
    const served = Buffer.from(await (await fetch(me.pictureUrl)).arrayBuffer());
    expect(served.equals(png)).toBe(true);
    // Confirmed again, the replayed bytes land on a new key (and are refused): the checked one stays.
    const checkedKey = await pictureKeyOf(owner.userId);
    expect((await fetch(upload.url, { method: 'POST', body: replay })).status).toBeLessThan(300);
    expect((await callApi(stack, token, 'PUT', '/me/picture', { key: upload.key })).status).toBe(400);
    expect(await pictureKeyOf(owner.userId)).toBe(checkedKey);
    const after = (await callApi(stack, token, 'GET', '/me')).body as { pictureUrl: string };
    expect(Buffer.from(await (await fetch(after.pictureUrl)).arrayBuffer()).equals(png)).toBe(true);
  });

  it('answers 404 for a key outside the caller’s staging prefix, and touches nothing there', async () => {
    const upload = await uploadPicture(token, solidPng(10));
    expect((await callApi(stack, token, 'PUT', '/me/picture', { key: upload.key })).status).toBe(200);
    const finalKey = (await pictureKeyOf(owner.userId))!;
    const other = await createTestAccount(stack);
    const theirs = await uploadPicture(await tokenOf(other), solidPng(8));
    for (const key of [
      finalKey,
      theirs.key,
      `staging/requests/${owner.userId}/${upload.key.split('/').at(-1)}`,
      `staging/avatars/${owner.userId}/../${other.userId}/x`,
      `staging/avatars/${owner.userId}/`,
    ]) {
      const answer = await callApi(stack, token, 'PUT', '/me/picture', { key });
      expect(answer.status, key).toBe(404);
    }
    expect(await objectExists(finalKey)).toBe(true);
    expect(await objectExists(theirs.key)).toBe(true);
  });

  it('replacing the picture deletes the old object; Delete returns to no picture', async () => {
    const first = await uploadPicture(token, solidPng(16));
    expect((await callApi(stack, token, 'PUT', '/me/picture', { key: first.key })).status).toBe(200);
    const firstKey = (await pictureKeyOf(owner.userId))!;
    const second = await uploadPicture(token, solidPng(24));
    expect((await callApi(stack, token, 'PUT', '/me/picture', { key: second.key })).status).toBe(200);
    const secondKey = (await pictureKeyOf(owner.userId))!;
    expect(await objectExists(firstKey)).toBe(false);
    // An upload that was never confirmed stays staged until its lifecycle rule deletes it.
    const abandoned = await uploadPicture(token, solidPng(8));
    const third = await uploadPicture(token, solidPng(32));
    expect((await callApi(stack, token, 'PUT', '/me/picture', { key: third.key })).status).toBe(200);
    const thirdKey = (await pictureKeyOf(owner.userId))!;
    expect(await objectExists(abandoned.key)).toBe(true);
    expect(await objectExists(secondKey)).toBe(false);
    const pictures = await s3.send(new ListObjectsV2Command({ Bucket: stack.resources.uploadsBucket, Prefix: `avatars/${owner.userId}/` }));
    expect(pictures.Contents?.map((object) => object.Key)).toEqual([thirdKey]);

    expect((await callApi(stack, token, 'DELETE', '/me/picture')).status).toBe(204);
    expect(await objectExists(thirdKey)).toBe(false);
    expect((await callApi(stack, token, 'GET', '/me')).body).not.toHaveProperty('pictureUrl');
  });

  it('refuses and removes a file that is not a PNG or JPEG, whatever its declared type', async () => {
    const upload = await uploadPicture(token, Buffer.from('%PDF-1.7 pretending to be a picture'), 'image/png');
    const before = await avatarKeys(owner.userId);
    const answer = await callApi(stack, token, 'PUT', '/me/picture', { key: upload.key });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { fields: { picture: expect.any(String) } } });
    // Neither the staged object nor its copy is left.
    expect(await objectExists(upload.key)).toBe(false);
    expect(await avatarKeys(owner.userId)).toEqual(before);
  });

  it('refuses and removes a picture stored with a Content-Type other than its content (served as it is stored)', async () => {
    const created = await callApi(stack, token, 'POST', '/me/picture/upload', { contentType: 'image/png' });
    const upload = created.body as Upload;
    const form = new FormData();
    // The bucket refuses a form whose Content-Type breaks the policy (S3 does, and so does the embedded one)…
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, name === 'Content-Type' ? 'text/html' : value);
    form.append('file', new Blob([new Uint8Array(solidPng(8))], { type: 'text/html' }));
    expect((await fetch(upload.url, { method: 'POST', body: form })).status).toBe(403);
    // …and the confirm step refuses such an object whatever put it there.
    await stageDirectly(upload.key, solidPng(8), 'text/html');
    const before = await avatarKeys(owner.userId);
    expect((await callApi(stack, token, 'PUT', '/me/picture', { key: upload.key })).status).toBe(400);
    expect(await objectExists(upload.key)).toBe(false);
    expect(await avatarKeys(owner.userId)).toEqual(before);
  });

  it('refuses and removes a picture over 2 MB (refused at the bucket by the POST policy, and by the confirm step)', async () => {
    const created = (await callApi(stack, token, 'POST', '/me/picture/upload', { contentType: 'image/png' })).body as Upload;
    const form = new FormData();
    for (const [name, value] of Object.entries(created.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(oversizedPng())], { type: 'image/png' }));
    const posted = await fetch(created.url, { method: 'POST', body: form });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('EntityTooLarge');
    expect(await objectExists(created.key)).toBe(false);
    await stageDirectly(created.key, oversizedPng(), 'image/png');
    const before = await avatarKeys(owner.userId);
    const answer = await callApi(stack, token, 'PUT', '/me/picture', { key: created.key });
    expect(answer.status).toBe(400);
    expect(await objectExists(created.key)).toBe(false);
    expect(await avatarKeys(owner.userId)).toEqual(before);
  });

  it('signs the upload for the caller’s own key, at most 2 MB, for a short time', async () => {
    const created = await callApi(stack, token, 'POST', '/me/picture/upload', { contentType: 'image/jpeg' });
    const { fields, key } = created.body as Upload;
    const policy = JSON.parse(Buffer.from(fields.Policy as string, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['eq', '$key', key]);
    // The form can only ever write the caller's staging prefix, never a final picture key.
    expect(key).toMatch(new RegExp(`^staging/avatars/${owner.userId}/[A-Za-z0-9-]+$`));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 2 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/jpeg']);
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(120_000);
    expect((await callApi(stack, token, 'POST', '/me/picture/upload', { contentType: 'image/gif' })).status).toBe(400);
  });

  it("cannot claim or touch another user's picture", async () => {
    const other = await createTestAccount(stack);
    const otherToken = await tokenOf(other);
    const theirs = await uploadPicture(otherToken, solidPng(8));

    const claim = await callApi(stack, token, 'PUT', '/me/picture', { key: theirs.key });
    expect(claim.status).toBe(404);
    expect(await objectExists(theirs.key)).toBe(true);
    const traversal = await callApi(stack, token, 'PUT', '/me/picture', { key: `staging/avatars/${owner.userId}/../${other.userId}/x` });
    expect(traversal.status).toBe(404);
    expect((await callApi(stack, otherToken, 'PUT', '/me/picture', { key: theirs.key })).status).toBe(200);
    const finalKey = (await pictureKeyOf(other.userId))!;
    expect((await callApi(stack, token, 'PUT', '/me/picture', { key: finalKey })).status).toBe(404);
    const stored = await s3.send(new GetObjectCommand({ Bucket: stack.resources.uploadsBucket, Key: finalKey }));
    expect(stored.ContentLength).toBeGreaterThan(0);
    const list = await s3.send(new ListObjectsV2Command({ Bucket: stack.resources.uploadsBucket, Prefix: `avatars/${other.userId}/` }));
    expect(list.KeyCount).toBe(1);
  });
});

describe('changing the password (POST /me/password)', () => {
  it('refuses a wrong current password and a weak new one, then changes it', async () => {
    const account = await createTestAccount(stack);
    const token = await tokenOf(account);
    const wrong = await callApi(stack, token, 'POST', '/me/password', { currentPassword: 'Not-the-password-1', newPassword: 'Brand-new-pass-2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: { message: 'Invalid current password. Please try again!', fields: { currentPassword: expect.any(String) } },
    });

    const weak = await callApi(stack, token, 'POST', '/me/password', { currentPassword: account.password, newPassword: 'weakpassword' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ error: { fields: { newPassword: 'Password is too weak. Please try again!' } } });
    // Still the old password.
    await expect(signInTokens(stack, account.email, account.password)).resolves.toBeTruthy();

    const changed = await callApi(stack, token, 'POST', '/me/password', { currentPassword: account.password, newPassword: 'Brand-new-pass-2' });
    expect(changed.status).toBe(200);
    await expect(signInTokens(stack, account.email, account.password)).rejects.toThrow();
    await expect(signInTokens(stack, account.email, 'Brand-new-pass-2')).resolves.toBeTruthy();
  });
});
