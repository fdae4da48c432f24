import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import { callApi, createTestAccount, setUpTotp, signInTokens, type TestAccount } from '../support/accounts';
import { tableClient } from '../support/clients';
import { mailsTo, refuseSending } from '../support/mailbox';
import { getItem } from '../support/signup-flow';

/**
 * Issue 29, the first week of a staff member: the admins are e-mailed when one waits for approval
 * (once two-step sign-in, the last thing approval needs, is on), Settings counts those waiting, and
 * the member is e-mailed when approved. Every mail goes the product's way: sent at once, or queued
 * in the recipient's outbox while SES refuses.
 */

const stack = inject('stack');
afterEach(() => refuseSending(stack.urls.mailbox, false));

const tokenOf = async (account: TestAccount) => (await signInTokens(stack, account.email, account.password)).accessToken;
const waitingCount = async (token: string) =>
  (await callApi(stack, token, 'GET', '/staff/awaiting-approval')) as { status: number; body: { count: number } };
const awaitingSubject = 'A staff account is waiting for your approval';

/** A staff member as after signup and verification: their first sign-in sets two-step sign-in up, then tells the API. */
async function newStaffSettingUpTwoStep(firstName: string) {
  const staff = await createTestAccount(stack, {
    role: 'staff',
    approved: false,
    emailVerified: true,
    twoStep: false,
    firstName,
    lastName: 'Newcomer',
  });
  await setUpTotp(stack, staff.email, staff.password);
  const token = (await signInTokens(stack, staff.email, staff.password)).accessToken;
  return { staff, enable: () => callApi(stack, token, 'POST', '/me/two-step') };
}

async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('staff waiting for approval', () => {
  it('e-mails every approved admin (not unapproved ones) once two-step sign-in is on, and counts them in Settings', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const otherAdmin = await createTestAccount(stack, { role: 'admin' });
    const pendingAdmin = await createTestAccount(stack, { role: 'admin', approved: false });
    const adminToken = await tokenOf(admin);
    const before = await waitingCount(adminToken);
    expect(before.status).toBe(200);

    const { staff, enable } = await newStaffSettingUpTwoStep('Wanda');
    // Not yet waiting: two-step sign-in is not on the record, and no admin has been told.
    expect((await waitingCount(adminToken)).body.count).toBe(before.body.count);
    expect(await mailsTo(stack.urls.mailbox, admin.email)).toHaveLength(0);

    expect(await enable()).toEqual({ status: 200, body: { enabled: true } });
    for (const told of [admin, otherAdmin]) {
      const mails = await mailsTo(stack.urls.mailbox, told.email);
      expect(mails.map((mail) => mail.subject)).toEqual([awaitingSubject]);
      expect(mails[0]?.body.text).toContain(`Wanda Newcomer (${staff.email})`);
      expect(mails[0]?.body.text).toMatch(/\/dashboard\/settings/);
    }
    expect(await mailsTo(stack.urls.mailbox, pendingAdmin.email)).toHaveLength(0);
    expect((await waitingCount(adminToken)).body.count).toBe(before.body.count + 1);
  });

  it('says nothing to the admins when a physician or an approved staff member turns two-step sign-in on', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const physician = await createTestAccount(stack);
    await setUpTotp(stack, physician.email, physician.password);
    expect((await callApi(stack, (await signInTokens(stack, physician.email, physician.password)).accessToken, 'POST', '/me/two-step')).status).toBe(
      200,
    );
    const staff = await createTestAccount(stack, { role: 'staff', approved: true, twoStep: false });
    await setUpTotp(stack, staff.email, staff.password);
    expect((await callApi(stack, (await signInTokens(stack, staff.email, staff.password)).accessToken, 'POST', '/me/two-step')).status).toBe(200);
    expect(await mailsTo(stack.urls.mailbox, admin.email)).toHaveLength(0);
  });

  it("queues each admin's mail in that admin's outbox while SES refuses, and the job sends it once SES accepts", async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const { staff, enable } = await newStaffSettingUpTwoStep('Quentin');
    await refuseSending(stack.urls.mailbox, true);
    expect((await enable()).status).toBe(200);
    const slot = `staffAwaitingApproval#${staff.userId}`;
    expect(await getItem(stack, keys.queuedMail(admin.userId, slot))).toMatchObject({ kind: 'staffAwaitingApproval', staffUserId: staff.userId });
    await refuseSending(stack.urls.mailbox, false);
    // Due now rather than after the back-off.
    const now = Date.now();
    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: keys.queuedMail(admin.userId, slot),
        UpdateExpression: 'SET dueAt = :now, GSI1SK = :due',
        ExpressionAttributeValues: { ':now': now, ':due': keys.queuedMailList(now, admin.userId).GSI1SK },
      }),
    );
    const mails = await eventually(async () => {
      const found = await mailsTo(stack.urls.mailbox, admin.email);
      return found.length > 0 ? found : undefined;
    }, "the admin's queued mail");
    expect(mails.map((mail) => mail.subject)).toEqual([awaitingSubject]);
    expect(mails[0]?.body.text).toContain(staff.email);
  });

  it('counts for admins only: staff are refused 403', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    expect((await waitingCount(await tokenOf(staff))).status).toBe(403);
    const physician = await createTestAccount(stack);
    expect((await waitingCount(await tokenOf(physician))).status).toBe(403);
  });
});

describe('approval', () => {
  it('e-mails the newly approved member, and they no longer count as waiting; a promotion alone sends nothing', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const adminToken = await tokenOf(admin);
    const waiting = await createTestAccount(stack, { role: 'staff', approved: false, firstName: 'Abel' });
    const before = (await waitingCount(adminToken)).body.count;
    const applied = await callApi(stack, adminToken, 'POST', '/staff/changes', {
      edits: [{ userId: waiting.userId, role: 'staff', approved: true, shown: { role: 'staff', approved: false } }],
    });
    expect(applied).toEqual({ status: 200, body: { applied: 1 } });
    const mails = await mailsTo(stack.urls.mailbox, waiting.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Physician Contracts staff account is approved']);
    expect(mails[0]?.body.text).toContain('Hello Abel,');
    expect(mails[0]?.body.text).toMatch(/\/login/);
    expect((await waitingCount(adminToken)).body.count).toBe(before - 1);

    const promoted = await callApi(stack, adminToken, 'POST', '/staff/changes', {
      edits: [{ userId: waiting.userId, role: 'admin', approved: true, shown: { role: 'staff', approved: true } }],
    });
    expect(promoted.status).toBe(200);
    expect(await mailsTo(stack.urls.mailbox, waiting.email)).toHaveLength(1);
  });
});
