import { describe, expect } from 'vitest';
import * as messages from '#shared/messages.ts';
import { callApi, createTestAccount, signInTokens } from '../support/accounts';
import { it, logIn, screenshot, signIn, stack, waitForPath, web } from '../support/e2e-fixtures';
import { mailsTo } from '../support/mailbox';
import { makePdf } from '../support/pdfs';
import { stageUpload } from '../support/uploads';

/** A contract review submitted through the API as the browser would (upload form, then the submit route). */
async function submitContractReview(accessToken: string, email: string): Promise<string> {
  const key = await stageUpload(stack, accessToken, '/me/requests/upload', await makePdf(3, 'Contract'), { fileName: 'contract.pdf' });
  const submitted = await callApi(stack, accessToken, 'POST', '/me/requests/contractReview', {
    firstName: 'Dana',
    lastName: 'Doctor',
    email,
    phone: '5550001111',
    practiceType: 'hospital_based',
    resident: false,
    years: '7',
    speciality: 'cardiology',
    terms: true,
    comments: 'Is the termination clause fair?',
    key,
  });
  expect(submitted.status).toBe(201);
  return (submitted.body as { requestId: string }).requestId;
}

describe('the review loop in the browser', () => {
  it('a staff member (two-step sign-in) filters, finds a contract review, downloads it and uploads feedback; the physician sees the review and has the e-mail', async ({
    page,
    context,
    newPage,
  }) => {
    const physician = await createTestAccount(stack, { role: 'physician', firstName: 'Dana', lastName: 'Doctor' });
    await submitContractReview((await signInTokens(stack, physician.email, physician.password)).accessToken, physician.email);

    const staff = await signIn(page, { role: 'staff', approved: true, firstName: 'Sam', lastName: 'Staff' });
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Contract Review', exact: true }).click();
    await waitForPath(page, '/dashboard/contract');
    const table = page.getByRole('table', { name: 'Contract Review requests' });
    await table.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Showing \d+ results?$/ })
      .waitFor();
    for (const column of ['Username', 'Email', 'Type of Practice', 'Speciality', 'Date of Upload'])
      await table.getByRole('columnheader', { name: column }).waitFor();

    // Reviewed shows none of ours; Non-Reviewed shows it, newest first.
    await page.getByLabel('Filter').selectOption('reviewed');
    await page
      .getByRole('status')
      .filter({ hasText: /^Showing \d+ results?$/ })
      .waitFor();
    expect(await page.getByTestId(`request-row-${physician.email}`).count()).toBe(0);
    await page.getByLabel('Filter').selectOption('non-reviewed');
    const row = page.getByTestId(`request-row-${physician.email}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Hospital Based');
    await row.getByRole('link', { name: /^View Details/ }).click();

    // The request's own screen, the review desk (issue 29): its own address, the contract drawn beside the request.
    await page.waitForURL(new RegExp(`/dashboard/contract/${physician.userId}/\\d+$`));
    const desk = page.locator('.desk');
    await desk.getByText('Is the termination clause fair?').waitFor();
    await desk.getByRole('heading', { name: messages.dashboard.desk.physiciansNote }).waitFor();
    // The phone as people read it (issue 37), not as digits.
    for (const text of ['Dana Doctor', physician.email, '(555) 000-1111', 'Hospital Based', 'Cardiology'])
      await desk.getByText(text, { exact: true }).first().waitFor();
    await desk.getByRole('img', { name: 'Page 1 of 3' }).waitFor();
    // Submit waits for a file; a file that is not a PDF is refused with the spec's text.
    const submit = desk.getByRole('button', { name: messages.dashboard.desk.submitReview });
    expect(await submit.isDisabled()).toBe(true);

    // Contract (PDF) opens the physician's PDF through a short-lived link, and the opening is listed.
    const [tab] = await Promise.all([context.waitForEvent('page'), desk.getByRole('button', { name: 'Contract (PDF), in a new tab' }).click()]);
    await tab.waitForURL(/X-Amz-Expires=300/);
    expect((await (await page.request.get(tab.url())).body()).subarray(0, 5).toString()).toBe('%PDF-');
    await tab.close();
    await desk
      .getByRole('list', { name: messages.dashboard.desk.openedLog })
      .getByText(/^Sam Staff opened the physician's PDF on /)
      .first()
      .waitFor();

    await desk.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await desk.getByRole('alert').filter({ hasText: messages.requests.pdfOnly }).waitFor();
    await desk.locator('input[type=file]').setInputFiles({ name: 'review.pdf', mimeType: 'application/pdf', buffer: await makePdf(1, 'Review') });
    await submit.click();
    await desk.getByRole('status').filter({ hasText: messages.dashboard.feedbackSuccess }).waitFor();
    await desk.getByRole('button', { name: messages.dashboard.desk.inNewTab(messages.dashboard.desk.reviewPdf) }).waitFor();
    // Back returns to the table as it was left: the same filter.
    await desk.getByRole('link', { name: /^← Back to Contract Review/ }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/contract' && url.searchParams.get('filter') === 'non-reviewed');
    expect(await page.getByLabel('Filter').inputValue()).toBe('non-reviewed');
    await page.getByLabel('Filter').selectOption('reviewed');
    await page.getByTestId(`request-row-${physician.email}`).getByText('Reviewed').waitFor();
    expect(staff.account.role).toBe('staff');

    // The physician: the tile offers the review at once and says who opened the file; the e-mail is there.
    const physicianPage = await newPage();
    await logIn(physicianPage, physician.email, physician.password);
    await waitForPath(physicianPage, '/negotiation');
    await physicianPage.goto(`${web}/profile/contractReviewList`);
    const tile = physicianPage.getByRole('article', { name: 'Contract Review, 3 pages' });
    await tile.getByRole('button', { name: 'Open review (PDF)' }).waitFor();
    await tile.getByText(/^Opened by Sam Staff \(staff\) on /).waitFor();
    // The review opens: its link is signed by the physician's file route, whose grants (held by the
    // embedded S3 as IAM holds them in AWS) must reach the review under staff/.
    const reviewResponse = physicianPage.context().waitForEvent('response', (response) => response.url().includes('/feedbacks/'));
    await tile.getByRole('button', { name: 'Open review (PDF)' }).click();
    const review = await reviewResponse;
    expect(review.status()).toBe(200);
    expect(review.headers()['content-type']).toBe('application/pdf');
    await expect
      .poll(async () => (await mailsTo(stack.urls.mailbox, physician.email)).map((mail) => mail.subject))
      .toContain('Your contract review is ready');
  });

  it("heads an offer letter's findings as the offer letter's terms, a contract's as the contract's (issue 37)", async ({ page }) => {
    const physician = await createTestAccount(stack, { role: 'physician', firstName: 'Olive', lastName: 'Offer' });
    const token = (await signInTokens(stack, physician.email, physician.password)).accessToken;
    const key = await stageUpload(stack, token, '/me/requests/upload', await makePdf(2, 'Offer letter'), { fileName: 'offer.pdf' });
    const submitted = await callApi(stack, token, 'POST', '/me/requests/compensationConsult', {
      phone: '5155550142',
      practiceState: 'IA',
      practiceType: 'academic',
      resident: false,
      years: '4',
      speciality: 'cardiology',
      terms: true,
      otherData: 'Is the base fair for Iowa?',
      key,
    });
    expect(submitted.status).toBe(201);
    const requestId = (submitted.body as { requestId: string }).requestId;
    const contractRequestId = await submitContractReview(token, physician.email);

    await signIn(page, { role: 'staff', approved: true });
    await page.goto(`${web}/dashboard/compensation/${physician.userId}/${requestId}`);
    const desk = page.locator('.desk');
    await desk.getByRole('region', { name: messages.dashboard.terms.titleOf('offer letter') }).waitFor();
    await desk.getByRole('heading', { name: 'Offer letter terms', exact: true }).waitFor();
    expect(await desk.getByText(messages.dashboard.terms.title, { exact: true }).count()).toBe(0);
    await desk.getByRole('button', { name: 'Offer letter (PDF), in a new tab' }).waitFor();
    await desk.getByRole('link', { name: '(515) 555-0142' }).waitFor();
    expect(await desk.getByRole('link', { name: '(515) 555-0142' }).getAttribute('href')).toBe('tel:+15155550142');
    await screenshot(page, 'desk-offer-letter');

    await page.goto(`${web}/dashboard/contract/${physician.userId}/${contractRequestId}`);
    await desk.getByRole('heading', { name: 'Contract terms', exact: true }).waitFor();
  });
});
