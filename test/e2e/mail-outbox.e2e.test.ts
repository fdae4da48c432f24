import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect } from 'vitest';
import * as messages from '#shared/messages.ts';
import { it, logIn, stack, web } from '../support/e2e-fixtures';
import { latestLink, mailsTo, refuseSending } from '../support/mailbox';
import { forgetLastLinkSent, strongPassword, uniqueEmail } from '../support/signup-flow';
import { cognitoClient } from '../support/clients';

afterEach(() => refuseSending(stack.urls.mailbox, false));

async function userIdOf(email: string) {
  const user = await cognitoClient(stack).send(new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: email }));
  return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value as string;
}

async function signUpThroughForm(page: Page, email: string) {
  await page.goto(`${web}/signup`);
  await page.getByLabel('First Name').fill('Rosalind');
  await page.getByLabel('Last Name').fill('Franklin');
  await page.getByLabel('State of Practice').selectOption('NY');
  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByLabel('Speciality').selectOption({ label: 'Cardiology' });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Confirm Password').fill(strongPassword);
  await page.getByLabel(messages.signup.terms).check();
  await page.getByRole('button', { name: messages.signup.signUp }).click();
  await page.waitForURL(`${web}/login`);
}

async function alertText(page: Page) {
  const alert = page.locator('.notice[role="alert"]');
  await alert.waitFor();
  return alert.textContent();
}

describe('signup while e-mail cannot be sent (SES sandbox or outage)', () => {
  it('creates the account and says so honestly; the login re-sends the link once mail works again', async ({ page }) => {
    await refuseSending(stack.urls.mailbox, true);
    const email = uniqueEmail('e2e-mail-down');
    await signUpThroughForm(page, email);
    // Not "check your email": the link could not go out, and the page says what happens next.
    expect(await page.locator('.notice[role="status"]').textContent()).toBe(messages.verification.signupMailDelayed);
    expect(await userIdOf(email)).toBeTruthy();
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(0);

    // Still refused: logging in says the new link is delayed, and stays signed out.
    await logIn(page, email, strongPassword);
    expect(await alertText(page)).toBe(messages.auth.emailNotVerifiedLinkDelayed);

    // Mail works again: the next login's re-send delivers a link (the minute between re-sends waived here).
    await refuseSending(stack.urls.mailbox, false);
    await forgetLastLinkSent(stack, await userIdOf(email), 'verificationSentAt');
    await logIn(page, email, strongPassword);
    expect(await alertText(page)).toBe(messages.auth.emailNotVerified);
    const link = await latestLink(stack.urls.mailbox, email, '/verify');
    await page.goto(link);
    await page.getByRole('button', { name: messages.verification.verifyButton }).click();
    await page.getByText(messages.verification.verified).waitFor();
    await logIn(page, email, strongPassword);
    await page.waitForURL(`${web}/negotiation`);
    // One link reached the person: the queued one went with the re-send.
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });
});

describe('a tab older than the last deploy', () => {
  /** Counts the page's document loads (the first visit, then each reload). */
  function countLoads(page: Page) {
    const loads = { count: 0 };
    page.on('load', () => (loads.count += 1));
    return loads;
  }

  it('reloads once when a lazy chunk fails to load, and then shows the screen', async ({ page }) => {
    const loads = countLoads(page);
    await page.goto(`${web}/`);
    await page.getByRole('link', { name: messages.common.getStarted }).first().waitFor();
    // The signup screen's chunk is gone (as after a release), for one request.
    let refused = 0;
    await page.route(/\/assets\/SignupPage-[^/]+\.js$/, async (route) => {
      if (refused++ === 0) await route.fulfill({ status: 404, body: 'gone' });
      else await route.continue();
    });
    await page.getByRole('link', { name: messages.common.getStarted }).first().click();
    await page.getByRole('button', { name: messages.signup.signUp }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(refused).toBe(2);
    expect(loads.count).toBe(2);
  });

  it('reloads only once when the chunk keeps failing, then shows an error instead of looping', async ({ page }) => {
    const loads = countLoads(page);
    await page.goto(`${web}/`);
    await page.getByRole('link', { name: messages.common.getStarted }).first().waitFor();
    await page.route(/\/assets\/SignupPage-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('link', { name: messages.common.getStarted }).first().click();
    await expect.poll(() => loads.count).toBe(2);
    // The page it was going to, with the failure said in it, and no further reload.
    await page
      .locator('.notice[role="alert"]')
      .getByText(/This page could not be shown/)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    await page.waitForTimeout(1_500);
    expect(loads.count).toBe(2);
    expect(await page.getByRole('button', { name: messages.signup.signUp }).count()).toBe(0);
  });
});
