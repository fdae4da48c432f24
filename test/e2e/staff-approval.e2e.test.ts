import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import * as messages from '#shared/messages.ts';
import { callApi, createTestAccount, signInTokens, strongPassword, uniqueEmail, type TestAccount } from '../support/accounts';
import { it, logIn, path, screenshot, settingsTab, setUpTwoStep, signIn, stack, waitForPath, web } from '../support/e2e-fixtures';
import { latestLink } from '../support/mailbox';
import { totpCode } from '../support/totp';

/** Issue 15, Settings: the admin approves, promotes, demotes and revokes staff in the browser. */

/** Tokens carry whole seconds: a change in a later second than the sign-in ends that session. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

const rowOf = (page: Page, member: TestAccount) => page.getByTestId(`staff-row-${member.email}`);
/**
 * Ticks or clears an Approved box as a person does, on its visible box: Amplify UI's CheckboxField
 * keeps the input itself visually hidden inside its label, so the label takes the click.
 */
const toggle = (checkbox: Locator) => checkbox.locator('xpath=ancestor::label[1]').click();
const nameOf = (member: TestAccount) => `${member.account.firstName} ${member.account.lastName}`;

async function applyAndWait(page: Page, count: number) {
  await page.getByRole('button', { name: 'Apply' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: messages.dashboard.applied(count) })
    .waitFor();
}

async function openSettings(page: Page) {
  await page.goto(`${web}/dashboard/settings`);
  await page.getByRole('table', { name: 'Staff accounts' }).waitFor();
}

describe('Settings in the browser', () => {
  it('the admin approves a new staff member, who then reaches the dashboard; promotes them to admin and demotes them again', async ({
    page,
    newPage,
  }) => {
    await signIn(page, { role: 'admin' });
    const staff = await createTestAccount(stack, {
      role: 'staff',
      approved: false,
      emailVerified: true,
      twoStep: false,
      firstName: 'Nia',
      lastName: 'Okafor',
    });
    await openSettings(page);
    // The shell: an admin has all four tabs.
    for (const tab of ['Compensation Consultation', 'Contract Review', 'User Settings']) {
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: tab, exact: true }).waitFor();
    }
    await settingsTab(page).waitFor();
    const approved = page.getByRole('checkbox', { name: `${nameOf(staff)} approved` });
    // Not before they have set up two-step sign-in (issue 27): Settings says why.
    expect(await approved.isDisabled()).toBe(true);
    await rowOf(page, staff).getByText('Two-step sign-in not set up').waitFor();

    // Their first sign-in takes them to set it up (decision 0014); then they wait for approval.
    const staffPage = await newPage();
    await logIn(staffPage, staff.email, staff.password);
    await setUpTwoStep(staffPage, staff.email);

    await page.reload();
    expect(await approved.isChecked()).toBe(false);
    await toggle(approved);
    await page.getByText('1 pending change').waitFor();
    await applyAndWait(page, 1);
    expect(await approved.isChecked()).toBe(true);
    await page.getByText(messages.dashboard.noPendingChanges).waitFor();

    await logIn(staffPage, staff.email, staff.password);
    await waitForPath(staffPage, '/dashboard/compensation');
    // Staff see the two request tabs only.
    await staffPage.getByRole('link', { name: 'Contract Review' }).waitFor();
    expect(await settingsTab(staffPage).count()).toBe(0);
    await nextSecond();

    await rowOf(page, staff)
      .getByRole('combobox', { name: `Role of ${nameOf(staff)}` })
      .selectOption('admin');
    await applyAndWait(page, 1);
    // The promoted member signs in again (their session ended) and now has Settings.
    await staffPage.reload();
    await waitForPath(staffPage, '/login');
    await staffPage.getByRole('alert').filter({ hasText: messages.auth.sessionEnded }).waitFor();
    await logIn(staffPage, staff.email, staff.password);
    await waitForPath(staffPage, '/dashboard/compensation');
    await settingsTab(staffPage).click();
    await waitForPath(staffPage, '/dashboard/settings');
    await staffPage.getByRole('table', { name: 'Staff accounts' }).waitFor();
    // Nobody removes their own admin role: the promoted member's own row is locked.
    expect(await staffPage.getByRole('combobox', { name: `Role of ${nameOf(staff)}` }).isDisabled()).toBe(true);
    await nextSecond();

    await rowOf(page, staff)
      .getByRole('combobox', { name: `Role of ${nameOf(staff)}` })
      .selectOption('staff');
    await applyAndWait(page, 1);
    // The demoted member's next action sends them to sign in again, and Settings is no longer theirs.
    await staffPage.reload();
    await waitForPath(staffPage, '/login');
    await logIn(staffPage, staff.email, staff.password);
    await waitForPath(staffPage, '/dashboard/compensation');
    await staffPage.goto(`${web}/dashboard/settings`);
    await waitForPath(staffPage, '/');
  });

  it('revoking approval sends the signed-in staff member away on their next action', async ({ page, newPage }) => {
    await signIn(page, { role: 'admin' });
    const staffPage = await newPage();
    const staff = await signIn(staffPage, { role: 'staff', approved: true, firstName: 'Omar', lastName: 'Haddad' });
    await waitForPath(staffPage, '/dashboard/compensation');
    await nextSecond();

    await openSettings(page);
    await toggle(page.getByRole('checkbox', { name: `${nameOf(staff)} approved` }));
    await applyAndWait(page, 1);

    // Their next action (the Contract Review tab loads its table) meets the ended session.
    await staffPage.getByRole('link', { name: 'Contract Review' }).click();
    await waitForPath(staffPage, '/login');
    await staffPage.getByRole('alert').filter({ hasText: messages.auth.sessionEnded }).waitFor();
    // Signing in again is refused with the spec's text.
    await logIn(staffPage, staff.email, staff.password);
    await staffPage.getByText(messages.auth.staffNotApproved).waitFor();
  });

  it('keeps pending edits through the 10-second refresh, and shows a stale Apply as "Error: …" in the page', async ({ page }) => {
    const admin = await signIn(page, { role: 'admin' });
    const staff = await createTestAccount(stack, { role: 'staff', approved: false, firstName: 'Lena', lastName: 'Park' });
    await openSettings(page);
    const checkbox = page.getByRole('checkbox', { name: `${nameOf(staff)} approved` });
    await toggle(checkbox);
    // Someone else promotes them meanwhile; the table refreshes by itself.
    const token = (await signInTokens(stack, admin.email, admin.password)).accessToken;
    const elsewhere = await callApi(stack, token, 'POST', '/staff/changes', {
      edits: [{ userId: staff.userId, role: 'admin', approved: false, shown: { role: 'staff', approved: false } }],
    });
    expect(elsewhere.status).toBe(200);
    const role = page.getByRole('combobox', { name: `Role of ${nameOf(staff)}` });
    await expect.poll(() => role.inputValue(), { timeout: 15_000 }).toBe('admin');
    // The pending edit survived the refresh.
    await page.getByText('1 pending change').waitFor();
    expect(await checkbox.isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: messages.dashboard.staffUpdateFailure(messages.dashboard.staffChangedMeanwhile) })
      .waitFor();
    await page.getByText(messages.dashboard.noPendingChanges).waitFor();
  });
});

describe('a staff member waiting for approval (issue 37)', () => {
  it('is told at every sign-in, on a phone, with the spec’s text that the account is not approved, never that the sign-in took too long', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail('e2e-waiting');
    const password = strongPassword();
    await page.goto(`${web}/staffSignup`);
    await page.getByLabel('First Name').fill('Wanda');
    await page.getByLabel('Last Name').fill('Waits');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: messages.signup.signUp }).click();
    await waitForPath(page, '/login');
    await page.goto(await latestLink(stack.urls.mailbox, email, '/verify'));
    await page.getByRole('button', { name: messages.verification.verifyButton }).click();
    await page.getByText(messages.verification.verified).waitFor();

    // The first sign-in sets two-step sign-in up; that ends the session.
    await logIn(page, email, password);
    const secret = await setUpTwoStep(page, email);
    await page.getByText(messages.twoStep.enabledAwaitingApproval).waitFor();

    // A sign-in with the password and a code says why the dashboard does not open, and the page goes
    // back to the password: the refusal signed out, so no code can continue that sign-in.
    const codeField = page.getByLabel(messages.twoStep.codeLabel, { exact: true });
    const refusal = page.getByRole('alert').filter({ hasText: messages.auth.staffNotApproved });
    await logIn(page, email, password);
    await refusal.waitFor();
    expect(await codeField.count()).toBe(0);
    expect(path(page)).toBe('/login');
    await screenshot(page, 'staff-not-approved');

    // Again from the same page, without a reload, as a person tries again: the same words, every time.
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await codeField.fill(totpCode(secret));
    await page.getByRole('button', { name: messages.twoStep.verify }).click();
    await refusal.waitFor();
    expect(await codeField.count()).toBe(0);
    expect(await page.getByText(messages.twoStep.loginExpired).count()).toBe(0);
  });
});
