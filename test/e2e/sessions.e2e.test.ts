import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import * as messages from '#shared/messages.ts';
import { callApi, signInTokens, strongPassword } from '../support/accounts';
import { it, path, signIn, stack, waitForPath, web, webStorage } from '../support/e2e-fixtures';

/** Issue 11: a password change ends every session, but the browser that made it keeps working. */

/** Tokens carry whole seconds: a change in a later second than the sign-in ends that session. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

/** How many of Amplify's token entries each Web Storage area holds. */
async function tokenEntries(page: Page) {
  const { local, session } = await webStorage(page);
  const count = (entries: Record<string, string>) => Object.keys(entries).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')).length;
  return { local: count(local), session: count(session) };
}

describe('sessions in the browser', () => {
  it('after changing the password here the person stays signed in (same storage) and can still use Edit Profile', async ({ page }) => {
    const account = await signIn(page, { role: 'physician', remember: false });
    const before = await tokenEntries(page);
    expect(before.local).toBe(0);
    expect(before.session).toBeGreaterThan(0);
    await nextSecond();

    await page.goto(`${web}/profile/updatePassword`);
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
    expect(path(page)).toBe('/profile/edit');
  });

  it('a session ended elsewhere (a password change on another device) lands on /login with a notice', async ({
    page,
    signedInPhysician: account,
  }) => {
    await nextSecond();

    const elsewhere = await signInTokens(stack, account.email, account.password);
    const changed = await callApi(stack, elsewhere.accessToken, 'POST', '/me/password', {
      currentPassword: account.password,
      newPassword: strongPassword(),
    });
    expect(changed.status).toBe(200);

    await page.goto(`${web}/profile/edit`);
    await waitForPath(page, '/login');
    await page.getByRole('alert').filter({ hasText: messages.auth.sessionEnded }).waitFor();
    // Signed out: no tokens left, and the profile asks for a sign-in again.
    await expect.poll(() => tokenEntries(page)).toEqual({ local: 0, session: 0 });
    await page.goto(`${web}/profile/edit`);
    await waitForPath(page, '/login');
  });
});
