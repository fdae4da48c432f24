import type { Page } from 'playwright-core';
import { describe, expect, vi } from 'vitest';
import type { RequestTerms } from '#shared/api/requests.ts';
import { isSureFinding } from '#shared/contract-terms/review.ts';
import { staffTermLabel } from '#shared/contract-terms/staff-labels.ts';
import type { TermKey } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf } from '#test/fixtures/contracts/make-pdfs.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { it, screenshot, signIn, stack, waitForPath, web } from '../support/e2e-fixtures';
import { makePdf } from '../support/pdfs';
import { deskReviewForm } from '../support/request-forms';
import { stageUpload } from '../support/uploads';

const desk = messages.dashboard.desk;
const terms = messages.dashboard.terms;

/** A contract review of a corpus agreement (14 findings, 9 the reader is sure of), once the reader has read it. */
async function submitRead(name = 'agreement-4'): Promise<{ physician: TestAccount; requestId: string; read: RequestTerms; path: string }> {
  const physician = await createTestAccount(stack, { role: 'physician', firstName: 'Desk', lastName: 'Doctor' });
  const token = (await signInTokens(stack, physician.email, physician.password)).accessToken;
  const { bytes } = await makeCorpusPdf(corpus().find((d) => d.name === name)!);
  const key = await stageUpload(stack, token, '/me/requests/upload', bytes, { fileName: 'agreement.pdf' });
  const submitted = await callApi(stack, token, 'POST', '/me/requests/contractReview', { ...deskReviewForm(physician.account), key });
  expect(submitted.status).toBe(201);
  const requestId = (submitted.body as { requestId: string }).requestId;
  const read = await vi.waitFor(
    async () => {
      const answer = (await callApi(stack, token, 'GET', `/me/requests/contractReview/${requestId}/terms`)).body as RequestTerms;
      expect(answer.state).toBe('read');
      return answer;
    },
    { timeout: 30_000, interval: 300 },
  );
  return { physician, requestId, read, path: `/dashboard/contract/${physician.userId}/${requestId}` };
}

const deskOf = (page: Page) => page.locator('.desk');
const findingRow = (page: Page, term: TermKey) =>
  deskOf(page)
    .getByRole('list', { name: desk.findings })
    .getByRole('listitem')
    .filter({ has: page.getByText(staffTermLabel(term), { exact: true }) });
const progress = (page: Page) =>
  deskOf(page)
    .getByRole('status')
    .filter({ hasText: /findings settled/ });

/**
 * With E2E_SCREENSHOTS, the page as a phone shows it (screenshot() would widen the page, and a wide
 * desk draws the PDF, which counts as opening it).
 */
async function phoneShot(page: Page, name: string) {
  const shots = process.env.E2E_SCREENSHOTS;
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.screenshot({ path: `${shots}/${name}-390-view.png` });
}

/** With E2E_SCREENSHOTS, what a 1280 × 900 screen shows (screenshot() keeps the whole page). */
async function viewShot(page: Page, name: string) {
  const shots = process.env.E2E_SCREENSHOTS;
  if (!shots) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/${name}-1280-view.png` });
}

/** Presses keys one at a time, counting them. */
async function keys(page: Page, counter: { count: number }, ...pressed: string[]) {
  for (const key of pressed) {
    await page.keyboard.press(key);
    counter.count++;
  }
}

/** When each part of the desk first showed, in ms from the navigation's start, and the API calls' times. */
interface DeskLoad {
  readonly heading: number;
  readonly findings: number;
  readonly pdf: number;
  readonly calls: readonly { readonly name: string; readonly start: number; readonly end: number }[];
}

/**
 * Loads the desk (`navigate`, which must not wait for the page's load) and notes, frame by frame from
 * the document's start, when its heading, its first finding and the PDF's first painted page show.
 */
async function deskLoadOf(page: Page, navigate: () => Promise<unknown>): Promise<DeskLoad> {
  await navigate();
  await page.waitForFunction(
    () => {
      const scope = globalThis as unknown as {
        deskMarks?: Record<string, number>;
        document: { querySelector(selector: string): unknown };
        performance: { now(): number };
      };
      const marks = (scope.deskMarks ??= {});
      const wanted: Record<string, string> = {
        heading: '.desk__head h2',
        findings: '.term-settlement__list .term-row',
        pdf: '.pdf-page[data-painted]',
      };
      for (const [name, selector] of Object.entries(wanted))
        if (marks[name] === undefined && scope.document.querySelector(selector)) marks[name] = Math.round(scope.performance.now());
      return Object.keys(marks).length === 3;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return page.evaluate(() => {
    const scope = globalThis as unknown as {
      deskMarks: Record<'heading' | 'findings' | 'pdf', number>;
      performance: { getEntriesByType(type: string): { name: string; startTime: number; responseEnd: number }[] };
    };
    const calls = scope.performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/') || /\.js$/.test(entry.name))
      .map((entry) => ({
        name: new URL(entry.name).pathname.replace(/^\/api\/dashboard\/requests\/[^/]+\/[^/]+\/[^/]+/, '…').replace(/^\/assets\//, ''),
        start: Math.round(entry.startTime),
        end: Math.round(entry.responseEnd),
      }));
    return { ...scope.deskMarks, calls };
  });
}

describe('the review desk (issue 29)', () => {
  it('opens a request at its own address beside its PDF; decisions are kept as drafts through a reload and on another device, where a second reviewer sees who is on it; Back returns to the table as it was', async ({
    page,
    newPage,
  }) => {
    const { physician, read, path } = await submitRead();
    await signIn(page, { role: 'staff', approved: true, firstName: 'Ann', lastName: 'Drafter' });
    // A short window, so the table scrolls however few requests the stack holds.
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto(`${web}/dashboard/contract?filter=non-reviewed`);
    const link = page.getByTestId(`request-row-${physician.email}`).getByRole('link', { name: /^View Details/ });
    await link.waitFor();
    // Scrolled down a little, as someone working down the table is.
    const scrolledTo = await page.evaluate(() => {
      const window = globalThis as unknown as { scrollTo(x: number, y: number): void; scrollY: number };
      window.scrollTo(0, 120);
      return window.scrollY;
    });
    expect(scrolledTo).toBeGreaterThan(0);
    await link.click();
    await waitForPath(page, path);
    await deskOf(page).getByRole('img', { name: 'Page 1 of 3' }).waitFor();
    // Type of Practice and the physician's note, by name; the files by what they are.
    await deskOf(page).getByText('Private Practice', { exact: true }).waitFor();
    await deskOf(page).getByText('Is the call schedule normal?').waitFor();
    await deskOf(page).getByRole('button', { name: 'Contract (PDF), in a new tab' }).waitFor();
    // The first finding to settle is chosen, its quoted words highlighted on its page.
    await deskOf(page).locator('.pdf-page__mark').first().waitFor();
    await viewShot(page, 'desk-opened');
    await screenshot(page, 'desk-opened');

    const [first, second, third] = read.terms;
    await findingRow(page, first!.term)
      .getByRole('button', { name: `${terms.confirm} ${staffTermLabel(first!.term)}` })
      .click();
    await findingRow(page, second!.term)
      .getByRole('button', { name: `${terms.notInContract}: ${staffTermLabel(second!.term)}` })
      .click();
    await findingRow(page, third!.term)
      .getByRole('button', { name: `${terms.confirm} ${staffTermLabel(third!.term)}` })
      .click();
    await progress(page).getByText(terms.progress(3, read.terms.length)).waitFor();
    await deskOf(page)
      .getByRole('status')
      .filter({ hasText: /^Your decisions are saved/ })
      .waitFor();

    // A reload: the same three decisions.
    await page.reload();
    await progress(page).getByText(terms.progress(3, read.terms.length)).waitFor();
    await findingRow(page, second!.term).getByText(terms.settledAs.notInContract, { exact: true }).waitFor();
    expect(await deskOf(page).getByText(terms.settledAs.confirmed, { exact: true }).count()).toBe(2);

    // Another reviewer, another browser: the same decisions, and who made them.
    const other = await newPage();
    await signIn(other, { role: 'staff', approved: true, firstName: 'Ben', lastName: 'Second' });
    await other.goto(`${web}${path}`);
    await deskOf(other)
      .getByRole('status')
      .filter({ hasText: /^Ann Drafter is also working on this request/ })
      .waitFor();
    await progress(other).getByText(terms.progress(3, read.terms.length)).waitFor();
    await viewShot(other, 'desk-second-reviewer');

    // Back: the table, with its filter, where it was (in the same short window).
    await page.setViewportSize({ width: 1280, height: 420 });
    await deskOf(page)
      .getByRole('link', { name: `← ${desk.back('Contract Review')}` })
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard/contract' && url.searchParams.get('filter') === 'non-reviewed');
    expect(await page.getByLabel('Filter').inputValue()).toBe('non-reviewed');
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(scrolledTo);
  });

  it('opens fast: the request and its PDF are asked for at once (issue 37), timed', async ({ page }) => {
    const { path } = await submitRead();
    await signIn(page, { role: 'staff', approved: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    const loads: DeskLoad[] = [];
    // The first opening (each function's first call here starts its environment), then two reloads.
    for (let load = 0; load < 3; load++)
      loads.push(
        await deskLoadOf(page, () => (load === 0 ? page.goto(`${web}${path}`, { waitUntil: 'commit' }) : page.reload({ waitUntil: 'commit' }))),
      );
    for (const [index, load] of loads.entries())
      console.log(
        `desk load ${index === 0 ? 'first' : `reload ${index}`}: heading ${load.heading} ms, findings ${load.findings} ms, PDF first page ${load.pdf} ms; ` +
          load.calls.map((call) => `${call.name} ${call.start}-${call.end}`).join(', '),
      );
    for (const load of loads) {
      const open = load.calls.find((call) => call.name.endsWith('/open'))!;
      const link = load.calls.find((call) => call.name.endsWith('/file-link'))!;
      // The PDF's link is asked for before the request's details have come back, not after.
      expect(link.start).toBeLessThan(open.end);
    }
  });

  it('lands the first j on the least sure finding; names terms by the contract’s parties; Add term says what it needs and starts at the page shown (issue 37)', async ({
    page,
  }) => {
    const { read, path } = await submitRead();
    await signIn(page, { role: 'staff', approved: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${web}${path}`);
    await deskOf(page).getByRole('img', { name: 'Page 1 of 3' }).waitFor();
    const order = [...read.terms].sort((a, b) => a.confidence - b.confidence);
    const chosen = (term: TermKey) => findingRow(page, term).getByRole('button', { name: new RegExp(`^${staffTermLabel(term)}`) });
    await expect.poll(() => chosen(order[0]!.term).getAttribute('aria-current')).toBe('true');
    const focusedLabel = () =>
      page.evaluate(
        () => (globalThis as unknown as { document: { activeElement: { textContent: string } | null } }).document.activeElement?.textContent ?? '',
      );
    // The desk says to settle the least sure first, and chose it: the first j lands on it, the next moves on.
    await page.keyboard.press('j');
    await expect.poll(focusedLabel).toMatch(new RegExp(`^${staffTermLabel(order[0]!.term)}Reader:`));
    expect(await chosen(order[0]!.term).getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('j');
    await expect.poll(focusedLabel).toMatch(new RegExp(`^${staffTermLabel(order[1]!.term)}Reader:`));
    await page.keyboard.press('k');
    await expect.poll(focusedLabel).toMatch(new RegExp(`^${staffTermLabel(order[0]!.term)}Reader:`));

    // Staff read the contract's parties, not the physician's "you".
    const side = deskOf(page).locator('.desk__side');
    expect(await side.innerText()).not.toMatch(/\bYour notice\b/);
    const addForm = deskOf(page).getByRole('group', { name: terms.addTitle });
    const termChoice = addForm.getByLabel(terms.term);
    const options = await termChoice.locator('option').allInnerTexts();
    const partyTerm = read.terms.some((finding) => finding.term === 'noticeWithoutCauseDays')
      ? await findingRow(page, 'noticeWithoutCauseDays').count()
      : options.filter((option) => option === "Physician's notice without cause").length;
    expect(partyTerm).toBe(1);

    // Add term: disabled, and beside it what is missing, which describes it.
    const add = addForm.getByRole('button', { name: terms.add });
    const needs = async () => {
      const id = await add.getAttribute('aria-describedby');
      return id ? addForm.locator(`[id="${id}"]`).innerText() : '';
    };
    expect(await add.isDisabled()).toBe(true);
    expect(await needs()).toBe(terms.addNeeds({ term: true, value: true, page: true }));
    await addForm.getByText(terms.addNeeds({ term: true, value: true, page: true })).waitFor();
    // Choosing a term starts its page at the page the PDF shows: only the value is missing then.
    const free = options.find((option) => option !== 'Choose a term…' && option !== '')!;
    await termChoice.selectOption({ label: free });
    const shownPage = await addForm.getByLabel(terms.page).inputValue();
    expect(Number(shownPage)).toBeGreaterThanOrEqual(1);
    expect(await needs()).toBe(terms.addNeeds({ term: false, value: true, page: false }));
    await viewShot(page, 'desk-add-term-needs');
  });

  it('lists one opening of the PDF per reviewer and sign-in session: two reloads add no line (issue 37)', async ({ page }) => {
    const { path } = await submitRead('offer-103');
    await signIn(page, { role: 'staff', approved: true, firstName: 'Rae', lastName: 'Reloader' });
    await page.setViewportSize({ width: 1280, height: 900 });
    const log = deskOf(page).getByRole('list', { name: desk.openedLog });
    for (let load = 0; load < 3; load++) {
      if (load === 0) await page.goto(`${web}${path}`);
      else await page.reload();
      await deskOf(page).getByRole('img', { name: 'Page 1 of 1' }).waitFor();
      // The desk asks again for the list once the PDF's opening is recorded.
      await log.getByText(/^Rae Reloader opened the physician's PDF on /).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await log.getByRole('listitem').count()).toBe(1);
    }
  });

  it('settles a contract and delivers the review by keyboard alone, the shortcuts listed on the screen', async ({ page }) => {
    const { read, path } = await submitRead();
    await signIn(page, { role: 'staff', approved: true, firstName: 'Kim', lastName: 'Keys' });
    await page.goto(`${web}${path}`);
    await deskOf(page).getByRole('img', { name: 'Page 1 of 3' }).waitFor();
    const shortcuts = deskOf(page).getByRole('region', { name: desk.shortcutsTitle });
    for (const label of [
      'Next finding',
      'Confirm it, then go to the next to settle',
      'Not in contract',
      'Confirm all the findings the reader is sure of',
    ])
      await shortcuts.getByText(label).waitFor();

    const focusedType = () =>
      page.evaluate(() => (globalThis as unknown as { document: { activeElement: { type?: string } | null } }).document.activeElement?.type);
    // d goes to the review's file at any time; Escape there goes back to the findings.
    await page.keyboard.press('d');
    await expect.poll(focusedType).toBe('file');
    await page.keyboard.press('Escape');
    await expect.poll(focusedType).toBe('button');

    // The file chooser is intercepted from the start (enabling it races a key pressed at once).
    const chooser = page.waitForEvent('filechooser', { timeout: 90_000 });
    const pressed = { count: 0 };
    const started = Date.now();
    const order = [...read.terms].sort((a, b) => a.confidence - b.confidence);
    // The least sure first: correct the first (e, a new value, Enter), strike the second (x), confirm the rest (c).
    const corrected = order[0]!;
    await keys(page, pressed, 'e');
    const field = deskOf(page).getByLabel(`${terms.value}: ${staffTermLabel(corrected.term)}`);
    await field.waitFor();
    expect(await field.evaluate((element) => element === (element.ownerDocument as { activeElement: unknown }).activeElement)).toBe(true);
    const newValue = corrected.term === 'guaranteeMonths' ? '24' : undefined;
    if (newValue) {
      await keys(page, pressed, 'Control+A');
      await page.keyboard.type(newValue);
      pressed.count += newValue.length;
    }
    await keys(page, pressed, 'Enter', 'x');
    for (let index = 2; index < order.length; index++) await keys(page, pressed, 'c');
    await progress(page).getByText(terms.progress(read.terms.length, read.terms.length)).waitFor();
    const settledIn = { keys: pressed.count, ms: Date.now() - started };

    // The last decision leaves focus on the review's file: Space chooses it, Tab and Enter submit.
    await expect.poll(focusedType).toBe('file');
    await keys(page, pressed, 'Space');
    await (await chooser).setFiles({ name: 'review.pdf', mimeType: 'application/pdf', buffer: await makePdf(1, 'Review') });
    await deskOf(page)
      .getByText(/^review\.pdf \(/)
      .waitFor();
    await keys(page, pressed, 'Tab', 'Enter');
    await deskOf(page).getByRole('status').filter({ hasText: messages.dashboard.feedbackSuccess }).waitFor();
    // The desk opened the contract, so nothing asked whether to deliver without it.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await deskOf(page).getByRole('heading', { name: terms.settledTitle }).waitFor();
    if (newValue)
      await deskOf(page)
        .getByText(`${staffTermLabel(corrected.term)}: 24 months (Page ${corrected.page})`)
        .waitFor();
    console.log(
      `desk, keyboard only: ${read.terms.length} findings settled in ${settledIn.keys} keys, ${settledIn.ms} ms; delivered in ${pressed.count} keys`,
    );
  });

  it('confirms all the findings the reader is sure of in one step, and none of the others', async ({ page }) => {
    const { read, path } = await submitRead();
    const sure = read.terms.filter(isSureFinding);
    const unsure = read.terms.filter((finding) => !isSureFinding(finding));
    expect(sure.length).toBeGreaterThan(0);
    expect(unsure.length).toBeGreaterThan(0);
    await signIn(page, { role: 'staff', approved: true });
    await page.goto(`${web}${path}`);
    await deskOf(page).getByRole('img', { name: 'Page 1 of 3' }).waitFor();
    await deskOf(page)
      .getByRole('button', { name: desk.confirmSure(sure.length) })
      .click();
    await progress(page).getByText(terms.progress(sure.length, read.terms.length)).waitFor();
    for (const finding of sure) await findingRow(page, finding.term).getByText(terms.settledAs.confirmed, { exact: true }).waitFor();
    for (const finding of unsure) {
      const row = findingRow(page, finding.term);
      await row.getByText(desk.unsure, { exact: true }).waitFor();
      await row.getByRole('button', { name: `${terms.confirm} ${staffTermLabel(finding.term)}` }).waitFor();
    }
    await deskOf(page).getByRole('button', { name: desk.noneSure }).waitFor();
    await viewShot(page, 'desk-confirmed-sure');
    await screenshot(page, 'desk-confirmed-sure');
  });

  it('asks once before delivering a review of a contract the reviewer never opened (a phone, where the PDF waits for its pane)', async ({
    newPage,
  }) => {
    const { physician, requestId, read, path } = await submitRead('offer-103');
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const staff = await signIn(page, { role: 'staff', approved: true });
    await page.goto(`${web}${path}`);
    await progress(page).waitFor();
    await deskOf(page).getByText(desk.noAccesses).waitFor();
    // No keyboard on a phone: neither the key chips nor the shortcuts' list show (issue 37).
    expect(await deskOf(page).locator('kbd').count()).toBeGreaterThan(0);
    for (const chip of await deskOf(page).locator('kbd').all()) expect(await chip.isVisible()).toBe(false);
    expect(await deskOf(page).getByRole('region', { name: desk.shortcutsTitle }).isVisible()).toBe(false);
    await phoneShot(page, 'desk-phone-findings');
    await deskOf(page)
      .getByRole('button', { name: desk.confirmSure(read.terms.filter(isSureFinding).length) })
      .click();
    for (const finding of read.terms.filter((f) => !isSureFinding(f)))
      await findingRow(page, finding.term)
        .getByRole('button', { name: `${terms.confirm} ${staffTermLabel(finding.term)}` })
        .click();
    await progress(page).getByText(terms.progress(read.terms.length, read.terms.length)).waitFor();
    await deskOf(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'review.pdf', mimeType: 'application/pdf', buffer: await makePdf(1, 'Review') });

    const submit = deskOf(page).getByRole('button', { name: desk.submitReview });
    await submit.click();
    const question = page.getByRole('dialog', { name: desk.unopenedTitle('contract') });
    await question.getByText(desk.unopenedText('contract')).waitFor();
    await phoneShot(page, 'desk-unopened-question');
    // Nothing was sent yet: the request is not reviewed.
    const token = (await signInTokens(stack, staff.email, staff.password)).accessToken;
    const before = await callApi(stack, token, 'POST', `/dashboard/requests/contractReview/${physician.userId}/${requestId}/open`);
    expect((before.body as { reviewed: boolean }).reviewed).toBe(false);
    await question.getByRole('button', { name: desk.deliverAnyway }).click();
    await deskOf(page).getByRole('status').filter({ hasText: messages.dashboard.feedbackSuccess }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('shows the contract first when the reviewer chooses to open it, and does not ask again', async ({ newPage }) => {
    const { path } = await submitRead('offer-103');
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, { role: 'staff', approved: true });
    await page.goto(`${web}${path}`);
    await progress(page).waitFor();
    await deskOf(page)
      .getByRole('button', { name: /^Confirm the \d+ findings/ })
      .click();
    while (
      await deskOf(page)
        .getByRole('button', { name: /^Confirm (?!the )/ })
        .count()
    )
      await deskOf(page)
        .getByRole('button', { name: /^Confirm (?!the )/ })
        .first()
        .click();
    await deskOf(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'review.pdf', mimeType: 'application/pdf', buffer: await makePdf(1, 'Review') });
    await deskOf(page).getByRole('button', { name: desk.submitReview }).click();
    await page
      .getByRole('dialog', { name: desk.unopenedTitle('contract') })
      .getByRole('button', { name: desk.openDocument('contract') })
      .click();
    // The phone shows the contract's pane, drawn, its first finding highlighted.
    await deskOf(page).getByRole('img', { name: 'Page 1 of 1' }).waitFor();
    await phoneShot(page, 'desk-phone-pdf');
    await deskOf(page).getByRole('button', { name: desk.backToFindings }).click();
    await deskOf(page).getByRole('button', { name: desk.submitReview }).click();
    await deskOf(page).getByRole('status').filter({ hasText: messages.dashboard.feedbackSuccess }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
