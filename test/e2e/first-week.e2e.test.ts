import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import { typicalTurnaroundBusinessDays } from '#shared/constants/request-types.ts';
import * as messages from '#shared/messages.ts';
import { tableClient } from '../support/clients';
import { it, openLockedChapter, path, screenshot, signIn, stack, waitForPath, web } from '../support/e2e-fixtures';
import { makePdf } from '../support/pdfs';

// Issue 29, "the first week of every user": what a new physician meets on their first visits.

// What the page functions below touch in the browser; this project's types carry no DOM library.
declare function getComputedStyle(element: unknown): { lineHeight: string };

const desktop = { viewport: { width: 1280, height: 800 } };
it.override({ contextOptions: desktop });

/** Follows a link that opens a new tab and returns that tab once its page's heading is there. */
async function opensInNewTab(page: Page, name: string, heading: string) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name }).first().click()]);
  await tab.getByRole('heading', { level: 1, name: heading }).waitFor();
  return tab;
}

/** The physician's request records as stored, newest first. */
async function requestItemsOf(userId: string): Promise<Array<Record<string, unknown>>> {
  const { Items } = await tableClient(stack).send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :request)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':request': 'REQUEST#' },
      ScanIndexForward: false,
    }),
  );
  return Items ?? [];
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

describe('request forms that take what people type', () => {
  it('accept a phone typed with its separators, say the turnaround, and start the next form from the last request', async ({
    page,
    signedInPhysician,
  }) => {
    await page.goto(`${web}/compensation`);
    const consult = page.getByRole('form', { name: 'Compensation consultation' });
    await consult.waitFor();
    // The turnaround the receipt promises, before anything is sent.
    await page.getByText(messages.requests.turnaround(typicalTurnaroundBusinessDays)).waitFor();
    // A first request: nothing to start the phone from.
    expect(await consult.getByLabel('Phone').inputValue()).toBe('');

    // Not a US number: the field says so, and nothing is sent.
    await consult.getByLabel('Phone').fill('+44 20 7946 0958');
    await consult.getByLabel('Type of Practice').selectOption('hospital_based');
    await consult.locator('input[type=file]').setInputFiles({ name: 'offer-letter.pdf', mimeType: 'application/pdf', buffer: await makePdf(1) });
    await consult.getByLabel(messages.signup.terms).check();
    await consult.getByRole('button', { name: messages.common.submit }).click();
    await consult.getByRole('alert').filter({ hasText: messages.requests.invalidPhone }).waitFor();
    expect(path(page)).toBe('/compensation');
    await screenshot(page, 'consult-form');

    await consult.getByLabel('Phone').fill('(614) 555-0142');
    await consult.getByRole('button', { name: messages.common.submit }).click();
    await waitForPath(page, '/profile/compensationConsultList');
    await page.getByRole('status').filter({ hasText: messages.requests.consultSuccess }).waitFor();
    const [stored] = await requestItemsOf(signedInPhysician.userId);
    expect(stored?.phone).toBe('6145550142');
    // The card names the file as the physician's computer did.
    await page.getByRole('article', { name: 'Compensation Consultation, 1 page' }).getByText('offer-letter.pdf').waitFor();
    await screenshot(page, 'consult-list');

    // The other form starts from it: the phone and the type of practice, beside the profile's fields.
    await page.goto(`${web}/contract`);
    const review = page.getByRole('form', { name: 'Contract review' });
    await review.waitFor();
    expect(await review.getByLabel('Phone').inputValue()).toBe('(614) 555-0142');
    expect(await review.getByLabel('Type of Practice').inputValue()).toBe('hospital_based');
    expect(await review.getByLabel('Area of Practice').inputValue()).toBe(signedInPhysician.account.speciality);
    await page.getByText(messages.requests.turnaround(typicalTurnaroundBusinessDays)).waitFor();
    await screenshot(page, 'review-form');

    // And so does the same form, next time.
    await page.goto(`${web}/compensation`);
    await consult.waitFor();
    expect(await consult.getByLabel('Phone').inputValue()).toBe('(614) 555-0142');
    expect(await consult.getByLabel('State of Practice').inputValue()).toBe(signedInPhysician.account.practiceState);
  });
});

describe('findability for a signed-in physician', () => {
  it('reaches both request lists and both forms from the profile card, and is not asked to join', async ({ page, signedInPhysician }) => {
    expect(signedInPhysician.account.role).toBe('physician');
    await page.goto(`${web}/about`);
    const account = page.getByRole('button', { name: /^Account: / });
    await account.click();
    const card = page.locator('.profile-card');
    for (const [name, to] of [
      [messages.common.myContractReviews, '/profile/contractReviewList'],
      [messages.common.myCompensationConsults, '/profile/compensationConsultList'],
      [messages.common.requestContractReview, '/contract'],
      [messages.common.requestCompensationConsult, '/compensation'],
    ] as const)
      expect(await card.getByRole('link', { name }).getAttribute('href')).toBe(to);
    await screenshot(page, 'profile-card');
    await card.getByRole('link', { name: messages.common.requestContractReview }).click();
    await waitForPath(page, '/contract');
    await page.getByRole('form', { name: 'Contract review' }).waitFor();

    // Signed in, nothing invites them to register: not the footer, not About.
    for (const at of ['/', '/about', '/contract']) {
      await page.goto(`${web}${at}`);
      await account.waitFor();
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).waitFor();
      expect(await page.getByText('Join for free').count(), at).toBe(0);
      expect(await page.getByRole('link', { name: 'Register' }).count(), at).toBe(0);
      expect(await page.locator('main a[href="/signup"]:visible, footer a[href="/signup"]:visible').count(), at).toBe(0);
    }
  });

  it('lists the requests and both forms in the phone menu too', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, { role: 'physician' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: messages.common.myCompensationConsults }).click();
    await waitForPath(page, '/profile/compensationConsultList');
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const name of [messages.common.myContractReviews, messages.common.requestContractReview, messages.common.requestCompensationConsult])
      await menu.getByRole('link', { name }).waitFor();
    // Worded as in the profile card.
    await menu.getByRole('button', { name: messages.common.signOut, exact: true }).waitFor();
    await screenshot(page, 'phone-menu');
  });

  it('shows a visitor the invitations to join', async ({ page }) => {
    await page.goto(`${web}/about`);
    await page.getByRole('link', { name: 'Join for free' }).waitFor();
    await page.locator('footer').getByRole('link', { name: 'Register' }).waitFor();
  });
});

describe('small screens and copy', () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  it('never cuts a testimonial through the middle of a line, on a phone or a wide screen', async ({ newPage }) => {
    for (const options of [phone, desktop]) {
      const page = await newPage(options);
      await page.goto(web);
      const quotes = page.locator('.testimonial__quote');
      const boxes = await quotes.evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return { height: element.clientHeight, line: Number.parseFloat(style.lineHeight) };
        }),
      );
      expect(boxes).toHaveLength(3);
      for (const { height, line } of boxes) {
        const lines = height / line;
        expect(Math.abs(lines - Math.round(lines)), `${height}px of ${line}px lines`).toBeLessThan(0.05);
      }
    }
  });

  it('brings the player into view when a chapter is chosen on a phone', async ({ newPage }) => {
    const page = await newPage(phone);
    await signIn(page, { role: 'physician' });
    await page.getByTestId('chapter-3').scrollIntoViewIfNeeded();
    await page.getByTestId('chapter-3').click();
    await page
      .getByTestId('currently-playing')
      .filter({ hasText: messages.content.currentlyPlaying(3) })
      .waitFor();
    const player = page.locator('.course-page__player');
    await expect.poll(() => player.evaluate((element) => element.getBoundingClientRect().top), { timeout: 5_000 }).toBeGreaterThanOrEqual(0);
    const top = await player.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(844 / 2);
    await screenshot(page, 'chapter-chosen');
  });

  it('offers Log in beside Create New Account when a visitor picks a members-only chapter', async ({ newPage }) => {
    const page = await newPage(phone);
    await page.goto(`${web}/negotiation`);
    await openLockedChapter(page, 4);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: messages.content.createNewAccount }).waitFor();
    await screenshot(page, 'locked-chapter');
    await dialog.getByRole('link', { name: messages.common.logIn }).click();
    await waitForPath(page, '/login');
  });
});
