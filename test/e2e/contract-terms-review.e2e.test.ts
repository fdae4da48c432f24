import type { Locator, Page } from 'playwright-core';
import { describe, expect, vi } from 'vitest';
import type { RequestTerms } from '#shared/api/requests.ts';
import { staffTermLabel } from '#shared/contract-terms/staff-labels.ts';
import { formatTermValue, termInfo, type TermKey } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf } from '#test/fixtures/contracts/make-pdfs.ts';
import { printHeldOut } from '#test/fixtures/held-out/print.ts';
import type { HeldOutDocument } from '#test/fixtures/held-out/types.ts';
import { callApi, createTestAccount, signInTokens } from '../support/accounts';
import { it, logIn, screenshot, signIn, stack, waitForPath, web } from '../support/e2e-fixtures';
import { makePdf } from '../support/pdfs';
import { stageUpload } from '../support/uploads';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A reviewed request's card, top to bottom (issue 37): "Open review (PDF)", the checked terms (some corrected), then the uploaded file. */
async function expectReviewFirst(tile: Locator) {
  const review = tile.getByRole('button', { name: /^Open review \(PDF\)/ });
  const terms = tile.getByRole('heading', { level: 2, name: messages.contractTerms.checkedTitle('contract') });
  const upload = tile.getByRole('button', { name: /^Contract Review, 1 page/ });
  const tops = [];
  for (const part of [review, terms, upload]) tops.push((await part.boundingBox())!.y);
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  // The first thing the card holds, and reached first by keyboard.
  const first = await tile.evaluate((card) => card.querySelector('button, a, h2')?.textContent);
  expect(first).toMatch(/^Open review \(PDF\)/);
}

/** A contract review of a corpus offer letter, submitted as the browser would; its reading once done. */
async function submitRead(accessToken: string, email: string): Promise<{ requestId: string; read: RequestTerms }> {
  const { bytes } = await makeCorpusPdf(corpus().find((d) => d.name === 'offer-103')!);
  const key = await stageUpload(stack, accessToken, '/me/requests/upload', bytes, { fileName: 'offer.pdf' });
  const submitted = await callApi(stack, accessToken, 'POST', '/me/requests/contractReview', {
    firstName: 'Tara',
    lastName: 'Terms',
    email,
    phone: '5550002222',
    practiceType: 'academic',
    resident: false,
    years: '2',
    speciality: 'cardiology',
    terms: true,
    key,
  });
  expect(submitted.status).toBe(201);
  const requestId = (submitted.body as { requestId: string }).requestId;
  const read = await vi.waitFor(
    async () => {
      const terms = (await callApi(stack, accessToken, 'GET', `/me/requests/contractReview/${requestId}/terms`)).body as RequestTerms;
      expect(terms.state).toBe('read');
      return terms;
    },
    { timeout: 20_000, interval: 300 },
  );
  return { requestId, read };
}

/**
 * Staff open a physician's unreviewed contract review from the dashboard: its review desk (issue 29)
 * and its terms, once the contract's first page is drawn (opening it there is recorded).
 */
async function openTermsAsStaff(page: Page, physicianEmail: string) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Contract Review', exact: true }).click();
  await waitForPath(page, '/dashboard/contract');
  await page.getByLabel('Filter').selectOption('non-reviewed');
  await page
    .getByTestId(`request-row-${physicianEmail}`)
    .getByRole('link', { name: /^View Details/ })
    .click();
  const desk = page.locator('.desk');
  await desk.getByRole('img', { name: /^Page 1 of \d+$/ }).waitFor();
  return { modal: desk, settlement: desk.getByRole('region', { name: messages.dashboard.terms.title }) };
}

describe("staff settle the reader's findings, the physician sees them confirmed", () => {
  it('staff confirm some terms, correct one, add one and deliver; the physician sees exactly those, confirmed by our reviewer', async ({
    page,
    newPage,
  }) => {
    const physician = await createTestAccount(stack, { role: 'physician', firstName: 'Tara', lastName: 'Terms' });
    const { read } = await submitRead((await signInTokens(stack, physician.email, physician.password)).accessToken, physician.email);
    const found = read.terms.map((t) => t.term);
    expect(found).toContain('baseSalary');
    const added: TermKey = (['cureDays', 'cmeDays', 'noticeWithoutCauseDaysEmployer'] as const).find((term) => !found.includes(term))!;
    const salaryRead = read.terms.find((t) => t.term === 'baseSalary')!;
    const salaryNote = 'Section 4 sets the base at $271,000; the reading took the first-year guarantee.';
    // One finding staff mark not in the contract (issue 37); the others they confirm.
    const [struck, ...others] = read.terms.filter((t) => t.term !== 'baseSalary');
    expect(struck).toBeDefined();

    await signIn(page, { role: 'staff', approved: true, firstName: 'Cora', lastName: 'Checker' });
    const { modal, settlement } = await openTermsAsStaff(page, physician.email);
    await settlement.getByText(messages.dashboard.terms.intro).waitFor();
    // The desk names terms in the contract's parties (staff labels); the physician's page in theirs.
    const row = (term: TermKey) => settlement.getByRole('listitem').filter({ has: page.getByText(staffTermLabel(term), { exact: true }) });
    for (const finding of read.terms)
      await row(finding.term)
        .getByText(messages.dashboard.terms.readerFound(formatTermValue(finding.term, finding.value), finding.page))
        .waitFor();

    // Submit waits for every finding, and says so.
    const progress = modal.getByRole('status').filter({ hasText: /findings settled/ });
    await progress.getByText(messages.dashboard.terms.progress(0, read.terms.length)).waitFor();
    await modal.locator('input[type=file]').setInputFiles({ name: 'review.pdf', mimeType: 'application/pdf', buffer: await makePdf(1, 'Review') });
    const submit = modal.getByRole('button', { name: messages.dashboard.desk.submitReview });
    expect(await submit.isDisabled()).toBe(true);
    expect(await submit.getAttribute('aria-describedby')).toBe(await progress.getAttribute('id'));

    // Confirm all but the salary and one marked not in the contract; correct the salary; add a term the reader missed.
    await row(struck!.term)
      .getByRole('button', { name: `${messages.dashboard.terms.notInContract}: ${staffTermLabel(struck!.term)}` })
      .click();
    for (const finding of others)
      await row(finding.term)
        .getByRole('button', { name: `Confirm ${staffTermLabel(finding.term)}` })
        .click();
    await row('baseSalary').getByRole('button', { name: 'Edit Base salary' }).click();
    const salary = row('baseSalary').getByLabel('Value: Base salary');
    await salary.fill('two hundred');
    await row('baseSalary').getByText('Base salary takes an amount in US dollars a year.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'contract-terms-edit');
    await salary.fill('271000');
    await progress.getByText(messages.dashboard.terms.progress(read.terms.length, read.terms.length)).waitFor();
    // Issue 37: a note to the physician on the correction, counted against its limit.
    const note = row('baseSalary').getByRole('textbox', { name: messages.dashboard.terms.noteLabelOf('Base salary') });
    await note.fill(salaryNote);
    await row('baseSalary').getByText(messages.dashboard.terms.noteCount(salaryNote.length, 500)).waitFor();
    expect(await note.getAttribute('maxlength')).toBe('500');

    const add = settlement.getByRole('group', { name: messages.dashboard.terms.addTitle });
    await add.getByLabel('Term').selectOption(added);
    await add.getByLabel('Value').fill('45');
    await add.getByLabel('Page').fill('1');
    await add.getByLabel('Quote (optional)').fill('Physician shall have forty-five (45) days to cure.');
    await add.getByRole('button', { name: messages.dashboard.terms.add }).click();
    await settlement.getByRole('list', { name: 'Terms added by hand' }).getByText(staffTermLabel(added)).waitFor();
    await screenshot(page, 'contract-terms-settle');

    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await modal.getByRole('status').filter({ hasText: messages.dashboard.feedbackSuccess }).waitFor();
    await modal.getByRole('heading', { name: messages.dashboard.terms.settledTitle }).waitFor();
    await modal.getByText(`Base salary: $271,000 a year (Page ${read.terms.find((t) => t.term === 'baseSalary')!.page})`).waitFor();

    // The physician: the terms staff stand behind, each marked confirmed.
    const physicianPage = await newPage();
    await logIn(physicianPage, physician.email, physician.password);
    await waitForPath(physicianPage, '/negotiation');
    await physicianPage.goto(`${web}/profile/contractReviewList`);
    const tile = physicianPage.getByRole('article', { name: /^Contract Review, 1 page$/ });
    // Reviewed: the confirmed terms come first on the card, open, under their own heading (issue 29).
    const findings = tile.getByRole('region', { name: messages.contractTerms.title('contract') });
    // Some terms corrected or found absent: the heading says they were checked, not confirmed (issue 37).
    await findings.getByRole('heading', { level: 2, name: messages.contractTerms.checkedTitle('contract') }).waitFor();
    expect(await tile.locator('summary').count()).toBe(0);
    await findings.getByText(messages.contractTerms.confirmedNote('contract')).waitFor();
    expect(await findings.getByText(messages.contractTerms.automatic).count()).toBe(0);
    const finding = (term: TermKey) => findings.getByRole('listitem').filter({ has: physicianPage.getByText(termInfo[term].label, { exact: true }) });
    // Issue 37: the correction shows as one, with the reading it replaced; its sentence is the old reading's evidence.
    const salaryFinding = finding('baseSalary');
    await salaryFinding.getByText('$271,000 a year', { exact: true }).waitFor();
    await salaryFinding.getByText(messages.contractTerms.correctedBadge).waitFor();
    expect(await salaryFinding.getByText(messages.contractTerms.confirmedBadge).count()).toBe(0);
    await salaryFinding
      .getByText(messages.contractTerms.replacedReading(formatTermValue('baseSalary', salaryRead.value), salaryRead.page), { exact: true })
      .waitFor();
    expect(await salaryFinding.locator('blockquote').textContent()).toBe(salaryRead.quote);
    // The note the reviewer typed on the desk, under the corrected term.
    await salaryFinding.getByText(salaryNote).waitFor();
    expect(await salaryFinding.locator('.contract-finding__note').textContent()).toBe(`${messages.contractTerms.reviewerNote} ${salaryNote}`);
    // Added by our reviewer; the others confirmed.
    await finding(added).getByText(formatTermValue(added, 45)).waitFor();
    await finding(added).getByText(`✓ ${messages.contractTerms.addedBadge}`).waitFor();
    expect(await findings.getByText(`✓ ${messages.contractTerms.confirmedBadge}`).count()).toBe(others.length);
    // The term marked not in the contract: our reviewer found it absent, and what the reading had taken.
    const absent = findings.locator('.contract-findings__missing li').filter({ hasText: termInfo[struck!.term].label });
    await absent.getByText(messages.contractTerms.foundAbsent('contract'), { exact: false }).waitFor();
    await absent.getByText(messages.contractTerms.absentReaderHad(formatTermValue(struck!.term, struck!.value))).waitFor();
    await screenshot(physicianPage, 'contract-terms-confirmed');

    // Issue 37: the card opens with the review: "Open review (PDF)", then the confirmed terms, then the rest (1280 px; 390 px below).
    await expectReviewFirst(tile);
  });

  it("a correction and a term found absent carry our reviewer's notes, as the physician reads them on a phone", async ({ newPage }) => {
    const physician = await createTestAccount(stack, { role: 'physician', firstName: 'Nora', lastName: 'Notes' });
    const physicianToken = (await signInTokens(stack, physician.email, physician.password)).accessToken;
    const { requestId, read } = await submitRead(physicianToken, physician.email);
    const salaryRead = read.terms.find((t) => t.term === 'baseSalary')!;
    const [struck, ...others] = read.terms.filter((t) => t.term !== 'baseSalary');
    // Staff deliver through the API the desk calls, each decision with its note.
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const staffToken = (await signInTokens(stack, staff.email, staff.password)).accessToken;
    const key = await stageUpload(stack, staffToken, '/dashboard/feedback/upload', await makePdf(1, 'Review'));
    const delivered = await callApi(stack, staffToken, 'POST', `/dashboard/requests/contractReview/${physician.userId}/${requestId}/feedback`, {
      key,
      terms: [
        { term: 'baseSalary', outcome: 'corrected', value: 300_000, note: 'Exhibit A raises the base to $300,000 from the start date.' },
        { term: struck!.term, outcome: 'notInContract', note: 'This sentence is in a draft clause struck out on the signed copy.' },
        ...others.map((t) => ({ term: t.term, outcome: 'confirmed' })),
      ],
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);

    const page = await newPage(phone);
    await logIn(page, physician.email, physician.password);
    await waitForPath(page, '/negotiation');
    await page.goto(`${web}/profile/contractReviewList`);
    const tile = page.getByRole('article', { name: /^Contract Review, 1 page$/ });
    const findings = tile.getByRole('region', { name: messages.contractTerms.title('contract') });
    const salary = findings.getByRole('listitem').filter({ has: page.getByText(termInfo.baseSalary.label, { exact: true }) });
    await salary.getByText('$300,000 a year', { exact: true }).waitFor();
    await salary.getByText(messages.contractTerms.correctedBadge).waitFor();
    await salary
      .getByText(messages.contractTerms.replacedReading(formatTermValue('baseSalary', salaryRead.value), salaryRead.page), { exact: true })
      .waitFor();
    await salary.getByText('Exhibit A raises the base to $300,000 from the start date.').waitFor();
    expect(await salary.getByText(messages.contractTerms.reviewerNote).count()).toBe(1);
    const absent = findings.locator('.contract-findings__missing li').filter({ hasText: termInfo[struck!.term].label });
    await absent.getByText('This sentence is in a draft clause struck out on the signed copy.').waitFor();
    expect(await absent.textContent()).toContain(messages.contractTerms.foundAbsent('contract'));
    // On a phone too the card opens with the review, and nothing spills past the phone's width.
    await expectReviewFirst(tile);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'contract-terms-notes-390');
  });
  it('staff unfold "How it was read" on a finding: the family in words, its rule and the words it matched in its sentence (issue 38)', async ({
    page,
  }) => {
    const physician = await createTestAccount(stack, { role: 'physician', firstName: 'Hugo', lastName: 'Howread' });
    const { read } = await submitRead((await signInTokens(stack, physician.email, physician.password)).accessToken, physician.email);
    const salary = read.terms.find((t) => t.term === 'baseSalary')!;
    await signIn(page, { role: 'staff', approved: true, firstName: 'Tess', lastName: 'Tracer' });
    const { settlement } = await openTermsAsStaff(page, physician.email);
    await settlement.getByText(messages.dashboard.terms.intro).waitFor();
    const row = settlement.getByRole('listitem').filter({ has: page.getByText(staffTermLabel('baseSalary'), { exact: true }) });
    // The chosen finding shows its sentence, and how the reader found it, folded.
    await row.locator('.term-row__choose').click();
    await row.locator('blockquote').getByText(salary.quote).waitFor();
    const how = row.locator('details').filter({ has: page.getByText(messages.dashboard.desk.howRead, { exact: true }) });
    expect(await how.getAttribute('open')).toBeNull();
    await how.getByText(messages.dashboard.desk.howRead, { exact: true }).click();
    const said = (name: string) => how.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
    const family = (await said(messages.dashboard.desk.traceFamily).textContent())!;
    const rule = (await said(messages.dashboard.desk.traceRule).textContent())!;
    const matched = (await said(messages.dashboard.desk.traceMatched).textContent())!;
    // One of the reader's families, in words ("Notice and cure").
    const familyWords = Object.values(messages.dashboard.desk.traceFamilies).find((words) => words.toLowerCase() === family.toLowerCase());
    expect(familyWords, family).toBeDefined();
    expect(rule).not.toBe('');
    // The matched entry is words of the finding's own sentence.
    const words = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
    expect(words(salary.quote)).toContain(words(matched));
    // Plain words first: which family's rule found it, and what it matched.
    const sentence = (await how.locator('p').textContent())!;
    expect(sentence.startsWith(`Found by the ${familyWords} rule '`)).toBe(true);
    expect(sentence).toContain(`matching "${matched}"`);
    await screenshot(page, 'contract-terms-how-read');
  });
  it('a scanned offer letter: the physician sees its terms read from a scan, staff check them least sure first and confirm them', async ({
    page,
    newPage,
  }) => {
    const physician = await createTestAccount(stack, { role: 'physician', firstName: 'Sam', lastName: 'Scanned' });
    const physicianPage = await newPage();
    await logIn(physicianPage, physician.email, physician.password);
    await waitForPath(physicianPage, '/negotiation');
    const { bytes, expected } = await makeCorpusPdf(corpus().find((d) => d.name === 'scan-offer-letter')!);
    await physicianPage.goto(`${web}/contract`);
    const form = physicianPage.getByRole('form', { name: 'Contract review' });
    await form.getByLabel('Phone').fill('5551234567');
    await form.getByLabel('Type of Practice').selectOption('academic');
    await physicianPage
      .locator('input[type=file]')
      .setInputFiles({ name: 'scanned-offer.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
    await form.getByLabel('I agree to the terms and conditions and the privacy policy.').check();
    await form.getByRole('button', { name: messages.common.submit }).click();
    await waitForPath(physicianPage, '/profile/contractReviewList');

    // Read by OCR in the same job: the note, and each value marked.
    const tile = physicianPage.getByRole('article', { name: /^Contract Review, 1 page$/ });
    await tile.getByText(messages.contractTerms.title('contract')).click();
    const findings = tile.getByRole('region', { name: messages.contractTerms.title('contract') });
    await findings.getByText(messages.contractTerms.readFromScan).waitFor({ timeout: 60_000 });
    const finding = (term: TermKey) => findings.getByRole('listitem').filter({ has: physicianPage.getByText(termInfo[term].label, { exact: true }) });
    await finding('baseSalary').getByText('$520,000 a year').waitFor();
    const { accessToken } = await signInTokens(stack, physician.email, physician.password);
    const [mine] = ((await callApi(stack, accessToken, 'GET', '/me/requests/contractReview')).body as { requests: { requestId: string }[] }).requests;
    const read = (await callApi(stack, accessToken, 'GET', `/me/requests/contractReview/${mine!.requestId}/terms`)).body as RequestTerms;
    // Every finding shown: the corpus's facts, and the signing bonus's repayment method (issue 39), which it does not record.
    const shown = read.terms.length;
    expect(shown).toBeGreaterThanOrEqual(expected.length);
    expect(await findings.getByText(messages.contractTerms.fromScanBadge, { exact: true }).count()).toBe(shown);
    await screenshot(physicianPage, 'contract-terms-read-from-scan');

    // Staff: told it is a scan, every finding marked, the least sure first; they confirm each one.
    expect(read).toMatchObject({ state: 'scan', scan: { pagesRead: 1, limited: false } });
    await signIn(page, { role: 'staff', approved: true, firstName: 'Oscar', lastName: 'Ocr' });
    const { modal, settlement } = await openTermsAsStaff(page, physician.email);
    await settlement.getByText(messages.dashboard.terms.scanRead).waitFor();
    const rows = settlement.getByRole('list').first().getByRole('listitem');
    expect(await rows.count()).toBe(shown);
    expect(await settlement.getByText(messages.dashboard.terms.fromScan, { exact: true }).count()).toBe(shown);
    const labels = await rows.locator('.term-row__label').allTextContents();
    const confidences = labels.map((label) => read.terms.find((t) => staffTermLabel(t.term) === label)!.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
    await screenshot(page, 'contract-terms-scan-settle');
    for (const label of labels) await settlement.getByRole('button', { name: `Confirm ${label}` }).click();
    await modal.locator('input[type=file]').setInputFiles({ name: 'review.pdf', mimeType: 'application/pdf', buffer: await makePdf(1, 'Review') });
    await modal.getByRole('button', { name: messages.dashboard.desk.submitReview }).click();
    await modal.getByRole('status').filter({ hasText: messages.dashboard.feedbackSuccess }).waitFor();

    // The physician: the same values, now confirmed by our reviewer, no longer marked as read from a scan.
    await physicianPage.reload();
    await findings.getByText(messages.contractTerms.confirmedNote('contract')).waitFor();
    // Every term confirmed as read: the heading says confirmed.
    await findings.getByRole('heading', { level: 2, name: messages.contractTerms.confirmedTitle('contract') }).waitFor();
    expect(await findings.getByText(`✓ ${messages.contractTerms.confirmedBadge}`).count()).toBe(shown);
    expect(await findings.getByText(messages.contractTerms.fromScanBadge, { exact: true }).count()).toBe(0);
  });

  it('a contract that repays relocation in full and reimburses documented expenses: the physician sees both, staff confirm them (issue 39)', async ({
    page,
    newPage,
  }) => {
    const physician = await createTestAccount(stack, { role: 'physician', firstName: 'Rhea', lastName: 'Repays' });
    const token = (await signInTokens(stack, physician.email, physician.password)).accessToken;
    const letter: HeldOutDocument = {
      name: 'e2e-relocation-repaid-in-full',
      kind: 'offer',
      pages: [
        {
          blocks: [
            { kind: 'heading', text: 'Offer of Employment' },
            {
              kind: 'paragraph',
              text: 'Dear Dr. Sullivan, we are pleased to offer you a position as a staff nephrologist at an annual base salary of $310,000.',
            },
            {
              kind: 'paragraph',
              text: 'Relocation. The Practice will reimburse up to $20,000 of documented moving expenses. This amount is repayable in full if Dr. Sullivan leaves within twelve (12) months of the start date.',
            },
          ],
        },
      ],
      expected: [],
    };
    const key = await stageUpload(stack, token, '/me/requests/upload', await printHeldOut(letter), { fileName: 'offer.pdf' });
    const submitted = await callApi(stack, token, 'POST', '/me/requests/contractReview', {
      firstName: 'Rhea',
      lastName: 'Repays',
      email: physician.email,
      phone: '5550003333',
      practiceType: 'private_practice',
      resident: false,
      years: '1',
      speciality: 'nephrology',
      terms: true,
      key,
    });
    expect(submitted.status).toBe(201);
    const requestId = (submitted.body as { requestId: string }).requestId;
    const read = await vi.waitFor(
      async () => {
        const terms = (await callApi(stack, token, 'GET', `/me/requests/contractReview/${requestId}/terms`)).body as RequestTerms;
        expect(terms.state).toBe('read');
        return terms;
      },
      { timeout: 20_000, interval: 300 },
    );
    expect(read.terms.map(({ term, value }) => ({ term, value }))).toEqual(
      expect.arrayContaining([
        { term: 'relocationRepayment', value: 'in-full' },
        { term: 'relocationKind', value: 'reimbursement' },
      ]),
    );

    // The physician's request: each new term with its value as a person reads it, and the sentence it came from.
    const physicianPage = await newPage();
    await logIn(physicianPage, physician.email, physician.password);
    await waitForPath(physicianPage, '/negotiation');
    await physicianPage.goto(`${web}/profile/contractReviewList`);
    const tile = physicianPage.getByRole('article', { name: /^Contract Review, 1 page$/ });
    await tile.getByText(messages.contractTerms.title('contract')).click();
    const findings = tile.getByRole('region', { name: messages.contractTerms.title('contract') });
    const finding = (term: TermKey) => findings.getByRole('listitem').filter({ has: physicianPage.getByText(termInfo[term].label, { exact: true }) });
    await finding('relocationRepayment').getByText('In full', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await finding('relocationRepayment').locator('blockquote').textContent()).toContain('repayable in full');
    await finding('relocationKind').getByText('Reimbursement of expenses', { exact: true }).waitFor();
    expect(await finding('relocationKind').locator('blockquote').textContent()).toContain('documented moving expenses');
    await screenshot(physicianPage, 'contract-terms-relocation-repaid');

    // Staff confirm them on the desk like every term, and deliver.
    await signIn(page, { role: 'staff', approved: true, firstName: 'Della', lastName: 'Desk' });
    const { modal, settlement } = await openTermsAsStaff(page, physician.email);
    const row = (term: TermKey) => settlement.getByRole('listitem').filter({ has: page.getByText(staffTermLabel(term), { exact: true }) });
    for (const term of ['relocationRepayment', 'relocationKind'] as const)
      await row(term)
        .getByText(messages.dashboard.terms.readerFound(formatTermValue(term, read.terms.find((t) => t.term === term)!.value), 1))
        .waitFor();
    for (const finding of read.terms)
      await row(finding.term)
        .getByRole('button', { name: `Confirm ${staffTermLabel(finding.term)}` })
        .click();
    await modal.locator('input[type=file]').setInputFiles({ name: 'review.pdf', mimeType: 'application/pdf', buffer: await makePdf(1, 'Review') });
    await modal.getByRole('button', { name: messages.dashboard.desk.submitReview }).click();
    await modal.getByRole('status').filter({ hasText: messages.dashboard.feedbackSuccess }).waitFor();

    await physicianPage.reload();
    await findings.getByRole('heading', { level: 2, name: messages.contractTerms.confirmedTitle('contract') }).waitFor();
    await finding('relocationRepayment').getByText(`✓ ${messages.contractTerms.confirmedBadge}`).waitFor();
    await finding('relocationKind').getByText(`✓ ${messages.contractTerms.confirmedBadge}`).waitFor();
    await finding('relocationKind').getByText('Reimbursement of expenses', { exact: true }).waitFor();
  });
});
