import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as accounts from '../adapters/accounts';
import type { EmailRestoreMarker } from '../adapters/accounts';

// Every service the undo touches, replaced by a recorder: the test is about what a refused or failed restore leaves behind.
const calls: unknown[][] = [];
const record =
  (name: string, result?: (...args: unknown[]) => unknown) =>
  async (...args: unknown[]) => {
    calls.push([name, ...args]);
    return result?.(...args);
  };
const failPoolEmail = { error: undefined as Error | undefined };
const marker: EmailRestoreMarker = { restoredAt: 5_000, linkCreatedAt: 1_000 };
const link = {
  tokenHash: 'hash',
  purpose: 'undoEmailChange',
  userId: 'user-1',
  email: 'a@example.com',
  createdAt: 500,
  validUntil: 9e9,
  expiresAt: 9e9,
  emailVerified: true,
};
const before = { email: 'b@example.com', emailVerified: false };

vi.mock('../services/link-token', () => ({ hashLinkToken: () => 'hash' }));
vi.mock('../adapters/link-tokens', () => ({
  getLinkToken: record('getLinkToken', () => link),
  redeemLinkToken: record('redeemLinkToken', () => ({ outcome: 'redeemed', link })),
  unspendLinkToken: record('unspendLinkToken'),
}));
vi.mock('../adapters/accounts', async () => {
  const actual = await vi.importActual<typeof accounts>('../adapters/accounts');
  return {
    mayRestoreEmail: actual.mayRestoreEmail,
    getEmailRestoreMarker: record('getEmailRestoreMarker', () => marker),
    restoreEmail: record('restoreEmail', () => ({ before, marker })),
    undoEmailRestore: record('undoEmailRestore'),
    // The route factory's record check (a public route never calls it).
    getAccountRecord: vi.fn(),
  };
});
vi.mock('../adapters/email-reservations', () => ({
  emailReservedByOther: record('emailReservedByOther', () => false),
  releaseEmail: record('releaseEmail'),
}));
vi.mock('../adapters/user-pool', () => ({
  findPoolUserId: record('findPoolUserId'),
  isUserExistsError: (error: Error) => error.name === 'AliasExistsException',
  setPoolEmail: record('setPoolEmail', (_userId, email) => {
    if (email === link.email && failPoolEmail.error) throw failPoolEmail.error;
  }),
  setPoolPassword: record('setPoolPassword'),
}));
vi.mock('../services/sessions', () => ({ endSessions: record('endSessions') }));
vi.mock('../adapters/dynamo', () => ({}));

const { handler } = await import('./undo-email-change');

function click(): Promise<{ statusCode?: number }> {
  const event = {
    version: '2.0',
    routeKey: 'POST /email-change/undo',
    rawPath: '/email-change/undo',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    requestContext: {},
    body: JSON.stringify({ token: 'A'.repeat(43), password: 'New-password-1!' }),
  } as unknown as APIGatewayProxyEventV2;
  return handler(event, { awsRequestId: 'req-1' } as Context);
}

const names = () => calls.map(([name]) => name);

describe('POST /email-change/undo, and when the restore cannot be completed', () => {
  beforeEach(() => {
    calls.length = 0;
    failPoolEmail.error = undefined;
  });

  it('restores, sets the new password, then ends sessions and releases the hold', async () => {
    expect((await click()).statusCode).toBe(200);
    expect(names().slice(-6)).toEqual(['redeemLinkToken', 'restoreEmail', 'setPoolEmail', 'setPoolPassword', 'endSessions', 'releaseEmail']);
    expect(calls.find(([name]) => name === 'restoreEmail')).toEqual(['restoreEmail', 'user-1', link.email, true, link.createdAt, expect.any(Number)]);
  });

  it('takes the record, its restore marker and the link back when the pool refuses the address', async () => {
    failPoolEmail.error = Object.assign(new Error('taken'), { name: 'AliasExistsException' });
    expect((await click()).statusCode).toBe(409);
    expect(calls).toContainEqual(['undoEmailRestore', 'user-1', before, marker]);
    expect(calls).toContainEqual(['unspendLinkToken', 'hash']);
    expect(names()).not.toContain('setPoolPassword');
    expect(names()).not.toContain('endSessions');
  });
});
