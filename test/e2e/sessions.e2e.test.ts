import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../shared/messages';
import { callApi, createTestAccount, signInTokens, strongPassword } from '../support/accounts';
import { launchBrowser } from '../support/browser';

/** Issue 11: a password change ends every session, but the browser that made it keeps working. */

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Tokens carry whole seconds: a change in a later second than the sign-in ends that session. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

async function logIn(page: Page, email: string, password: string, remember = true) {
  await page.goto(`${stack.urls.web}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (!remember) await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Log in' }).click();
}

type BrowserStorage = { readonly length: number; key(index: number): string | null };
/** How many of Amplify's token entries each Web Storage area holds. */
async function tokenEntries(page: Page) {
  return page.evaluate(() => {
    const globals = globalThis as unknown as { localStorage: BrowserStorage; sessionStorage: BrowserStorage };
    const count = (storage: BrowserStorage) => {
      let found = 0;
      for (let index = 0; index < storage.length; index++) if (storage.key(index)?.startsWith('CognitoIdentityServiceProvider.')) found++;
      return found;
    };
    return { local: count(globals.localStorage), session: count(globals.sessionStorage) };
  });
}

describe('sessions in the browser', () => {
  it('after changing the password here the person stays signed in (same storage) and can still use Edit Profile', async () => {
    const account = await createTestAccount(stack, { role: 'physician' });
    const page = await browser.newPage();
    await logIn(page, account.email, account.password, false);
    await waitForPath(page, '/negotiation');
    const before = await tokenEntries(page);
    expect(before.local).toBe(0);
    expect(before.session).toBeGreaterThan(0);
    await nextSecond();

    await page.goto(`${stack.urls.web}/profile/updatePassword`);
    // The profile's Delete Account dialog has a Current Password field of its own.
    const form = page.getByRole('form', { name: 'Password' });
    await form.getByLabel('Current Password').fill(account.password);
    const newPassword = strongPassword();
    await form.getByLabel('New Password').fill(newPassword);
    await form.getByRole('button', { name: messages.profile.updatePassword }).click();
    await page.getByRole('status').filter({ hasText: messages.profile.passwordUpdated }).waitFor();

    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: messages.common.editProfile }).click();
    await waitForPath(page, '/profile/edit');
    await page.getByRole('button', { name: messages.profile.saveProfile }).click();
    await page.getByRole('status').filter({ hasText: messages.profile.saved }).waitFor();
    // Still session-only, as chosen at sign-in.
    expect(await tokenEntries(page)).toEqual(before);

    // A reload keeps the new session too.
    await page.reload();
    await page.getByTestId('current-email').waitFor();
    expect(await page.getByTestId('current-email').textContent()).toBe(account.email);
    expect(new URL(page.url()).pathname).toBe('/profile/edit');
    await page.close();
  });

  it('a session ended elsewhere (a password change on another device) lands on /login with a notice', async () => {
    const account = await createTestAccount(stack, { role: 'physician' });
    const page = await browser.newPage();
    await logIn(page, account.email, account.password);
    await waitForPath(page, '/negotiation');
    await nextSecond();

    const elsewhere = await signInTokens(stack, account.email, account.password);
    const changed = await callApi(stack, elsewhere.accessToken, 'POST', '/me/password', {
      currentPassword: account.password,
      newPassword: strongPassword(),
    });
    expect(changed.status).toBe(200);

    await page.goto(`${stack.urls.web}/profile/edit`);
    await waitForPath(page, '/login');
    await page.getByRole('alert').filter({ hasText: messages.auth.sessionEnded }).waitFor();
    // Signed out: no tokens left, and the profile asks for a sign-in again.
    await expect.poll(() => tokenEntries(page)).toEqual({ local: 0, session: 0 });
    await page.goto(`${stack.urls.web}/profile/edit`);
    await waitForPath(page, '/login');
    await page.close();
  });
});
