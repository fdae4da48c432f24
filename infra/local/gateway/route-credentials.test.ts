import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeCredentials, signingKeyId } from '../route-grants';
import { signAsRunningRoute } from './route-credentials';
import { runAsRoute } from './table-access';

const signedWith: (string | undefined)[] = [];
const server = createServer((request, response) => {
  signedWith.push(signingKeyId(request.headers.authorization));
  response.writeHead(500).end();
});
let client: S3Client;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    maxAttempts: 1,
    credentials: { accessKeyId: 'local', secretAccessKey: 'x' },
  });
  signAsRunningRoute([client]);
});
afterAll(() => {
  client.destroy();
  server.close();
});

describe("one client shared by every handler signs with the running route's credentials", () => {
  it('signs each call, and each presigned link, with the key of the route it runs under, one after another and at once', async () => {
    const get = () => client.send(new GetObjectCommand({ Bucket: 'b', Key: 'k' })).catch(() => undefined);
    await runAsRoute({ id: 'getMe' }, get);
    await runAsRoute({ id: 'getMyRequestFile' }, get);
    await Promise.all([runAsRoute({ id: 'listUsers' }, get), runAsRoute({ id: 'deleteMe' }, get)]);
    expect(signedWith).toEqual(['getMe', 'getMyRequestFile', 'listUsers', 'deleteMe'].map((id) => routeCredentials(id).accessKeyId));
    const link = await runAsRoute({ id: 'getChapterLink' }, () => getSignedUrl(client, new GetObjectCommand({ Bucket: 'b', Key: 'k' })));
    expect(new URL(link).searchParams.get('X-Amz-Credential')).toMatch(new RegExp(`^${routeCredentials('getChapterLink').accessKeyId}/`));
  });
});
