import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../support/accounts';
import { launchBrowser } from '../support/browser';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const path = (page: Page) => new URL(page.url()).pathname;

async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

async function signedInPage(account: TestAccount, landing: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${stack.urls.web}/login`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await waitForPath(page, landing);
  return page;
}

describe('<RequireAccess>: each signed-in screen admits the roles of its access level (shared/access.ts)', () => {
  it('sends a signed-in physician away from the dashboard to /profile/edit', async () => {
    const physician = await createTestAccount(stack, { role: 'physician' });
    const page = await signedInPage(physician, '/negotiation');
    await page.goto(`${stack.urls.web}/dashboard/compensation`);
    await waitForPath(page, '/profile/edit');
    await page.getByTestId('current-email').waitFor();
    // The request forms are theirs.
    await page.goto(`${stack.urls.web}/compensation`);
    await page.getByRole('heading', { name: 'Compensation consultation' }).waitFor();
    expect(path(page)).toBe('/compensation');
    await page.close();
  });

  it('sends approved staff from Settings to /, and from the request forms to /profile/edit', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const page = await signedInPage(staff, '/dashboard/compensation');
    await page.goto(`${stack.urls.web}/dashboard/settings`);
    await waitForPath(page, '/');
    await page.goto(`${stack.urls.web}/contract`);
    await waitForPath(page, '/profile/edit');
    await page.close();
  });

  it('lets an admin into Settings', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const page = await signedInPage(admin, '/dashboard/compensation');
    await page.goto(`${stack.urls.web}/dashboard/settings`);
    expect(await page.getByTestId('account-role').textContent()).toBe('admin');
    expect(path(page)).toBe('/dashboard/settings');
    await page.close();
  });

  it('sends a visitor who is not signed in to /login', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.urls.web}/dashboard/settings`);
    await waitForPath(page, '/login');
    await page.close();
  });
});
