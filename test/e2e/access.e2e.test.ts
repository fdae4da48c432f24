import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import * as messages from '#shared/messages.ts';
import { it, path, waitForPath, web } from '../support/e2e-fixtures';

describe('<RequireAccess>: each signed-in screen admits the roles of its access level (shared/access.ts)', () => {
  it('sends a signed-in physician away from the dashboard to /profile/edit', async ({ page, signedInPhysician: _ }) => {
    await page.goto(`${web}/dashboard/compensation`);
    await waitForPath(page, '/profile/edit');
    await page.getByTestId('current-email').waitFor();
    // The request forms are theirs.
    await page.goto(`${web}/compensation`);
    await page.getByRole('heading', { name: 'Compensation consultation' }).waitFor();
    expect(path(page)).toBe('/compensation');
  });

  it('sends approved staff from Settings to /, and tells them the request forms are for physicians', async ({ page, approvedStaff: _ }) => {
    await page.goto(`${web}/dashboard/settings`);
    await waitForPath(page, '/');
    await page.goto(`${web}/contract`);
    await page.getByText(messages.requests.physiciansOnly).waitFor();
    expect(path(page)).toBe('/contract');
  });

  it('lets an admin into Settings', async ({ page, admin: _ }) => {
    await page.goto(`${web}/dashboard/settings`);
    await page.getByRole('table', { name: 'Staff accounts' }).waitFor();
    expect(path(page)).toBe('/dashboard/settings');
  });

  it('sends a visitor who is not signed in to /login', async ({ page }) => {
    await page.goto(`${web}/dashboard/settings`);
    await waitForPath(page, '/login');
  });
});

describe('first views while the account is read (issue 37)', () => {
  /** Holds GET /api/me until the returned function is called: the account read a slow network leaves pending. */
  async function holdAccount(page: Page): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/me',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    return release;
  }

  /** The page's "Loading…" is for screen readers only: what a person sees is the frame. */
  async function noBareLoading(page: Page) {
    for (const status of await page.getByRole('status').filter({ hasText: 'Loading…' }).all()) {
      expect(await status.getAttribute('class')).toContain('visually-hidden');
    }
  }

  it("show a returning physician the list's heading and the profile shell at once, and read the list beside the account", async ({
    page,
    signedInPhysician: _,
  }) => {
    const release = await holdAccount(page);
    const listRead: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/me/requests/contractReview') listRead.push(request.url());
    });
    await page.goto(`${web}/profile/contractReviewList`);
    await page.getByRole('heading', { level: 1, name: 'Contract Reviews' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('.profile-page .profile-sidebar').count()).toBe(1);
    await noBareLoading(page);
    // The list is asked for while the account is still on its way, not after it.
    await expect.poll(() => listRead.length, { timeout: 10_000 }).toBeGreaterThan(0);
    release();
    await page.getByText(messages.requests.noContractReviews).waitFor();
    expect(listRead).toHaveLength(1);
  });

  it('show staff the dashboard heading at once', async ({ page, approvedStaff: _ }) => {
    const release = await holdAccount(page);
    await page.goto(`${web}/dashboard/contract`);
    await page.getByRole('heading', { level: 1, name: messages.common.dashboard }).waitFor({ timeout: 10_000 });
    await noBareLoading(page);
    release();
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
  });
});
