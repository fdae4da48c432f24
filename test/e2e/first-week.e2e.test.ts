import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, screenshot, web } from '../support/e2e-fixtures';

// Issue 29, "the first week of every user": what a new physician meets on their first visits.

const desktop = { viewport: { width: 1280, height: 800 } };
it.override({ contextOptions: desktop });

/** Follows a link that opens a new tab and returns that tab once its page's heading is there. */
async function opensInNewTab(page: Page, name: string, heading: string) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name }).first().click()]);
  await tab.getByRole('heading', { level: 1, name: heading }).waitFor();
  return tab;
}

describe('terms of service and privacy policy', () => {
  it('are linked from the footer, and open as pages of their own with what is stored, who reads a contract and how to delete it', async ({
    page,
  }) => {
    await page.goto(web);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(`${web}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Education, not advice' }).waitFor();

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${web}/privacy`);
    const policy = page.getByRole('article', { name: 'Privacy Policy' });
    for (const heading of ['What we store', 'Who can read your contract', 'How long we keep it', 'How to delete everything', 'Contact'])
      await policy.getByRole('heading', { level: 2, name: heading }).waitFor();
    // Once live, the page names this deployment's staff address.
    await policy.getByRole('link', { name: 'staff@physician-contracts.local' }).waitFor();
    await screenshot(page, 'privacy');
    await page.goto(`${web}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await screenshot(page, 'terms');

    // A first visit to either address is a page of its own, prerendered.
    const html = await (await page.request.get(`${web}/terms`)).text();
    expect(html).toContain('Education, not advice');
  });

  it('are linked beside the terms checkbox on signup and open in a new tab, keeping the form', async ({ page }) => {
    await page.goto(`${web}/signup`);
    await page.getByLabel('First name').fill('Ada');
    const terms = await opensInNewTab(page, 'Terms of Service (opens in a new tab)', 'Terms of Service');
    await terms.close();
    const privacy = await opensInNewTab(page, 'Privacy Policy (opens in a new tab)', 'Privacy Policy');
    await privacy.close();
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    await screenshot(page, 'signup');
  });

  it('are linked beside the terms checkbox on both request forms', async ({ page, signedInPhysician }) => {
    expect(signedInPhysician.email).toBeTruthy();
    for (const [path, form] of [
      ['/compensation', 'Compensation consultation'],
      ['/contract', 'Contract review'],
    ] as const) {
      await page.goto(`${web}${path}`);
      await page.getByRole('form', { name: form }).waitFor();
      const terms = await opensInNewTab(page, 'Terms of Service (opens in a new tab)', 'Terms of Service');
      await terms.close();
      const privacy = await opensInNewTab(page, 'Privacy Policy (opens in a new tab)', 'Privacy Policy');
      await privacy.close();
    }
  });
});
