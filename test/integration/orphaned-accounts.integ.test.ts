/**
 * Issue 27 §5: a user may call Cognito's own DeleteUser with their access token, which skips the
 * product's deletion. The remove-orphaned-accounts job finds accounts whose pool user is gone and
 * removes everything account deletion removes. It runs here in this process under its declaration,
 * held to it as the embedded gateway holds it (table partitions, bucket prefixes, pool calls).
 */
import { DeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { removeOrphanedAccounts as job } from '#shared/jobs.ts';
import { keys } from '#functions/adapters/table.ts';
import { signAsRunningRoute } from '#infra/local/gateway/route-credentials.ts';
import { enforceTableNeeds, runAsRoute } from '#infra/local/gateway/table-access.ts';
import { createTestAccount, signInTokens } from '#test/support/accounts.ts';
import { bucketClient, cognitoClient, tableClient } from '#test/support/clients.ts';
import { userRemains } from '#test/support/remains.ts';
import { getItem } from '#test/support/signup-flow.ts';

const stack = inject('stack');
const s3 = bucketClient(stack);
const remains = userRemains(stack, { documents: tableClient(stack), s3 });
let sweep: (now?: number) => Promise<{ checked: number; removed: number }>;
let sweepFiles: (now?: number) => Promise<{ checked: number; removed: number }>;

beforeAll(async () => {
  // The function's configuration, read at import as a Lambda reads it at cold start.
  for (const [name, value] of Object.entries(stack.functionEnv)) if (name !== 'NODE_OPTIONS') process.env[name] = value;
  enforceTableNeeds((await import('#functions/adapters/dynamo.ts')).documentClient);
  signAsRunningRoute([(await import('#functions/adapters/uploads.ts')).s3, (await import('#functions/adapters/user-pool.ts')).cognito]);
  const { removeOrphanedAccounts } = await import('#functions/services/orphaned-accounts.ts');
  sweep = (now) => runAsRoute(job, () => removeOrphanedAccounts(now));
  const { removeOrphanedFiles } = await import('#functions/services/orphaned-files.ts');
  sweepFiles = (now) => runAsRoute(job, () => removeOrphanedFiles(now));
});

/** A physician who deleted their pool user through Cognito itself, leaving their data behind. */
async function orphan() {
  const physician = await createTestAccount(stack);
  await remains.leaveEverywhere(physician.userId);
  const { accessToken } = await signInTokens(stack, physician.email, physician.password);
  await cognitoClient(stack).send(new DeleteUserCommand({ AccessToken: accessToken }));
  expect(await remains.poolUserExists(physician.userId)).toBe(false);
  return physician;
}

describe('accounts whose pool user was deleted through Cognito itself', () => {
  it('are removed whole by the daily job, by account deletion’s path; accounts with a pool user stay', async () => {
    const gone = await orphan();
    const kept = await createTestAccount(stack);
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });

    const tally = await sweep(Date.now() + 2 * 60 * 60 * 1000);
    expect(tally.removed).toBeGreaterThanOrEqual(1);
    expect(await remains.partitionItems(gone.userId)).toEqual([]);
    expect(await remains.objectsOf(gone.userId)).toEqual([]);
    expect(await getItem(stack, keys.linkToken(`test-${gone.userId}`))).toBeUndefined();
    for (const account of [kept, staff]) expect(await getItem(stack, keys.account(account.userId))).toBeDefined();
  });

  it('leaves an account that joined within the hour alone (signup makes the pool user first)', async () => {
    const fresh = await orphan();
    await sweep();
    expect(await getItem(stack, keys.account(fresh.userId))).toBeDefined();
    await sweep(Date.now() + 2 * 60 * 60 * 1000);
    expect(await getItem(stack, keys.account(fresh.userId))).toBeUndefined();
  });
});

describe('kept PDFs that no record names (a submission killed after its copy; faults.integ.test.ts kills one)', () => {
  const exists = (Key: string) =>
    s3.send(new HeadObjectCommand({ Bucket: stack.resources.uploadsBucket, Key })).then(
      () => true,
      () => false,
    );

  it('are deleted by the same daily job, under its declaration, once older than the margin; younger ones stay', async () => {
    const { objectKeys } = await import('#functions/adapters/object-keys.ts');
    const physician = await createTestAccount(stack);
    const orphans = [objectKeys.requestFile(physician.userId, 'contractReview', Date.now()), objectKeys.offerFile(physician.userId, Date.now())];
    for (const Key of orphans) await s3.send(new PutObjectCommand({ Bucket: stack.resources.uploadsBucket, Key, Body: 'x' }));

    // Within the margin: as a submission between its copy and its record, left alone.
    await sweepFiles();
    for (const key of orphans) expect(await exists(key), key).toBe(true);
    await sweepFiles(Date.now() + 2 * 60 * 60 * 1000);
    for (const key of orphans) expect(await exists(key), key).toBe(false);
    expect(await getItem(stack, keys.account(physician.userId))).toBeDefined();
  });
});
