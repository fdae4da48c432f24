import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { keys, suppressionHash } from '#functions/adapters/table.ts';
import * as messages from '#shared/messages.ts';
import { createTestAccount } from '../support/accounts';
import { tableClient } from '../support/clients';
import { it, screenshot, stack, web } from '../support/e2e-fixtures';

/**
 * Issue 29, small screens: no admin table cuts a column off without a sign. A table either fits its
 * frame, or scrolls sideways in a named, focusable region under a visible cue (User Settings,
 * Suppressions), or becomes one card per row on a phone (Settings).
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** How the table named `caption` shows its columns: 'fits' its frame, or 'scrolls' with every sign of it. */
async function columnsShown(page: Page, caption: string): Promise<'fits' | 'scrolls'> {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor();
  // The layout settles (fonts, the count above the table) before measuring.
  await page.waitForTimeout(300);
  const sizes = await table.evaluate((element) => {
    const frame = element.parentElement!;
    const page = element.ownerDocument.documentElement;
    return { table: element.scrollWidth, frame: frame.clientWidth, page: page.scrollWidth, viewport: page.clientWidth };
  });
  // Never wider than the screen itself.
  expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
  // A few pixels of padding past the last column are not a cut column (ScrollTable's own tolerance).
  if (sizes.table <= sizes.frame + 4) return 'fits';
  const region = page.getByRole('region', { name: `${caption} (${messages.dashboard.scrollsSideways})` });
  expect(await region.getAttribute('tabindex')).toBe('0');
  expect(await page.getByTestId('scroll-cue').isVisible()).toBe(true);
  expect(await page.getByTestId('scroll-cue').innerText()).toContain(messages.dashboard.scrollCue);
  // The keyboard reaches the last column: focus the region, then the arrow key scrolls it.
  await region.focus();
  const lastHeader = table.locator('th').last();
  const lastInView = () =>
    lastHeader.evaluate((th) => th.getBoundingClientRect().right <= th.closest('table')!.parentElement!.getBoundingClientRect().right + 1);
  for (let presses = 0; presses < 100 && !(await lastInView()); presses++) await page.keyboard.press('ArrowRight');
  expect(await lastInView()).toBe(true);
  return 'scrolls';
}

describe('admin tables on every screen', () => {
  it("staff's request tables show every column on a phone and a wide screen: they fit, or scroll under a cue", async ({ page, approvedStaff }) => {
    expect(approvedStaff.account.role).toBe('staff');
    for (const [type, title] of [
      ['contract', 'Contract Review'],
      ['compensation', 'Compensation Consultation'],
    ] as const) {
      await page.setViewportSize(desktop);
      await page.goto(`${web}/dashboard/${type}`);
      expect(await columnsShown(page, `${title} requests`)).toBe('fits');
      await page.setViewportSize(phone);
      expect(['fits', 'scrolls']).toContain(await columnsShown(page, `${title} requests`));
    }
    await screenshot(page, 'request-table-phone');
  });

  it('User Settings fits a wide screen, and scrolls sideways on a phone with a cue', async ({ page, admin }) => {
    expect(admin.account.role).toBe('admin');
    await createTestAccount(stack, { firstName: 'Maximiliana', lastName: 'Wolfeschlegelstein', speciality: 'anesthesia_-_pain_management' });
    await page.setViewportSize(desktop);
    await page.goto(`${web}/dashboard/userSettings`);
    expect(await columnsShown(page, 'Users, newest joiner first')).toBe('fits');
    expect(await page.getByTestId('scroll-cue').count()).toBe(0);

    // As a person first sees it (the helper leaves the page at 1280 px), then scrolled with the keyboard.
    await screenshot(page, 'user-settings');
    await page.setViewportSize(phone);
    expect(await columnsShown(page, 'Users, newest joiner first')).toBe('scrolls');
    await screenshot(page, 'user-settings-scrolled');
  });

  it('Settings shows each staff account as a card on a phone, every field labelled, nothing cut', async ({ page, admin }) => {
    expect(admin.account.role).toBe('admin');
    await createTestAccount(stack, { role: 'staff', approved: false, firstName: 'Carda', lastName: 'Phone' });
    await page.setViewportSize(phone);
    await page.goto(`${web}/dashboard/settings`);
    expect(await columnsShown(page, 'Staff accounts')).toBe('fits');
    const row = page.getByTestId(`staff-row-${admin.email}`);
    // Each field is shown under its column's name, all inside the card.
    // This project's types carry no DOM library: the page function names what it touches.
    type Styles = { getComputedStyle(element: unknown, pseudo: string): { content: string } };
    const labels = await row
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => (globalThis as unknown as Styles).getComputedStyle(cell, '::before').content.replace(/"/g, '')));
    expect(labels).toEqual(['User Name', 'E-mail', 'Role', 'Approved', 'Two-step sign-in']);
    const frame = await page.getByRole('table', { name: 'Staff accounts' }).evaluate((table) => table.parentElement!.getBoundingClientRect().right);
    for (const right of await row.locator('td *').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right))) {
      expect(right).toBeLessThanOrEqual(frame + 1);
    }
    await row.getByText('Approved', { exact: true }).waitFor();
    await screenshot(page, 'settings-cards');

    await page.setViewportSize(desktop);
    expect(await columnsShown(page, 'Staff accounts')).toBe('fits');
  });

  it('Suppressions fit a wide screen and are shown whole or with a cue on a phone', async ({ page, admin }) => {
    expect(admin.account.role).toBe('admin');
    const email = `a-rather-long-address-${Date.now()}@bounced-mail.example.test`;
    await tableClient(stack).send(
      new PutCommand({
        TableName: stack.resources.tableName,
        Item: {
          ...keys.suppression(suppressionHash(email)),
          ...keys.suppressionList(Date.now()),
          email,
          reason: 'complaint',
          detail: 'Marked as spam',
          at: Date.now(),
        },
      }),
    );
    await page.setViewportSize(desktop);
    await page.goto(`${web}/dashboard/suppressions`);
    expect(await columnsShown(page, 'Suppressed addresses, newest first')).toBe('fits');
    await page.setViewportSize(phone);
    await columnsShown(page, 'Suppressed addresses, newest first');
    await screenshot(page, 'suppressions');
  });

  it('names the Settings tab with its count in words, not "Settings1" (issue 37)', async ({ page, admin }) => {
    expect(admin.account.role).toBe('admin');
    await createTestAccount(stack, { role: 'staff', approved: false, twoStep: true, firstName: 'Wanda', lastName: 'Waiting' });
    for (const viewport of [desktop, phone]) {
      await page.setViewportSize(viewport);
      await page.goto(`${web}/dashboard/compensation`);
      const tabs = page.getByRole('navigation', { name: 'Dashboard' });
      const count = tabs.getByTestId('awaiting-approval-count');
      await count.waitFor();
      const waiting = Number(await count.innerText());
      expect(waiting).toBeGreaterThanOrEqual(1);
      const settings = tabs.getByRole('link', { name: messages.dashboard.settingsTabName(waiting), exact: true });
      await settings.waitFor();
      expect(await tabs.getByRole('link', { name: /^Settings\s*\d/ }).count()).toBe(0);
      if (viewport === desktop) {
        await settings.click();
        await page.waitForURL((url) => url.pathname === '/dashboard/settings');
      }
    }
  });
});
