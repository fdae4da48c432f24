/**
 * s3rver, the SES emulator and cognito-local check no IAM. The embedded gateway signs each route's
 * calls with that route's own credentials and the emulators hold them to its declaration
 * (infra/local/route-grants.ts), as the route's role is held in AWS. Here the emulators' refusals
 * are proved with calls signed exactly as a route's handler signs them.
 */
import { AdminGetUserCommand, CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { S3Client } from '@aws-sdk/client-s3';
import { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeCredentials } from '#infra/local/route-grants.ts';
import { bucketClient } from '#test/support/clients.ts';
import { createTestAccount } from '#test/support/accounts.ts';

const stack = inject('stack');
const bucket = stack.resources.uploadsBucket;
const owner = bucketClient(stack);
const as = (routeId: string) => bucketClient(stack, { credentials: routeCredentials(routeId) });
const clients: S3Client[] = [owner];
const routeClient = (routeId: string) => {
  const client = as(routeId);
  clients.push(client);
  return client;
};

const upload = 'requests/u-grants/contractReview/1.pdf';
const review = 'staff/s-grants/feedbacks/requests/u-grants/contractReview/1.pdf';
const picture = 'avatars/u-grants/picture';

beforeAll(async () => {
  for (const key of [upload, review, picture]) {
    await owner.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: '%PDF-1.4 test', ContentType: 'application/pdf' }));
  }
});
afterAll(() => {
  for (const client of clients) client.destroy();
});

const refused = { name: 'AccessDenied' };

describe("S3 holds each route's calls to its declared uploads prefixes and uses", () => {
  it('lets the physician’s file route read the upload and the review its record names, and nothing else', async () => {
    const route = routeClient('getMyRequestFile');
    for (const key of [upload, review]) {
      const object = await route.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      expect(await object.Body?.transformToString()).toBe('%PDF-1.4 test');
    }
    await expect(route.send(new GetObjectCommand({ Bucket: bucket, Key: picture }))).rejects.toMatchObject(refused);
    // Read only: no write, no delete, no list.
    await expect(route.send(new PutObjectCommand({ Bucket: bucket, Key: upload, Body: 'x' }))).rejects.toMatchObject(refused);
    await expect(route.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'requests/' }))).rejects.toMatchObject(refused);
    await expect(route.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: [{ Key: upload }] } }))).rejects.toMatchObject(refused);
    expect(await owner.send(new GetObjectCommand({ Bucket: bucket, Key: upload })).then(() => true)).toBe(true);
  });

  it('refuses a presigned link that a route signed outside its grants, as S3 refuses the role’s link', async () => {
    const route = routeClient('getMyRequestFile');
    const allowed = await getSignedUrl(route, new GetObjectCommand({ Bucket: bucket, Key: review }), { expiresIn: 60 });
    expect((await fetch(allowed)).status).toBe(200);
    const outside = await getSignedUrl(route, new GetObjectCommand({ Bucket: bucket, Key: picture }), { expiresIn: 60 });
    const answer = await fetch(outside);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('<Code>AccessDenied</Code>');
    // A route without uploads grants reads nothing there.
    const none = await getSignedUrl(routeClient('getMe'), new GetObjectCommand({ Bucket: bucket, Key: upload }), { expiresIn: 60 });
    expect((await fetch(none)).status).toBe(403);
  });

  it('refuses a copy whose source or target is outside the grants, and a presigned upload form for an undeclared key', async () => {
    // The staff review upload route writes staging/ only.
    const staff = routeClient('createFeedbackUpload');
    await expect(
      staff.send(new CopyObjectCommand({ Bucket: bucket, CopySource: `${bucket}/${upload}`, Key: 'staging/requests/u-grants/copy' })),
    ).rejects.toMatchObject(refused);
    const form = await createPresignedPost(staff, { Bucket: bucket, Key: 'requests/u-grants/planted.pdf', Expires: 60 });
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', new Blob(['%PDF-1.4 planted']));
    const posted = await fetch(form.url, { method: 'POST', body });
    expect(posted.status).toBe(403);
    expect(await posted.text()).toContain('AccessDenied');
    await expect(owner.send(new GetObjectCommand({ Bucket: bucket, Key: 'requests/u-grants/planted.pdf' }))).rejects.toMatchObject({
      name: 'NoSuchKey',
    });
  });

  it('refuses a key id nobody was given', async () => {
    const stranger = bucketClient(stack, { credentials: { accessKeyId: 'LOCALROUTEnoSuchRoute', secretAccessKey: 'x' } });
    clients.push(stranger);
    await expect(stranger.send(new GetObjectCommand({ Bucket: bucket, Key: upload }))).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });
});

describe('SES and the user pool hold a route to its declared email and userPool', () => {
  const common = { region: stack.resources.region, maxAttempts: 1 };
  const mail = new SendEmailCommand({
    FromEmailAddress: stack.functionEnv.SENDER_EMAIL,
    Destination: { ToAddresses: ['grants@example.com'] },
    Content: { Simple: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Hello' } } } },
  });

  it('lets only a route that declares email send it', async () => {
    const getMe = new SESv2Client({ ...common, endpoint: stack.endpoints.ses, credentials: routeCredentials('getMe') });
    await expect(getMe.send(mail)).rejects.toMatchObject({ name: 'AccessDeniedException' });
    const outbox = new SESv2Client({ ...common, endpoint: stack.endpoints.ses, credentials: routeCredentials('deliverQueuedMail') });
    expect((await outbox.send(mail)).MessageId).toBeTruthy();
  });

  it('lets a route make only the admin calls it declares; a user’s own calls need none', async () => {
    const account = await createTestAccount(stack);
    const pool = (routeId: string) =>
      new CognitoIdentityProviderClient({ ...common, endpoint: stack.endpoints.cognito, credentials: routeCredentials(routeId) });
    const getUser = new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: account.userId });
    await expect(pool('getMe').send(getUser)).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(
      (await pool('changeEmail').send(new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: account.userId }))).Username,
    ).toBeTruthy();
    const signIn = await pool('getMe').send(
      new InitiateAuthCommand({
        ClientId: stack.resources.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    );
    expect(signIn.AuthenticationResult?.AccessToken ?? signIn.ChallengeName).toBeTruthy();
  });
});
