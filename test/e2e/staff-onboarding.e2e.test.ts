import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import * as messages from '#shared/messages.ts';
import { createTestAccount, rememberTotpSecret, strongPassword, uniqueEmail } from '../support/accounts';
import { it, logIn, screenshot, setUpTwoStep, signIn, stack, waitForPath, web } from '../support/e2e-fixtures';
import { latestLink, mailsTo } from '../support/mailbox';

/**
 * Issue 29, the first week of a staff member, in the browser: signup says what happens next, the
 * admins hear of a member waiting and Settings counts them, the member hears of the approval.
 */

/** Amplify UI's CheckboxField keeps the input visually hidden inside its label: the label takes the click. */
const toggle = (checkbox: Locator) => checkbox.locator('xpath=ancestor::label[1]').click();

async function waitForMail(address: string, subject: string) {
  await expect.poll(async () => (await mailsTo(stack.urls.mailbox, address)).map((mail) => mail.subject), { timeout: 10_000 }).toContain(subject);
}

/** The count the Settings tab shows (none when nobody waits). */
async function tabCount(page: Page): Promise<number> {
  const badge = page.getByRole('navigation', { name: 'Dashboard' }).getByTestId('awaiting-approval-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.locator('[aria-hidden="true"]').innerText());
}

describe('a staff member from signup to approval', () => {
  it('signup says what happens next; once two-step is on the admins are e-mailed and Settings counts them; approval e-mails the member', async ({
    page,
    newPage,
  }) => {
    const email = uniqueEmail('e2e-onboarding');
    const password = strongPassword();
    await page.goto(`${web}/staffSignup`);
    await page.getByLabel('First Name').fill('Noor');
    await page.getByLabel('Last Name').fill('Haddad');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: messages.signup.signUp }).click();
    await waitForPath(page, '/login');
    await page.getByRole('status').filter({ hasText: messages.signup.success }).waitFor();
    const nextSteps = page.getByRole('region', { name: messages.signup.staffNextStepsTitle });
    expect(await nextSteps.getByRole('listitem').allInnerTexts()).toEqual([...messages.signup.staffNextSteps]);
    await screenshot(page, 'staff-signup-next-steps');

    await page.goto(await latestLink(stack.urls.mailbox, email, '/verify'));
    await page.getByRole('button', { name: messages.verification.verifyButton }).click();
    await page.getByText(messages.verification.verified).waitFor();

    const admin = await createTestAccount(stack, { role: 'admin' });
    expect(await mailsTo(stack.urls.mailbox, admin.email)).toHaveLength(0);

    // The first sign-in sets two-step sign-in up; the member then waits, and is told so.
    await logIn(page, email, password);
    await setUpTwoStep(page, email);
    await page.getByText(messages.twoStep.enabledAwaitingApproval).waitFor();
    await waitForMail(admin.email, 'A staff account is waiting for your approval');

    const adminPage = await newPage();
    await logIn(adminPage, admin.email, admin.password);
    await waitForPath(adminPage, '/dashboard/compensation');
    // The count arrives a moment after the tabs.
    await expect.poll(() => tabCount(adminPage), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const waiting = await tabCount(adminPage);
    // The tab's name says what the number is.
    await adminPage
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: messages.dashboard.settingsTabName(waiting), exact: true })
      .click();
    await waitForPath(adminPage, '/dashboard/settings');
    await adminPage.getByTestId('awaiting-approval').getByText(messages.dashboard.awaitingApproval(waiting)).waitFor();
    const row = adminPage.getByTestId(`staff-row-${email}`);
    await row.getByText('Waits for approval').waitFor();
    // The approve control is labelled on screen, not a bare box.
    expect(await row.getByText('Approved', { exact: true }).isVisible()).toBe(true);
    await screenshot(adminPage, 'settings-waiting');

    await toggle(adminPage.getByRole('checkbox', { name: 'Noor Haddad approved' }));
    await adminPage.getByRole('button', { name: 'Apply' }).click();
    await adminPage
      .getByRole('status')
      .filter({ hasText: messages.dashboard.applied(1) })
      .waitFor();
    await expect.poll(() => tabCount(adminPage), { timeout: 15_000 }).toBe(waiting - 1);
    await waitForMail(email, 'Your Physician Contracts staff account is approved');

    await logIn(page, email, password);
    await waitForPath(page, '/dashboard/compensation');
  });

  it('shows no count to staff, and none on the tab when nobody waits for approval', async ({ page }) => {
    await signIn(page, { role: 'staff', approved: true });
    expect(await page.getByRole('link', { name: /Settings/ }).count()).toBe(0);
    expect(await page.getByTestId('awaiting-approval-count').count()).toBe(0);
  });
});

describe('a staff member who lost their phone', () => {
  it('an admin resets their two-step sign-in from Settings after confirming; they set it up again at their next sign-in', async ({
    page,
    newPage,
  }) => {
    const admin = await signIn(page, { role: 'admin' });
    const staff = await createTestAccount(stack, { role: 'staff', approved: true, firstName: 'Lost', lastName: 'Phone' });
    await page.goto(`${web}/dashboard/settings`);
    const row = page.getByTestId(`staff-row-${staff.email}`);
    await row.getByText('On', { exact: true }).waitFor();
    // Not for one's own account.
    expect(
      await page
        .getByTestId(`staff-row-${admin.email}`)
        .getByRole('button', { name: /Reset two-step/ })
        .count(),
    ).toBe(0);

    const resetButton = row.getByRole('button', { name: `${messages.dashboard.resetTwoStep}: Lost Phone` });
    await resetButton.click();
    const dialog = page.getByRole('dialog', { name: messages.dashboard.resetTwoStepTitle });
    await dialog.getByText(messages.dashboard.confirmResetTwoStep).waitFor();
    await screenshot(page, 'settings-reset-two-step-dialog');
    // Cancel first: nothing changes.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await mailsTo(stack.urls.mailbox, staff.email)).toHaveLength(0);

    await resetButton.click();
    await dialog.getByRole('button', { name: messages.dashboard.resetTwoStep, exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: messages.dashboard.twoStepWasReset('Lost Phone') })
      .waitFor();
    await row.getByText('Not set up', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /Reset two-step/ }).count()).toBe(0);
    await waitForMail(staff.email, 'Your two-step sign-in was reset');

    // Their next sign-in asks for the password only, and leads to the setup of a new authenticator.
    const staffPage = await newPage();
    rememberTotpSecret(staff.email, '');
    await logIn(staffPage, staff.email, staff.password);
    await waitForPath(staffPage, '/profile/security');
    await setUpTwoStep(staffPage, staff.email);
    await logIn(staffPage, staff.email, staff.password);
    await waitForPath(staffPage, '/dashboard/compensation');
  });
});
