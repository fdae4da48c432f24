import { AdminDeleteUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import * as messages from '#shared/messages.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { cognitoClient } from '../support/clients';
import { getItem } from '../support/signup-flow';

/**
 * Issue 15, Settings: the admin's staff list and Apply (one transaction of records, then the pool
 * groups, then the changed members' sessions), and the guards around them.
 */

const stack = inject('stack');

/** Tokens carry whole seconds: a change in a later second than the sign-in must end that session. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

const tokenOf = async (account: TestAccount) => (await signInTokens(stack, account.email, account.password)).accessToken;

async function groupsOf(userId: string) {
  const { Groups } = await cognitoClient(stack).send(new AdminListGroupsForUserCommand({ UserPoolId: stack.resources.userPoolId, Username: userId }));
  return (Groups ?? []).map((group) => group.GroupName);
}

async function stateOf(userId: string) {
  const item = (await getItem(stack, keys.account(userId))) as { role: string; approved: boolean };
  return { role: item.role, approved: item.approved };
}

type Shown = { role: 'staff' | 'admin'; approved: boolean };
const edit = (member: TestAccount, to: Shown, shown: Shown = { role: member.account.role as Shown['role'], approved: member.account.approved }) => ({
  userId: member.userId,
  ...to,
  shown,
});

const apply = (token: string, edits: unknown[]) => callApi(stack, token, 'POST', '/staff/changes', { edits });

/** A staff member's own call that needs an approved account (PUT /me refuses unapproved staff). */
const workAs = (token: string) => callApi(stack, token, 'PUT', '/me', { firstName: 'Still', lastName: 'Here', bio: '' });

describe('Settings: the staff list', () => {
  it('lists staff and admins (no physicians), newest joiner first, a page at a time, for admins only', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const physician = await createTestAccount(stack);
    const waiting = await createTestAccount(stack, { role: 'staff', approved: false });
    const token = await tokenOf(admin);
    const { status, body } = (await callApi(stack, token, 'GET', '/staff')) as {
      status: number;
      body: { staff: { userId: string; joiningDate: number }[]; cursor?: string };
    };
    expect(status).toBe(200);
    const ids = body.staff.map((member) => member.userId);
    expect(ids).toContain(waiting.userId);
    expect(ids).toContain(admin.userId);
    expect(ids).not.toContain(physician.userId);
    expect(body.staff.find((member) => member.userId === waiting.userId)).toEqual({
      userId: waiting.userId,
      firstName: 'Test',
      lastName: 'Staff',
      email: waiting.email,
      role: 'staff',
      approved: false,
      emailVerified: true,
      twoStep: true,
      joiningDate: waiting.account.joiningDate,
    });
    const dates = body.staff.map((member) => member.joiningDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const forged = await callApi(
      stack,
      token,
      'GET',
      `/staff?cursor=${Buffer.from(JSON.stringify(['LINK#x', 'ACCOUNT', '1'])).toString('base64url')}`,
    );
    expect(forged.status).toBe(400);

    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    expect((await callApi(stack, await tokenOf(staff), 'GET', '/staff')).status).toBe(403);
    expect((await callApi(stack, await tokenOf(physician), 'GET', '/staff')).status).toBe(403);
  });

  it('pages through more than one page of staff', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    await Promise.all(Array.from({ length: 51 }, () => createTestAccount(stack, { role: 'staff', approved: false })));
    const token = await tokenOf(admin);
    const first = (await callApi(stack, token, 'GET', '/staff')).body as { staff: { userId: string }[]; cursor?: string };
    expect(first.staff).toHaveLength(50);
    expect(first.cursor).toBeDefined();
    const second = (await callApi(stack, token, 'GET', `/staff?cursor=${first.cursor}`)).body as { staff: { userId: string }[] };
    expect(second.staff.length).toBeGreaterThan(0);
    const firstIds = new Set(first.staff.map((member) => member.userId));
    expect(second.staff.some((member) => firstIds.has(member.userId))).toBe(false);
  });
});

describe('Settings: Apply', () => {
  it('approves a verified staff member: the record, the staff group, and work after signing in again', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const staff = await createTestAccount(stack, { role: 'staff', approved: false, emailVerified: true });
    const before = await tokenOf(staff);
    expect((await workAs(before)).status).toBe(403);
    await nextSecond();

    expect(await apply(await tokenOf(admin), [edit(staff, { role: 'staff', approved: true })])).toEqual({ status: 200, body: { applied: 1 } });
    expect(await stateOf(staff.userId)).toEqual({ role: 'staff', approved: true });
    expect(await groupsOf(staff.userId)).toEqual(['staff']);
    // The old session ended (its token carries no group); a new sign-in carries the staff group and works.
    expect((await callApi(stack, before, 'GET', '/me')).status).toBe(401);
    expect((await workAs(await tokenOf(staff))).status).toBe(200);
  });

  it('refuses to approve staff whose e-mail is not verified (canApproveStaff), changing nothing', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const staff = await createTestAccount(stack, { role: 'staff', approved: false, emailVerified: false });
    const refused = await apply(await tokenOf(admin), [edit(staff, { role: 'staff', approved: true })]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { message: messages.dashboard.approveVerifiedOnly, fields: { 'edits.0.approved': messages.dashboard.approveVerifiedOnly } },
    });
    expect(await stateOf(staff.userId)).toEqual({ role: 'staff', approved: false });
    expect(await groupsOf(staff.userId)).toEqual([]);
  });

  it('refuses to approve staff who have not set up two-step sign-in, naming why, and changes nothing', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const staff = await createTestAccount(stack, { role: 'staff', approved: false, emailVerified: true, twoStep: false });
    const refused = await apply(await tokenOf(admin), [edit(staff, { role: 'staff', approved: true })]);
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { message: messages.dashboard.approveTwoStepOnly, fields: { 'edits.0.approved': messages.dashboard.approveTwoStepOnly } } },
    });
    expect(await stateOf(staff.userId)).toEqual({ role: 'staff', approved: false });
    expect(await groupsOf(staff.userId)).toEqual([]);
  });

  it('revoking approval refuses the signed-in member on their next call, without waiting for the token to expire', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const token = await tokenOf(staff);
    expect((await workAs(token)).status).toBe(200);
    await nextSecond();

    expect((await apply(await tokenOf(admin), [edit(staff, { role: 'staff', approved: false })])).status).toBe(200);
    expect(await callApi(stack, token, 'GET', '/me')).toEqual({
      status: 401,
      body: { error: { code: 'session_ended', message: messages.auth.sessionEnded } },
    });
    expect(await groupsOf(staff.userId)).toEqual([]);
    // Signing in again gets the unapproved account's answer.
    expect((await workAs(await tokenOf(staff))).body).toEqual({ error: { code: 'forbidden', message: messages.auth.staffNotApproved } });
  });

  it('promotes staff to admin and demotes them again, groups and sessions following', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const adminToken = await tokenOf(admin);
    const staffToken = await tokenOf(staff);
    expect((await callApi(stack, staffToken, 'GET', '/staff')).status).toBe(403);
    await nextSecond();

    expect((await apply(adminToken, [edit(staff, { role: 'admin', approved: true })])).status).toBe(200);
    expect(await groupsOf(staff.userId)).toEqual(['admin']);
    expect((await callApi(stack, staffToken, 'GET', '/me')).status).toBe(401);
    const promotedToken = await tokenOf(staff);
    expect((await callApi(stack, promotedToken, 'GET', '/staff')).status).toBe(200);
    await nextSecond();

    expect((await apply(adminToken, [edit(staff, { role: 'staff', approved: true }, { role: 'admin', approved: true })])).status).toBe(200);
    expect(await stateOf(staff.userId)).toEqual({ role: 'staff', approved: true });
    expect(await groupsOf(staff.userId)).toEqual(['staff']);
    expect((await callApi(stack, promotedToken, 'GET', '/staff')).status).toBe(401);
    const demotedToken = await tokenOf(staff);
    expect((await callApi(stack, demotedToken, 'GET', '/staff')).status).toBe(403);
    expect((await workAs(demotedToken)).status).toBe(200);
  });

  it('refuses an admin removing their own admin role or approval (403 naming it), changing nothing', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const token = await tokenOf(admin);
    for (const to of [
      { role: 'staff', approved: true },
      { role: 'admin', approved: false },
    ] as const) {
      expect(await apply(token, [edit(admin, to)])).toEqual({
        status: 403,
        body: { error: { code: 'forbidden', message: messages.dashboard.cannotDemoteSelf } },
      });
    }
    expect(await stateOf(admin.userId)).toEqual({ role: 'admin', approved: true });
    expect(await groupsOf(admin.userId)).toEqual(['admin']);
  });

  it('refuses non-admins, unapproved admins and edits of physicians', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const waiting = await createTestAccount(stack, { role: 'staff', approved: false });
    const unapprovedAdmin = await createTestAccount(stack, { role: 'admin', approved: false });
    const physician = await createTestAccount(stack);
    const approve = [edit(waiting, { role: 'staff', approved: true })];
    expect((await apply(await tokenOf(staff), approve)).status).toBe(403);
    expect((await apply(await tokenOf(unapprovedAdmin), approve)).status).toBe(403);
    expect((await callApi(stack, await tokenOf(unapprovedAdmin), 'GET', '/staff')).status).toBe(403);
    expect(await stateOf(waiting.userId)).toEqual({ role: 'staff', approved: false });

    const admin = await createTestAccount(stack, { role: 'admin' });
    const onPhysician = await apply(await tokenOf(admin), [
      { userId: physician.userId, role: 'admin', approved: true, shown: { role: 'staff', approved: false } },
    ]);
    expect(onPhysician).toEqual({ status: 404, body: { error: { code: 'not_found', message: messages.dashboard.notStaffAccount } } });
    expect(await stateOf(physician.userId)).toEqual({ role: 'physician', approved: false });
  });

  it('refuses a stale edit with 409 and writes none of the batch', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const other = await createTestAccount(stack, { role: 'admin' });
    const first = await createTestAccount(stack, { role: 'staff', approved: false });
    const second = await createTestAccount(stack, { role: 'staff', approved: false });
    // Both admins load the table; the other approves `second` first.
    expect((await apply(await tokenOf(other), [edit(second, { role: 'staff', approved: true })])).status).toBe(200);
    const stale = await apply(await tokenOf(admin), [
      edit(first, { role: 'staff', approved: true }),
      edit(second, { role: 'admin', approved: true }),
    ]);
    expect(stale).toEqual({ status: 409, body: { error: { code: 'conflict', message: messages.dashboard.staffChangedMeanwhile } } });
    expect(await stateOf(first.userId)).toEqual({ role: 'staff', approved: false });
    expect(await groupsOf(first.userId)).toEqual([]);
    expect(await stateOf(second.userId)).toEqual({ role: 'staff', approved: true });
    expect(await groupsOf(second.userId)).toEqual(['staff']);
  });

  it('undoes the records and groups when a group change fails, and says so', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const first = await createTestAccount(stack, { role: 'staff', approved: false });
    const demoted = await createTestAccount(stack, { role: 'admin', approved: true });
    const broken = await createTestAccount(stack, { role: 'staff', approved: false });
    // The injected failure: the pool no longer knows `broken` (its record is still there).
    await cognitoClient(stack).send(new AdminDeleteUserCommand({ UserPoolId: stack.resources.userPoolId, Username: broken.userId }));
    const demotedToken = await tokenOf(demoted);

    const failed = await apply(await tokenOf(admin), [
      edit(first, { role: 'staff', approved: true }),
      edit(demoted, { role: 'staff', approved: true }),
      edit(broken, { role: 'staff', approved: true }),
    ]);
    expect(failed).toEqual({ status: 502, body: { error: { code: 'internal_error', message: messages.dashboard.groupChangeFailed } } });
    expect(await stateOf(first.userId)).toEqual({ role: 'staff', approved: false });
    expect(await groupsOf(first.userId)).toEqual([]);
    expect(await stateOf(demoted.userId)).toEqual({ role: 'admin', approved: true });
    expect(await groupsOf(demoted.userId)).toEqual(['admin']);
    expect(await stateOf(broken.userId)).toEqual({ role: 'staff', approved: false });
    // Nothing applied, so no session ended either.
    expect((await callApi(stack, demotedToken, 'GET', '/staff')).status).toBe(200);
  });
});
