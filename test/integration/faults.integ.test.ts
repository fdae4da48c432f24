import { CognitoIdentityProviderClient, ListUsersCommand, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { CopyObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { RequestType } from '#shared/constants/request-types.ts';
import { callApi, createTestAccount, signInTokens, uniqueEmail, type TestAccount } from '#test/support/accounts.ts';
import { makePdf } from '#test/support/pdfs.ts';
import { bucketClient, cognitoClient, listObjects, scanTable, tableClient } from '#test/support/clients.ts';
import { postToBucket } from '#test/support/uploads.ts';
import { withoutReaderFindings } from '../support/reader-findings';
import { consultForm } from '../support/request-forms';
import { keys } from '#functions/adapters/table.ts';

/**
 * Faults (issue 19): each multi-step operation runs once to count its AWS calls, then once per
 * call with exactly that call failing (aws-sdk-client-mock stubs `send` of every client class the
 * adapters use; every other call goes through to the embedded stack). A failure must leave the
 * table, the uploads bucket and the pool as they were (deletions: consistent and finishable), and
 * running the operation again must succeed. The services run in this process, so only this
 * process's AWS calls are counted and failed (the stack's own handlers are never touched).
 */
const stack = inject('stack');
for (const [name, value] of Object.entries(stack.functionEnv)) if (name !== 'NODE_OPTIONS') process.env[name] = value;
const bucket = stack.resources.uploadsBucket;

// ---- the fault injector -------------------------------------------------------------------------

const faults = { armed: false, failAt: 0, calls: [] as string[] };
/**
 * A function killed by Lambda (timeout, out of memory) mid-operation: once `dieAfter` (an AWS call's
 * command name) has answered, this process's every later AWS call never answers, so nothing after it
 * runs, the undo of allOrNothing included. A call made while dead never answers, even once `dead`
 * is reset for the next test: the killed operation never resumes.
 */
const death = { dieAfter: undefined as string | undefined, dead: false };
type Send = (this: unknown, ...args: unknown[]) => Promise<unknown>;
const clientClasses = [DynamoDBDocumentClient, S3Client, CognitoIdentityProviderClient, SESv2Client] as const;
const stubs = clientClasses.map((ClientClass) => {
  const passThrough = ClientClass.prototype.send as unknown as Send;
  const stub = mockClient(ClientClass as unknown as Parameters<typeof mockClient>[0]);
  (stub.send as unknown as { callsFake(fake: Send): void }).callsFake(function (this: unknown, ...args: unknown[]) {
    if (death.dead) return new Promise<never>(() => undefined);
    if (death.dieAfter !== undefined && (args[0] as object).constructor.name === death.dieAfter) {
      return passThrough.apply(this, args).then((output) => {
        death.dead = true;
        return output;
      });
    }
    if (faults.armed) {
      const name = (args[0] as object).constructor.name;
      faults.calls.push(name);
      if (faults.calls.length === faults.failAt) {
        return Promise.reject(Object.assign(new Error(`injected fault: AWS call ${faults.failAt} (${name})`), { name: 'ServiceUnavailable' }));
      }
    }
    return passThrough.apply(this, args);
  });
  return stub;
});
afterAll(() => {
  for (const stub of stubs) stub.restore();
});

/** Runs `work` with the Nth AWS call failing (0: none), returning the error it threw, if any, and the calls made. */
async function withFault(failAt: number, work: () => Promise<unknown>): Promise<{ error?: unknown; calls: string[] }> {
  Object.assign(faults, { armed: true, failAt, calls: [] });
  try {
    await work();
    return { calls: faults.calls };
  } catch (error) {
    return { error, calls: faults.calls };
  } finally {
    faults.armed = false;
  }
}

// ---- what the stack holds -----------------------------------------------------------------------

interface Snapshot {
  readonly items: Map<string, string>;
  readonly objects: Set<string>;
  readonly users: Set<string>;
}

const s3 = bucketClient(stack);
afterAll(() => s3.destroy());

async function objectKeys(): Promise<Set<string>> {
  return new Set((await listObjects(s3, bucket)).map((object) => object.Key!));
}

async function poolState(): Promise<Set<string>> {
  const cognito = cognitoClient(stack);
  const UserPoolId = stack.resources.userPoolId;
  const state = new Set<string>();
  for (const user of (await cognito.send(new ListUsersCommand({ UserPoolId }))).Users ?? []) {
    const attributes = (user.Attributes ?? []).map(({ Name, Value }) => `${Name}=${Value}`).sort();
    state.add(`user ${user.Username} ${user.UserStatus} ${user.Enabled} ${attributes.join(',')}`);
  }
  for (const group of ['physician', 'staff', 'admin']) {
    for (const user of (await cognito.send(new ListUsersInGroupCommand({ UserPoolId, GroupName: group }))).Users ?? []) {
      state.add(`group ${group} ${user.Username}`);
    }
  }
  return state;
}

/**
 * The table once the stack's mail job has sent every queued mail already due (a signup whose mail
 * was queued, e.g. when the hourly budget could not be read, is mailed by the job a moment later):
 * what the job does on its own schedule is not the operation's change.
 */
async function settledTable(): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const items = await scanTable(stack);
    const due = items.some((item) => String(item.SK).startsWith('OUTBOX#') && item.GSI1PK !== undefined && Number(item.dueAt) <= Date.now());
    if (!due || Date.now() > deadline) return items;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function snapshot(ignored: readonly string[] = []): Promise<Snapshot> {
  const items = new Map<string, string>();
  for (const item of await settledTable()) {
    const pk = String(item.PK);
    // Abuse-limit windows are the route factory's, not the operations'.
    if (pk.startsWith('RATELIMIT')) continue;
    const rest = withoutReaderFindings(item);
    for (const attribute of ignored) delete rest[attribute];
    items.set(`${pk}|${String(item.SK)}`, JSON.stringify(rest, Object.keys(rest).sort()));
  }
  return { items, objects: await objectKeys(), users: await poolState() };
}

/** Exactly what was there before; staged uploads may have been used up (they expire within a day), never added. */
function expectUnchanged(before: Snapshot, after: Snapshot, label: string) {
  const staged = (keys: Set<string>) => [...keys].filter((key) => key.startsWith('staging/'));
  const kept = (keys: Set<string>) => [...keys].filter((key) => !key.startsWith('staging/')).sort();
  expect(Object.fromEntries(after.items), `${label}: table`).toEqual(Object.fromEntries(before.items));
  expect(kept(after.objects), `${label}: uploads bucket`).toEqual(kept(before.objects));
  for (const key of staged(after.objects)) expect(before.objects.has(key), `${label}: new staged object ${key}`).toBe(true);
  expect([...after.users].sort(), `${label}: user pool`).toEqual([...before.users].sort());
}

/** Counters equal their records, per type: what the staff tables' totals must never lose. */
async function counterDrift(): Promise<Record<string, { total: number; reviewed: number }>> {
  const drift: Record<string, { total: number; reviewed: number }> = {};
  for (const item of await scanTable(stack)) {
    const pk = String(item.PK);
    const sk = String(item.SK);
    if (pk.startsWith('COUNTER#REQUESTS#')) {
      const type = pk.split('#')[2]!;
      drift[type] ??= { total: 0, reviewed: 0 };
      drift[type].total += Number(item.total ?? 0);
      drift[type].reviewed += Number(item.reviewed ?? 0);
    } else if (pk.startsWith('USER#') && sk.startsWith('REQUEST#') && typeof item.reviewed === 'boolean' && item.status) {
      const type = String(item.type);
      drift[type] ??= { total: 0, reviewed: 0 };
      drift[type].total -= 1;
      if (item.reviewed) drift[type].reviewed -= 1;
    }
  }
  return drift;
}

// ---- fixtures -----------------------------------------------------------------------------------

const services = async () => ({
  ...(await import('#functions/services/signup.ts')),
  ...(await import('#functions/services/request-submission.ts')),
  ...(await import('#functions/services/feedback-upload.ts')),
  ...(await import('#functions/services/feedback-delivery.ts')),
  ...(await import('#functions/services/staff-roles.ts')),
  ...(await import('#functions/services/account-deletion.ts')),
  ...(await import('#functions/services/admin-user-deletion.ts')),
  ...(await import('#functions/services/request-uploads.ts')),
  ...(await import('#functions/services/staged-upload.ts')),
  ...(await import('#functions/adapters/accounts.ts')),
  ...(await import('#functions/services/offer-creation.ts')),
  ...(await import('#functions/services/offer-removal.ts')),
  ...(await import('#functions/services/offer-uploads.ts')),
});
let svc: Awaited<ReturnType<typeof services>>;
beforeAll(async () => {
  svc = await services();
});

async function postStaged(upload: { url: string; fields: Record<string, string> }, file: Buffer) {
  const posted = await postToBucket(upload, file, { fileName: 'offer.pdf' });
  expect(posted.status, await posted.clone().text()).toBeLessThan(300);
}

async function stagedRequestPdf(userId: string): Promise<string> {
  const upload = await svc.createStagedUpload(svc.requestUploads, userId, 'application/pdf');
  await postStaged(upload, await makePdf(1));
  return upload.key;
}

async function stagedOfferPdf(userId: string): Promise<string> {
  const upload = await svc.createOfferUpload(userId);
  await postStaged(upload, await makePdf(1, 'Mercy Hospital'));
  return upload.key;
}

/** The caller's offers, as the Compare offers screen lists them. */
async function offersOf(physician: TestAccount): Promise<{ offerId: string; name: string; hasFile: boolean }[]> {
  const token = (await signInTokens(stack, physician.email, physician.password)).accessToken;
  return ((await callApi(stack, token, 'GET', '/me/offers')).body as { offers: { offerId: string; name: string; hasFile: boolean }[] }).offers;
}

async function stagedFeedbackPdf(staffId: string): Promise<string> {
  const upload = await svc.createFeedbackUpload(staffId);
  await postStaged(upload, await makePdf(1, 'Review'));
  return upload.key;
}

const consult = { type: 'compensationConsult', ...consultForm, otherData: 'Base salary offer seems low for the region.' } as const;

let clock = Date.now();
/** A fresh, strictly increasing submission time (request keys hold it). */
const tick = () => (clock = Math.max(clock + 1, Date.now()));

async function physicianWithRequest(): Promise<{ physician: TestAccount; type: RequestType; requestId: string }> {
  const physician = await createTestAccount(stack, { role: 'physician' });
  const request = await svc.submitRequest(physician.account, await stagedRequestPdf(physician.userId), consult, tick());
  return { physician, type: 'compensationConsult', requestId: request.requestId };
}

let staff: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  staff = await createTestAccount(stack, { role: 'staff', approved: true, twoStep: false });
  admin = await createTestAccount(stack, { role: 'admin' });
});

// ---- the operations -----------------------------------------------------------------------------

interface Operation<T> {
  /** What each attempt starts from (made with no fault armed). */
  setup(): Promise<T>;
  /** The operation, as its handler runs it. */
  run(fixture: T): Promise<unknown>;
  /** A new attempt after a failed one (the same person doing it again). */
  retry?(fixture: T): Promise<unknown>;
  /** What a success leaves. */
  succeeded(fixture: T): Promise<void>;
  /** Deletions cannot restore what they removed: instead the state stays consistent and the retry finishes. */
  kind: 'create' | 'delete';
  /** Attributes a failed attempt may leave changed, by design (each says why). */
  ignored?: readonly string[];
}

// Each operation has its own fixture type; the loop below only hands a fixture back to its own operation.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const operations: Record<string, Operation<any>> = {
  signup: {
    kind: 'create',
    setup: async () => ({ email: uniqueEmail('fault-signup'), password: 'Str0ng!Password' }),
    run: ({ email, password }: { email: string; password: string }) =>
      svc.signUp(
        { email, password, firstName: 'Fay', lastName: 'Fault', practiceState: 'CA', resident: true, speciality: 'cardiology' },
        'physician',
      ),
    succeeded: async ({ email, password }: { email: string; password: string }) => {
      const tokens = await signInTokens(stack, email, password);
      const me = await callApi(stack, tokens.accessToken, 'GET', '/me');
      expect(me.status).toBe(200);
      expect((me.body as { email: string }).email).toBe(email);
    },
  } satisfies Operation<{ email: string; password: string }>,

  'request submission': {
    kind: 'create',
    setup: async () => {
      const physician = await createTestAccount(stack, { role: 'physician' });
      return { physician, staged: await stagedRequestPdf(physician.userId) };
    },
    run: ({ physician, staged }: { physician: TestAccount; staged: string }) => svc.submitRequest(physician.account, staged, consult, tick()),
    // The staged upload is used up by the attempt: the page asks for the PDF again.
    retry: async ({ physician }: { physician: TestAccount }) =>
      svc.submitRequest(physician.account, await stagedRequestPdf(physician.userId), consult, tick()),
    succeeded: async ({ physician }: { physician: TestAccount }) => {
      const token = (await signInTokens(stack, physician.email, physician.password)).accessToken;
      const listed = (await callApi(stack, token, 'GET', '/me/requests/compensationConsult')).body as { requests: { requestId: string }[] };
      expect(listed.requests).toHaveLength(1);
      const file = await callApi(stack, token, 'GET', `/me/requests/compensationConsult/${listed.requests[0]!.requestId}/file`);
      expect(file.status).toBe(200);
    },
  },

  'feedback submission': {
    kind: 'create',
    setup: async () => ({ ...(await physicianWithRequest()), staged: await stagedFeedbackPdf(staff.userId) }),
    run: ({ physician, type, requestId, staged }: { physician: TestAccount; type: RequestType; requestId: string; staged: string }) =>
      svc.submitFeedback(staff.account, { type, userId: physician.userId, requestId }, { key: staged }),
    retry: async ({ physician, type, requestId }: { physician: TestAccount; type: RequestType; requestId: string }) =>
      svc.submitFeedback(staff.account, { type, userId: physician.userId, requestId }, { key: await stagedFeedbackPdf(staff.userId) }),
    succeeded: async ({ physician, type, requestId }: { physician: TestAccount; type: RequestType; requestId: string }) => {
      const token = (await signInTokens(stack, physician.email, physician.password)).accessToken;
      const listed = (await callApi(stack, token, 'GET', `/me/requests/${type}`)).body as { requests: { requestId: string; reviewed: boolean }[] };
      expect(listed.requests.find((request) => request.requestId === requestId)?.reviewed).toBe(true);
      expect(await objectKeys()).toContain(`staff/${staff.userId}/feedbacks/requests/${physician.userId}/${type}/${requestId}.pdf`);
    },
  },

  'adding an offer to compare, with its PDF': {
    kind: 'create',
    // A failed attempt may have handed out an id, never used again (decision 0028): that is all it leaves.
    ignored: ['lastOfferId'],
    setup: async () => {
      const physician = await createTestAccount(stack, { role: 'physician' });
      // One offer already, so the added offers' counter is there before the attempt.
      await svc.createOffer(physician.userId, { name: 'Started empty' });
      return { physician, staged: await stagedOfferPdf(physician.userId) };
    },
    run: ({ physician, staged }: { physician: TestAccount; staged: string }) =>
      svc.createOffer(physician.userId, { name: 'Mercy Hospital', key: staged }),
    // The staged upload is used up by the attempt: the screen asks for the PDF again.
    retry: async ({ physician }: { physician: TestAccount }) =>
      svc.createOffer(physician.userId, { name: 'Mercy Hospital', key: await stagedOfferPdf(physician.userId) }),
    succeeded: async ({ physician }: { physician: TestAccount }) => {
      const added = (await offersOf(physician)).find((offer) => offer.name === 'Mercy Hospital');
      expect(added?.hasFile).toBe(true);
      expect(await objectKeys()).toContain(`offers/${physician.userId}/${added!.offerId}.pdf`);
    },
  },

  'removing an added offer': {
    kind: 'delete',
    setup: async () => {
      const physician = await createTestAccount(stack, { role: 'physician' });
      const offer = await svc.createOffer(physician.userId, { name: 'Mercy Hospital', key: await stagedOfferPdf(physician.userId) });
      return { physician, offerId: offer.offerId };
    },
    run: ({ physician, offerId }: { physician: TestAccount; offerId: string }) => svc.deleteOffer(physician.userId, offerId),
    succeeded: async ({ physician }: { physician: TestAccount }) => {
      expect(await offersOf(physician)).toEqual([]);
      expect([...(await objectKeys())].filter((key) => key.startsWith(`offers/${physician.userId}/`))).toEqual([]);
    },
  },

  "the admin's Apply": {
    kind: 'create',
    // Sessions ended before a later step failed stay ended (staff-roles.ts: signing in again is harmless).
    ignored: ['sessionsValidAfter'],
    setup: async () => ({
      waiting: await createTestAccount(stack, { role: 'staff', approved: false }),
      promoted: await createTestAccount(stack, { role: 'staff', approved: true, twoStep: false }),
    }),
    run: ({ waiting, promoted }: { waiting: TestAccount; promoted: TestAccount }) =>
      svc.applyStaffChanges({ userId: admin.userId, viewer: admin.account }, [
        { userId: waiting.userId, role: 'staff', approved: true, shown: { role: 'staff', approved: false } },
        { userId: promoted.userId, role: 'admin', approved: true, shown: { role: 'staff', approved: true } },
      ]),
    succeeded: async ({ waiting, promoted }: { waiting: TestAccount; promoted: TestAccount }) => {
      const pool = await poolState();
      expect(pool).toContain(`group staff ${waiting.userId}`);
      expect(pool).toContain(`group admin ${promoted.userId}`);
      expect(pool).not.toContain(`group staff ${promoted.userId}`);
      expect((await svc.getAccount(waiting.userId))?.approved).toBe(true);
      expect((await svc.getAccount(promoted.userId))?.role).toBe('admin');
    },
  },

  'user deletion by an admin': {
    kind: 'delete',
    setup: async () => {
      const made = await physicianWithRequest();
      await svc.submitFeedback(
        staff.account,
        { type: made.type, userId: made.physician.userId, requestId: made.requestId },
        { key: await stagedFeedbackPdf(staff.userId) },
      );
      return made;
    },
    run: ({ physician }: { physician: TestAccount }) => svc.deleteUserAsAdmin(admin.userId, physician.userId),
    // The notice to the deleted person may wait in the outbox while its send fails (issue 37): nothing else may stay.
    succeeded: async ({ physician }: { physician: TestAccount }) => expectGone(physician, ['OUTBOX#accountDeleted']),
  },

  'account deletion': {
    kind: 'delete',
    setup: physicianWithRequest,
    // The handler passes the record's address; after a partial deletion there may be none.
    run: async ({ physician }: { physician: TestAccount }) =>
      svc.deleteAccount(physician.userId, (await svc.getAccount(physician.userId))?.email, physician.password),
    succeeded: async ({ physician }: { physician: TestAccount }) => expectGone(physician),
  },
};

async function expectGone(person: TestAccount, allowedSortKeys: readonly string[] = []) {
  const { items, objects, users } = await snapshot();
  const left = [...items].filter(([key]) => !allowedSortKeys.some((sortKey) => key.endsWith(`|${sortKey}`)));
  expect(left.map(([key]) => key).filter((key) => key.includes(person.userId))).toEqual([]);
  expect(left.map(([, value]) => value).filter((value) => value.includes(person.userId))).toEqual([]);
  expect([...objects].filter((key) => key.includes(person.userId))).toEqual([]);
  expect([...users].filter((user) => user.includes(person.userId) || user.includes(person.email))).toEqual([]);
}

// A failed send of a signup's link leaves it queued, by design; the deliver job would send it some
// minutes later, in the middle of whichever suite runs then. The accounts are this file's: their
// queued mail goes with it.
afterAll(async () => {
  const table = tableClient(stack);
  const { Items } = await table.send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :outbox',
      ExpressionAttributeValues: { ':outbox': keys.queuedMailListPartition() },
    }),
  );
  for (const item of Items ?? []) {
    const account = await table.send(new GetCommand({ TableName: stack.resources.tableName, Key: { PK: item.PK, SK: 'ACCOUNT' } }));
    const email = String(account.Item?.email ?? '');
    if (!account.Item || email.startsWith('fault-')) {
      await table.send(new DeleteCommand({ TableName: stack.resources.tableName, Key: { PK: item.PK, SK: item.SK } }));
    }
  }
});

const failures: string[] = [];
afterAll(() => {
  if (failures.length === 0) console.log(`faults: every step of ${Object.keys(operations).length} operations failed once, nothing left half-done`);
});

describe('a failure at any AWS call of a multi-step operation leaves nothing half-done, and a retry succeeds', () => {
  for (const [name, operation] of Object.entries(operations)) {
    it(`${name}: at every step`, { timeout: 600_000 }, async () => {
      // A clean run: how many AWS calls, and what success looks like.
      const clean = await operation.setup();
      const run = await withFault(0, () => operation.run(clean));
      expect(run.error).toBeUndefined();
      await operation.succeeded(clean);
      const steps = run.calls.length;
      expect(steps, name).toBeGreaterThan(1);
      console.log(`faults: ${name}: ${steps} AWS calls (${run.calls.join(', ')}), each failed in turn`);

      for (let step = 1; step <= steps; step++) {
        const fixture = await operation.setup();
        const label = `${name}, AWS call ${step} of ${steps} failing (${run.calls[step - 1]})`;
        const before = await snapshot(operation.ignored);
        const drift = await counterDrift();
        const attempt = await withFault(step, () => operation.run(fixture));
        if (attempt.error !== undefined) {
          if (operation.kind === 'create') expectUnchanged(before, await snapshot(operation.ignored), label);
          // Records and their counters change together, in one transaction, even when a deletion stops halfway.
          else expect(await counterDrift(), `${label}: counters`).toEqual(drift);
          const retried = await withFault(0, () => (operation.retry ?? operation.run)(fixture));
          expect(retried.error, `${label}: retry`).toBeUndefined();
        }
        // Either it tolerated the failure (a lost e-mail) or the retry finished it: success either way.
        await operation.succeeded(fixture).catch((error: unknown) => {
          failures.push(label);
          throw new Error(`${label}: ${(error as Error).message}`);
        });
      }
    });
  }
});

// ---- a submission killed after its copy (issue 36 §6) -------------------------------------------

describe('a submission killed between its copy and its record leaves a file the daily job removes', () => {
  /** Runs `work` until its first CopyObject has answered, then "kills" it: nothing of it runs after that. */
  async function killedAfterCopy(work: () => Promise<unknown>): Promise<void> {
    Object.assign(death, { dieAfter: CopyObjectCommand.name, dead: false });
    void work().catch(() => undefined);
    await vi.waitFor(() => expect(death.dead).toBe(true), { timeout: 20_000, interval: 50 });
    Object.assign(death, { dieAfter: undefined, dead: false });
  }

  const keysOf = async (userId: string) => [...(await objectKeys())].filter((key) => key.includes(userId) && !key.startsWith('staging/')).sort();
  const hour = 60 * 60 * 1000;

  it(
    'request and offer files no record names are deleted once older than the margin; files records name (reviews too) stay',
    { timeout: 120_000 },
    async () => {
      const { objectKeys: keyLayout } = await import('#functions/adapters/object-keys.ts');
      const { removeOrphanedFiles, orphanedFileMarginMs } = await import('#functions/services/orphaned-files.ts');
      expect(orphanedFileMarginMs).toBe(hour);

      // What must stay: a request, a reviewed request (its review under staff/, as delivered), a request
      // whose review sits beside it under requests/ (named by reviewLink, as before reviews moved to
      // staff/), an added offer with its PDF.
      const { physician, type, requestId } = await physicianWithRequest();
      const reviewed = await physicianWithRequest();
      await svc.submitFeedback(
        staff.account,
        { type: reviewed.type, userId: reviewed.physician.userId, requestId: reviewed.requestId },
        { key: await stagedFeedbackPdf(staff.userId) },
      );
      const besideKey = `${keyLayout.requestFile(physician.userId, type, Number(requestId)).replace(/\.pdf$/, '')}.review.pdf`;
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: besideKey, Body: await makePdf(1, 'Review'), ContentType: 'application/pdf' }));
      await tableClient(stack).send(
        new UpdateCommand({
          TableName: stack.resources.tableName,
          Key: keys.request(physician.userId, type, Number(requestId)),
          UpdateExpression: 'SET reviewLink = :link',
          ExpressionAttributeValues: { ':link': besideKey },
        }),
      );
      await svc.createOffer(physician.userId, { name: 'Kept', key: await stagedOfferPdf(physician.userId) });
      const kept = [...(await keysOf(physician.userId)), ...(await keysOf(reviewed.physician.userId))].sort();
      expect(kept).toHaveLength(7); // with each request's copy rebuilt for staff (….staff.pdf)

      // Killed right after the copy: a request's and an offer's PDF at their final keys, no record names them.
      const submittedAt = tick();
      await killedAfterCopy(async () => svc.submitRequest(physician.account, await stagedRequestPdf(physician.userId), consult, submittedAt));
      const orphanRequest = keyLayout.requestFile(physician.userId, 'compensationConsult', submittedAt);
      await killedAfterCopy(async () => svc.createOffer(physician.userId, { name: 'Killed', key: await stagedOfferPdf(physician.userId) }));
      const orphans = (await keysOf(physician.userId)).filter((key) => !kept.includes(key));
      expect(orphans).toHaveLength(2);
      expect(orphans).toContain(orphanRequest);
      expect(await getRecord(keys.request(physician.userId, 'compensationConsult', submittedAt))).toBeUndefined();
      expect((await offersOf(physician)).map((offer) => offer.name)).not.toContain('Killed');

      // Younger than the margin: a submission may still be in flight, so nothing is touched.
      await removeOrphanedFiles(Date.now());
      expect(await keysOf(physician.userId)).toEqual([...kept.filter((key) => key.includes(physician.userId)), ...orphans].sort());

      // The daily pass, past the margin: the two orphans go, everything a record names stays.
      const tally = await removeOrphanedFiles(Date.now() + orphanedFileMarginMs + 60_000);
      expect(tally.removed).toBeGreaterThanOrEqual(2);
      expect([...(await keysOf(physician.userId)), ...(await keysOf(reviewed.physician.userId))].sort()).toEqual(kept);
      // And what remains still works: the file, the review beside it and the delivered review are served.
      const token = (await signInTokens(stack, physician.email, physician.password)).accessToken;
      expect((await callApi(stack, token, 'GET', `/me/requests/${type}/${requestId}/file`)).status).toBe(200);
      expect((await callApi(stack, token, 'GET', `/me/requests/${type}/${requestId}/file?file=review`)).status).toBe(200);
    },
  );
});

async function getRecord(key: Record<string, string>) {
  return (await tableClient(stack).send(new GetCommand({ TableName: stack.resources.tableName, Key: key }))).Item;
}
