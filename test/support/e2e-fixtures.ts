/**
 * The end-to-end suite's fixtures, on vitest's test.extend: one headless Debian Chromium per file,
 * a fresh browser context per test (closed after it, pass or fail), and real accounts of each role
 * signed in through the login form. A test asks for what it needs by name:
 *   it('…', async ({ page, signedInPhysician }) => { … })
 */
import { mkdirSync } from 'node:fs';
import { chromium, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject, it as base } from 'vitest';
import type { Role } from '#shared/access.ts';
import * as messages from '#shared/messages.ts';
import { createTestAccount, rememberTotpSecret, totpSecretOf, type TestAccount, type TestAccountOptions } from './accounts';
import { chromiumArgs, chromiumPath } from './chromium';
import { totpCode } from './totp';

export const stack = inject('stack');
export const web = stack.urls.web;

export const path = (page: Page) => new URL(page.url()).pathname;

/** Sign-in and redirects take a moment on a busy machine; wait for the path rather than poll briefly. */
export async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

/** Fills and submits the login form; the caller waits for whatever outcome it expects. */
export async function logIn(page: Page, email: string, password: string, { remember = true } = {}) {
  await page.goto(`${web}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (!remember) await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Log in' }).click();
  // An account with two-step sign-in (approved staff and admins by default) is asked for a code.
  const secret = totpSecretOf(email) ?? (email === stack.resources.admin.email ? stack.adminTotpSecret : undefined);
  if (secret) await enterTotpCode(page, secret);
}

/**
 * Answers the login page's code step with the code an authenticator app would show, once the page
 * asks for it; returns without typing anything when the sign-in ends otherwise (a refusal).
 */
export async function enterTotpCode(page: Page, secret: string) {
  const codeField = page.getByLabel('6-digit code', { exact: true });
  const asked = await Promise.race([
    codeField.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    ),
    // A refusal; not the "session ended" notice a previous page may have left on the login page.
    page
      .getByRole('alert')
      .filter({ hasNotText: messages.auth.sessionEnded })
      .first()
      .waitFor({ timeout: 15_000 })
      .then(
        () => false,
        () => false,
      ),
  ]);
  if (!asked) return;
  await codeField.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Sets two-step sign-in up as a person would, on the security page the sign-in of newly approved
 * staff leads to; the session ends, so the person is back at /login. The fixtures sign them in with
 * a code from then on.
 */
export async function setUpTwoStep(page: Page, email: string): Promise<string> {
  await waitForPath(page, '/profile/security');
  await page.getByRole('button', { name: messages.twoStep.setUp }).click();
  const secret = (await page.getByLabel('Key for your authenticator app').innerText()).replace(/\s+/g, '');
  await page.getByLabel(messages.twoStep.codeLabel, { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: messages.twoStep.turnOn }).click();
  await waitForPath(page, '/login');
  rememberTotpSecret(email, secret);
  return secret;
}

/**
 * With E2E_SCREENSHOTS=<dir>, keeps full-page screenshots of `page` at 390 and 1280 px there
 * (`<name>-<width>.png`) for a person to look at; does nothing otherwise.
 */
export async function screenshot(page: Page, name: string) {
  const shots = process.env.E2E_SCREENSHOTS;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

/** Where each role lands after signing in. */
const landing: Record<Role, string> = { physician: '/negotiation', staff: '/dashboard/compensation', admin: '/dashboard/compensation' };

/** A new account (see accounts.ts for the defaults), signed in on `page` through the login form. */
export async function signIn(page: Page, options: TestAccountOptions & { remember?: boolean } = {}): Promise<TestAccount> {
  const { remember, ...accountOptions } = options;
  const account = await createTestAccount(stack, accountOptions);
  await logIn(page, account.email, account.password, { remember });
  await waitForPath(page, landing[account.account.role]);
  return account;
}

/** Everything in the page's Web Storage (keys and values), read in the browser. */
export function webStorage(page: Page): Promise<Record<'local' | 'session', Record<string, string>>> {
  // This project's types carry no DOM library: the page function names what it touches.
  type Storage = { readonly length: number; key(index: number): string | null; getItem(key: string): string | null };
  return page.evaluate(() => {
    const globals = globalThis as unknown as { localStorage: Storage; sessionStorage: Storage };
    const entries = (storage: Storage) => {
      const found: Record<string, string> = {};
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? '';
        found[key] = storage.getItem(key) ?? '';
      }
      return found;
    };
    return { local: entries(globals.localStorage), session: entries(globals.sessionStorage) };
  });
}

export const it = base
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    onCleanup(() => browser.close());
    return browser;
  })
  /** Options of the test's own context (viewport, reduced motion…); a suite sets them with it.override. */
  .extend('contextOptions', {} as BrowserContextOptions)
  .extend('context', async ({ browser, contextOptions }, { onCleanup }) => {
    const context = await browser.newContext(contextOptions);
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', ({ context }) => context.newPage())
  /** Another browser (a context of its own, sharing nothing with `page`), closed after the test. */
  .extend('newPage', ({ browser }, { onCleanup }) => {
    const contexts: Array<{ close(): Promise<void> }> = [];
    onCleanup(async () => {
      for (const context of contexts) await context.close();
    });
    return async (options?: BrowserContextOptions) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    };
  })
  .extend('signedInPhysician', ({ page }) => signIn(page, { role: 'physician' }))
  .extend('approvedStaff', ({ page }) => signIn(page, { role: 'staff', approved: true }))
  .extend('admin', ({ page }) => signIn(page, { role: 'admin' }));

/**
 * Clicks a locked chapter of /negotiation until the account modal answers. The page is prerendered: a
 * click that lands before React adopts it (or before the session is known) opens nothing, so the
 * click is repeated, as a visitor would.
 */
export async function openLockedChapter(page: Page, chapter: number): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect
    .poll(
      async () => {
        if (!(await dialog.isVisible()))
          await page
            .getByTestId(`chapter-${chapter}`)
            .click({ timeout: 2_000 })
            .catch(() => undefined);
        return dialog.isVisible();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

/**
 * The dashboard's Settings tab. Its accessible name carries how many staff wait for approval
 * ("Settings (2 staff awaiting approval)") whenever any do, which other test files create at any
 * moment, so it is found by its leading word, never by the exact name (User Settings does not match).
 */
export const settingsTab = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Settings\b/ });
