import { AdminAddUserToGroupCommand, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import * as messages from '#shared/messages.ts';
import { it, logIn, path, signIn, stack, web, webStorage } from '../support/e2e-fixtures';
import { turnOnTwoStep } from '../support/accounts';
import { latestLink, mailsTo, tokenOf } from '../support/mailbox';
import { forgetLastLinkSent, physicianForm, postJson, staffForm, strongPassword, uniqueEmail } from '../support/signup-flow';
import { cognitoClient, tableClient } from '../support/clients';

/** Every API request the page makes, as "METHOD /route" (the app calls the API under its own /api). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(web).origin && url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname.slice(4)}`);
  });
  return calls;
}

async function alertText(page: Page) {
  const alert = page.locator('.notice[role="alert"]');
  await alert.waitFor();
  return alert.textContent();
}

async function userIdOf(email: string) {
  const user = await cognitoClient(stack).send(new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: email }));
  return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value as string;
}

describe('physician signup', () => {
  it('signs up through the form, verifies with the e-mailed link, then logs in to /negotiation', async ({ page, newPage }) => {
    const email = uniqueEmail('e2e-physician');
    await page.goto(`${web}/signup`);
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('State of Practice').selectOption('NY');
    // Years stay disabled until "No" is chosen.
    expect(await page.getByLabel('Years of Practice').isDisabled()).toBe(true);
    await page.getByLabel('No', { exact: true }).check();
    await page.getByLabel('Years of Practice').fill('7');
    await page.getByLabel('Speciality').selectOption({ label: 'Cardiology' });
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await page.getByLabel('Confirm Password').fill('Different!Pass1');
    await page.getByRole('button', { name: messages.signup.signUp }).click();
    // Client-side rules first: mismatch and unticked terms, nothing sent.
    await page.getByText(messages.signup.passwordsDoNotMatch).waitFor();
    expect(await page.locator('.field-error').allTextContents()).toContain('You must accept the terms and conditions.');
    await page.getByLabel('Confirm Password').fill(strongPassword);
    await page.getByLabel(messages.signup.terms).check();
    await page.getByRole('button', { name: messages.signup.signUp }).click();

    await page.waitForURL(`${web}/login`);
    expect(await page.locator('.notice--success').textContent()).toBe(messages.signup.success);

    const link = await latestLink(stack.urls.mailbox, email, '/verify');
    expect(new URL(link).search).toBe('');
    // Opening the link (as a mail scanner does) calls no API: only the click verifies.
    const apiCalls = recordApiCalls(page);
    await page.goto(link);
    const verify = page.getByRole('button', { name: messages.verification.verifyButton });
    await verify.waitFor();
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    // The token leaves the address bar once read.
    expect(new URL(page.url()).hash).toBe('');
    expect(path(page)).toBe('/verify');
    await verify.click();
    await page.getByText(messages.verification.verified).waitFor();
    expect(apiCalls).toEqual(['POST /email-verification']);

    // The link works once.
    const again = await newPage();
    await again.goto(link);
    await again.getByRole('button', { name: messages.verification.verifyButton }).click();
    expect(await alertText(again)).toBe(messages.verification.used);

    await logIn(page, email, strongPassword);
    await page.waitForURL(`${web}/negotiation`);
    // The signed-in nav shows the account menu, whose card names the person.
    await page.getByRole('button', { name: /^Account: / }).waitFor();
    await expect.poll(() => page.getByTestId('nav-user').textContent()).toBe('Grace Hopper');
  });

  it('refuses an unverified physician at login, sends a new link, and stays signed out', async ({ page }) => {
    const email = uniqueEmail('e2e-unverified');
    expect((await postJson(stack, '/signup', physicianForm(email))).status).toBe(201);

    // Right after signup the first link is still fresh: the spec's "too many attempts" text points to it.
    await logIn(page, email, strongPassword);
    expect(await alertText(page)).toBe(messages.auth.tooManyAttempts);

    await forgetLastLinkSent(stack, await userIdOf(email), 'verificationSentAt');
    await logIn(page, email, strongPassword);
    expect(await alertText(page)).toBe(messages.auth.emailNotVerified);
    expect(path(page)).toBe('/login');
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(2);
    // Not signed in: the nav offers Log in, and a protected screen sends back to /login.
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    await page.goto(`${web}/profile/edit`);
    await page.waitForURL(`${web}/login`);
  });

  it('brings the failure into view on a phone, below the fixed navigation bar', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 360, height: 420 } });
    await logIn(page, stack.resources.admin.email, 'Wrong-password-1');
    const alert = page.locator('.notice[role="alert"]');
    await alert.waitFor();
    const navBottom = async () => {
      const nav = await page.getByTestId('navbar').boundingBox();
      return (nav?.y ?? 0) + (nav?.height ?? 0);
    };
    // Fully on screen and not under the bar (polled: the page may scroll smoothly).
    await expect
      .poll(async () => {
        const box = await alert.boundingBox();
        return !!box && box.y >= (await navBottom()) - 1 && box.y + box.height <= 420;
      })
      .toBe(true);
  });

  it('says a wrong password plainly', async ({ page }) => {
    await logIn(page, stack.resources.admin.email, 'Wrong-password-1');
    expect(await alertText(page)).toBe('An error occured: Incorrect e-mail or password.');
  });
});

describe('staff signup', () => {
  it('creates a staff account through the form whose login is refused until approved', async ({ page }) => {
    const email = uniqueEmail('e2e-staff');
    await page.goto(`${web}/staffSignup`);
    await page.getByRole('heading', { name: messages.signup.staffTitle }).waitFor();
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Staff');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await page.getByLabel('Confirm Password').fill(strongPassword);
    await page.getByRole('button', { name: messages.signup.signUp }).click();
    await page.waitForURL(`${web}/login`);
    expect(await page.locator('.notice--success').textContent()).toBe(messages.signup.success);

    await logIn(page, email, strongPassword);
    expect(await alertText(page)).toBe(messages.auth.staffNotApproved);
    expect(path(page)).toBe('/login');
  });

  it('lets approved but unverified staff in to the dashboard with the "Unverified Account!" notice', async ({ page }) => {
    const email = uniqueEmail('e2e-approved');
    expect((await postJson(stack, '/staff-signup', staffForm(email))).status).toBe(201);
    // What an admin's approval does (the approval screen is another issue's): the record, and the
    // staff group staff join only then.
    const userId = await userIdOf(email);
    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: keys.account(userId),
        UpdateExpression: 'SET approved = :true',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    await cognitoClient(stack).send(new AdminAddUserToGroupCommand({ UserPoolId: stack.resources.userPoolId, Username: userId, GroupName: 'staff' }));
    // Approved staff set up two-step sign-in at their first sign-in (test/e2e/two-step.e2e.test.ts); this one has.
    await turnOnTwoStep(stack, { userId, email, password: strongPassword });
    await logIn(page, email, strongPassword);
    await page.waitForURL(`${web}/dashboard/compensation`);
    expect(await page.locator('.flash .notice').textContent()).toBe(messages.auth.unverifiedAccount);
  });

  it('tells a second signup with the same e-mail that it is in use, on the field', async ({ page }) => {
    const email = uniqueEmail('e2e-taken');
    expect((await postJson(stack, '/staff-signup', staffForm(email))).status).toBe(201);
    await page.goto(`${web}/staffSignup`);
    await page.getByLabel('First Name').fill('Other');
    await page.getByLabel('Last Name').fill('Person');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await page.getByLabel('Confirm Password').fill(strongPassword);
    await page.getByRole('button', { name: messages.signup.signUp }).click();
    await page.getByText(messages.signup.emailInUse).waitFor();
    expect(path(page)).toBe('/staffSignup');
  });
});

describe('forgot password', () => {
  it('e-mails a reset link whose page sets a new password, which then signs in', async ({ page, newPage }) => {
    const email = uniqueEmail('e2e-reset');
    expect((await postJson(stack, '/signup', physicianForm(email))).status).toBe(201);
    const verifyLink = await latestLink(stack.urls.mailbox, email, '/verify');
    expect((await postJson(stack, '/email-verification', { token: tokenOf(verifyLink) })).status).toBe(200);

    await page.goto(`${web}/login`);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(`${web}/forgotPassword`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: messages.passwordReset.send }).click();
    await page.waitForURL(`${web}/login`);
    expect(await page.locator('.notice--success').textContent()).toBe(messages.auth.resetSuccess);

    const link = await latestLink(stack.urls.mailbox, email, '/resetPassword');
    expect(new URL(link).search).toBe('');
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).waitFor();
    // Read once, then dropped from the address bar (and so from history and bookmarks).
    expect(new URL(page.url()).hash).toBe('');
    const newPassword = 'Brand!New-Pass9';
    await page.getByLabel('New Password', { exact: true }).fill('tooweak');
    await page.getByLabel('Confirm Password').fill('tooweak');
    await page.getByRole('button', { name: messages.passwordReset.resetButton }).click();
    await page.getByText(messages.signup.passwordHint, { exact: true }).first().waitFor();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: messages.passwordReset.resetButton }).click();
    await page.waitForURL(`${web}/login`);
    expect(await page.locator('.notice--success').textContent()).toBe(messages.passwordReset.done);

    await logIn(page, email, newPassword);
    await page.waitForURL(`${web}/negotiation`);

    // The reset link works once.
    const again = await newPage();
    await again.goto(link);
    await again.getByLabel('New Password', { exact: true }).fill('An0ther!Password');
    await again.getByLabel('Confirm Password').fill('An0ther!Password');
    await again.getByRole('button', { name: messages.passwordReset.resetButton }).click();
    expect(await alertText(again)).toBe(messages.passwordReset.used);
  });
});

describe('the session', () => {
  it('survives access-token expiry by refreshing with REFRESH_TOKEN_AUTH', async ({ page, admin }) => {
    // Pretend this machine's clock ran two hours ahead: every stored token now reads as expired.
    await page.evaluate(() => {
      const { localStorage } = globalThis as unknown as { localStorage: Record<string, string> & { setItem(key: string, value: string): void } };
      for (const key of Object.keys(localStorage)) if (key.endsWith('.clockDrift')) localStorage.setItem(key, String(2 * 60 * 60 * 1000));
    });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['x-amz-target'] === 'AWSCognitoIdentityProviderService.InitiateAuth')
        refreshes.push(JSON.parse(request.postData() ?? '{}').AuthFlow);
    });
    const me = page.waitForResponse((response) => response.url() === `${web}/api/me`);
    await page.reload();
    const answer = await me;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { email: string }).email).toBe(admin.email);
    await expect.poll(() => page.getByTestId('nav-user').textContent()).toBe(`${admin.account.firstName} ${admin.account.lastName}`);
    // Renewed with REFRESH_TOKEN_AUTH (never GetTokensFromRefreshToken, which cognito-local lacks).
    // Calls at once share one refresh (token-refresher.test.ts); the page left by the reload may
    // have started one of its own just before, so this counts kinds, not calls.
    expect(refreshes.length).toBeGreaterThan(0);
    expect(new Set(refreshes)).toEqual(new Set(['REFRESH_TOKEN_AUTH']));
  });

  it('leaves no tokens behind when the password is right but the account cannot be read', async ({ page }) => {
    const email = uniqueEmail('e2e-no-record');
    expect((await postJson(stack, '/signup', physicianForm(email))).status).toBe(201);
    // A pool user whose record is gone (a half-finished deletion, say): GET /me answers 404.
    await tableClient(stack).send(new DeleteCommand({ TableName: stack.resources.tableName, Key: keys.account(await userIdOf(email)) }));
    await logIn(page, email, strongPassword);
    expect(await alertText(page)).toBe(messages.auth.loginOther('Account not found.'));
    const { local, session } = await webStorage(page);
    expect([...Object.keys(local), ...Object.keys(session)].filter((key) => /\.(accessToken|refreshToken|idToken)$/.test(key))).toEqual([]);
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    await page.goto(`${web}/profile/edit`);
    await page.waitForURL(`${web}/login`);
  });

  it('keeps the tokens only for the browser session when "Remember me" is off, shares them with its other tabs, and one sign-out ends them all', async ({
    context,
    page,
  }) => {
    const admin = await signIn(page, { role: 'admin', remember: false });
    const { local, session } = await webStorage(page);
    expect(Object.keys(local).filter((key) => key.endsWith('.accessToken') || key.endsWith('.refreshToken'))).toEqual([]);
    expect(Object.keys(session).filter((key) => key.endsWith('.accessToken'))).toHaveLength(1);

    // A second tab of the same browser session is signed in too (the first tab shares its session).
    const second = await context.newPage();
    await second.goto(`${web}/profile/edit`);
    await second.getByTestId('current-email').waitFor();
    expect(await second.getByTestId('current-email').textContent()).toBe(admin.email);
    expect(path(second)).toBe('/profile/edit');

    // Signing out in one tab ends the session in every tab: the first one reloads signed out, and
    // a tab opened later starts signed out.
    await second.getByRole('button', { name: /^Account: / }).click();
    await second.getByRole('button', { name: 'Sign Out' }).click();
    await second.getByRole('link', { name: 'Log in' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    const third = await context.newPage();
    await third.goto(`${web}/profile/edit`);
    await third.waitForURL(`${web}/login`);
  });
});
