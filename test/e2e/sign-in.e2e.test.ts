import { describe, expect } from 'vitest';
import { enterTotpCode, it, logIn, path, settingsTab, stack, web } from '../support/e2e-fixtures';

describe('signing in as the seeded admin', () => {
  it('opens /, signs in through the login form and shows the account that GET /me returned', async ({ page }) => {
    const meResponses: number[] = [];
    const meBodies: Array<{ email?: string; role?: string }> = [];
    page.on('response', (response) => {
      if (response.url() !== `${web}/api/me`) return;
      meResponses.push(response.status());
      if (response.ok()) void response.json().then((body: { email?: string; role?: string }) => meBodies.push(body));
    });

    await page.goto(web);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect.poll(() => path(page)).toBe('/login');

    await page.getByLabel('E-mail').fill(stack.resources.admin.email);
    await page.getByLabel('Password').fill(stack.resources.admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Admins sign in with a code from their authenticator app (issue 18).
    await enterTotpCode(page, stack.adminTotpSecret!);

    await page.waitForURL(`${web}/dashboard/compensation`);
    // The page shows the account GET /me returned: its name, and the tabs of its role.
    await expect.poll(() => page.getByTestId('nav-user').textContent()).toBe('Site Admin');
    await settingsTab(page).waitFor();
    expect(meResponses).toContain(200);
    expect(meBodies.map((body) => [body.email, body.role])).toContainEqual([stack.resources.admin.email, 'admin']);
  });

  it('shows an accessible error for a wrong password and stays on /login', async ({ page }) => {
    await logIn(page, stack.resources.admin.email, 'Wrong-password-1');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^An error occured: /);
    expect(path(page)).toBe('/login');
  });

  it('sends a visitor who is not signed in from /profile/edit to /login', async ({ page }) => {
    await page.goto(`${web}/profile/edit`);
    await page.waitForURL(`${web}/login`);
  });
});
