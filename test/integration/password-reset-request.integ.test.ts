/**
 * A password-reset request takes the same path whether or not an account uses the address (issue
 * 27): the same answer through the gateway, and the same AWS calls, in the same order, while the
 * caller waits (counted with aws-sdk-client-mock around every client class the adapters use, each
 * call passing through to the embedded stack, as faults.integ.test.ts does). The mail for a real
 * account still arrives, sent by the outbox job; an unknown address gets nothing.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import { hashLinkToken } from '#functions/services/link-token.ts';
import { createTestAccount, uniqueEmail } from '#test/support/accounts.ts';
import { callFrom, newClientAddress } from '../support/client-address';
import { latestLink, mailsTo, tokenOf } from '../support/mailbox';
import { getItem, postJson } from '../support/signup-flow';

const stack = inject('stack');
for (const [name, value] of Object.entries(stack.functionEnv)) if (name !== 'NODE_OPTIONS') process.env[name] = value;

// ---- the call recorder (this process's calls only; the gateway's handlers are not touched) ------

const recorder = { on: false, calls: [] as { command: string; input: Record<string, unknown> }[] };
type Send = (this: unknown, ...args: unknown[]) => Promise<unknown>;
const stubs = [DynamoDBDocumentClient, S3Client, CognitoIdentityProviderClient, SESv2Client].map((ClientClass) => {
  const passThrough = ClientClass.prototype.send as unknown as Send;
  const stub = mockClient(ClientClass as unknown as Parameters<typeof mockClient>[0]);
  (stub.send as unknown as { callsFake(fake: Send): void }).callsFake(function (this: unknown, ...args: unknown[]) {
    if (recorder.on) {
      const command = args[0] as { constructor: { name: string }; input: Record<string, unknown> };
      recorder.calls.push({ command: command.constructor.name, input: command.input });
    }
    return passThrough.apply(this, args);
  });
  return stub;
});
afterAll(() => {
  for (const stub of stubs) stub.restore();
});

async function recorded(work: () => Promise<unknown>) {
  Object.assign(recorder, { on: true, calls: [] });
  try {
    await work();
    return recorder.calls;
  } finally {
    recorder.on = false;
  }
}

const { requestPasswordReset, standInUserId } = await import('#functions/services/password-reset-request.ts');

/** What a call's shape says: the command, its table, and (for a write) the attribute names of its item. */
const shapeOf = ({ command, input }: { command: string; input: Record<string, unknown> }) => ({
  command,
  table: input.TableName,
  item: input.Item ? Object.keys(input.Item).sort() : undefined,
});
/** The list keys of the outbox: only an account's mail is listed for the job. */
const listKeys = ['GSI1PK', 'GSI1SK'];

describe('a password reset request, for an address with an account and for one without', () => {
  it('gets the same answer through the gateway: status, body and headers', async () => {
    const account = await createTestAccount(stack);
    const ask = (email: string) => callFrom(newClientAddress(), `${stack.urls.api}/password-reset`, { body: { email } });
    const known = await ask(account.email);
    const unknown = await ask(uniqueEmail('nobody'));
    expect(known.status).toBe(202);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    const headerNames = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => !['date', 'x-request-id', 'apigw-requestid'].includes(name))
        .sort();
    expect(headerNames(unknown.headers)).toEqual(headerNames(known.headers));
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
  });

  it('makes the same AWS calls, in the same order, while the caller waits: one pool look-up and one table write; no mail', async () => {
    const account = await createTestAccount(stack);
    const nobody = uniqueEmail('nobody');
    const known = await recorded(() => requestPasswordReset(account.email));
    const unknown = await recorded(() => requestPasswordReset(nobody));

    expect(known.map((call) => call.command)).toEqual(['AdminGetUserCommand', 'PutCommand']);
    expect(unknown.map((call) => call.command)).toEqual(known.map((call) => call.command));
    // The same item either way, but for the outbox list's keys: an unknown address's is never listed for the job.
    const withoutListKeys = (shape: ReturnType<typeof shapeOf>) => ({ ...shape, item: shape.item?.filter((name) => !listKeys.includes(name)) });
    expect(unknown.map(shapeOf).map(withoutListKeys)).toEqual(known.map(shapeOf).map(withoutListKeys));

    // The account's reset waits in its outbox, due now; the unknown address's item lies in a partition no account has.
    expect(await getItem(stack, keys.queuedMail(account.userId, 'resetPassword'))).toMatchObject({ kind: 'resetPassword', attempts: 0 });
    const standIn = await getItem(stack, keys.queuedMail(standInUserId(nobody), 'resetPassword'));
    expect(standIn).toMatchObject({ kind: 'resetPassword', attempts: 0 });
    expect(standIn).not.toHaveProperty('GSI1PK');
    expect(JSON.stringify(standIn)).not.toContain(nobody);
    expect(standIn?.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('still e-mails a working reset link to a real account (sent by the outbox job), and nothing to an unknown address', async () => {
    const account = await createTestAccount(stack);
    const nobody = uniqueEmail('nobody');
    expect(await postJson(stack, '/password-reset', { email: nobody })).toEqual({ status: 202, body: { status: 'sent' } });
    expect(await postJson(stack, '/password-reset', { email: account.email })).toEqual({ status: 202, body: { status: 'sent' } });
    const link = await latestLink(stack.urls.mailbox, account.email, '/resetPassword');
    const record = await getItem(stack, keys.linkToken(hashLinkToken(tokenOf(link))));
    // The link's 1-hour lifetime, from the request.
    expect(record?.validUntil).toBeLessThanOrEqual(Math.ceil((Date.now() + 60 * 60 * 1000) / 1000));
    expect(record?.validUntil).toBeGreaterThan(Math.floor((Date.now() + 59 * 60 * 1000) / 1000));
    expect(await postJson(stack, '/password-reset/confirm', { token: tokenOf(link), password: 'N3w!Password-2' })).toEqual({
      status: 200,
      body: { status: 'reset' },
    });
    // The job has run since (it sent the link): the stand-in item was never its to send.
    expect(await mailsTo(stack.urls.mailbox, nobody)).toHaveLength(0);
    expect(await getItem(stack, keys.queuedMail(standInUserId(nobody), 'resetPassword'))).toBeDefined();
  });
});
