import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in as the seeded admin', () => {
  it('opens /, signs in through the login form and shows the account that GET /me returned', async () => {
    const page = await browser.newPage();
    const meResponses: number[] = [];
    page.on('response', (response) => {
      if (response.url() === `${stack.urls.web}/api/me`) meResponses.push(response.status());
    });

    await page.goto(stack.urls.web);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('E-mail').fill(stack.resources.admin.email);
    await page.getByLabel('Password').fill(stack.resources.admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.waitForURL(`${stack.urls.web}/dashboard/compensation`);
    await expect.poll(() => page.getByTestId('account-email').textContent()).toBe(stack.resources.admin.email);
    expect(await page.getByTestId('account-role').textContent()).toBe('admin');
    expect(await page.getByTestId('nav-user').textContent()).toBe('Site Admin');
    expect(meResponses).toContain(200);
    await page.close();
  });

  it('shows an accessible error for a wrong password and stays on /login', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.urls.web}/login`);
    await page.getByLabel('E-mail').fill(stack.resources.admin.email);
    await page.getByLabel('Password').fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^An error occured: /);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('sends a visitor who is not signed in from /profile/edit to /login', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.urls.web}/profile/edit`);
    await page.waitForURL(`${stack.urls.web}/login`);
    await page.close();
  });
});
