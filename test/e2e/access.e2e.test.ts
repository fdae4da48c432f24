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
