import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import * as messages from '#shared/messages.ts';
import { maxPdfPages } from '#shared/files/pdf.ts';
import { it, path, stack, waitForPath, web } from '../support/e2e-fixtures';
import { makePdf } from '../support/pdfs';
import { craftedActions, manyPagesPdf } from '../support/crafted-pdfs';

async function pickFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

describe('compensation consultations and contract reviews', () => {
  it('submits both kinds with real PDFs, lists them with their status, opens a file and withdraws one', async ({
    page,
    context,
    signedInPhysician,
  }) => {
    // Compensation consultation: prefilled from the profile.
    await page.goto(`${web}/compensation`);
    const consult = page.getByRole('form', { name: 'Compensation consultation' });
    await consult.waitFor();
    expect(await consult.getByLabel('State of Practice').inputValue()).toBe(signedInPhysician.account.practiceState);
    expect(await consult.getByLabel('Area of Practice').inputValue()).toBe(signedInPhysician.account.speciality);

    // No file, then a file that is not a PDF: the spec's two texts.
    await consult.getByRole('button', { name: messages.common.submit }).click();
    await consult.getByRole('alert').filter({ hasText: messages.requests.offerLetterRequired }).waitFor();
    await pickFile(page, 'offer.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', Buffer.from('PK not a pdf'));
    await consult.getByRole('alert').filter({ hasText: messages.requests.pdfOnly }).waitFor();

    await consult.getByLabel('Phone').fill('5551234567');
    await consult.getByLabel('Type of Practice').selectOption('hospital_based');
    await consult.getByLabel('Anything else we should know?').fill('Is the signing bonus fair?');
    await pickFile(page, 'offer-letter.pdf', 'application/pdf', await makePdf(2, 'Offer letter'));
    await consult.getByText('offer-letter.pdf').waitFor();
    await consult.getByLabel(messages.signup.terms).check();
    await consult.getByRole('button', { name: messages.common.submit }).click();
    await waitForPath(page, '/profile/compensationConsultList');
    await page.getByRole('status').filter({ hasText: messages.requests.consultSuccess }).waitFor();
    const consultTile = page.getByRole('article', { name: 'Compensation Consultation, 2 pages' });
    await consultTile.getByText(/^Uploaded: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/).waitFor();
    await consultTile.getByText('Is the signing bonus fair?').waitFor();
    expect(await consultTile.getByRole('list', { name: 'Status: Submitted' }).textContent()).toMatch(/^Submitted.+In reviewNot yetReviewedNot yet$/);

    // The tile opens the PDF in a new tab through a short-lived link.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      consultTile.getByRole('button', { name: /Compensation Consultation, 2 pages/ }).click(),
    ]);
    await tab.waitForURL(/X-Amz-Expires=300/);
    expect(new URL(tab.url()).pathname).toMatch(/\/requests\/[^/]+\/compensationConsult\/\d+\.pdf$/);
    const response = await page.request.get(tab.url());
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await tab.close();

    // Contract review: fewer than 10 digits is the spec's text; then submitted.
    await page.goto(`${web}/contract`);
    const review = page.getByRole('form', { name: 'Contract review' });
    await review.waitFor();
    expect(await review.getByLabel('E-mail').inputValue()).toBe(signedInPhysician.email);
    await review.getByLabel('Phone').fill('555123');
    await review.getByLabel('Type of Practice').selectOption('academic');
    await review.getByLabel('Comments').fill('Check the non-compete, please.');
    await pickFile(page, 'contract.pdf', 'application/pdf', await makePdf(5, 'Employment agreement'));
    await review.getByLabel('I agree to the terms and conditions and the privacy policy.').check();
    await review.getByRole('button', { name: messages.common.submit }).click();
    await review.getByRole('alert').filter({ hasText: messages.requests.invalidPhone }).waitFor();
    await review.getByLabel('Phone').fill('5551234567');
    await review.getByRole('button', { name: messages.common.submit }).click();
    await waitForPath(page, '/profile/contractReviewList');
    await page.getByRole('status').filter({ hasText: messages.requests.reviewSuccess }).waitFor();
    const reviewTile = page.getByRole('article', { name: 'Contract Review, 5 pages' });
    await reviewTile.getByText('Check the non-compete, please.').waitFor();

    // Withdraw it: asked first, then gone.
    await reviewTile.getByRole('button', { name: 'Withdraw' }).click();
    await reviewTile.getByText(messages.requests.confirmWithdraw).waitFor();
    await reviewTile.getByRole('button', { name: 'Yes, withdraw' }).click();
    await page.getByRole('status').filter({ hasText: messages.requests.withdrawn }).waitFor();
    await page.getByText(messages.requests.noContractReviews).waitFor();
    // Upload New leads back to the form.
    await page.getByRole('link', { name: messages.requests.uploadNew }).click();
    await waitForPath(page, '/contract');

    // The consultation is still listed.
    await page.goto(`${web}/profile/compensationConsultList`);
    await page.getByRole('article', { name: 'Compensation Consultation, 2 pages' }).waitFor();
  });

  it('shows the upload’s progress with a disabled submit, and cancels it: nothing is submitted', async ({ page, signedInPhysician: _ }) => {
    // Hold the upload at the bucket, as a slow line would.
    let held = false;
    await page.route(
      (url) => url.port === new URL(stack.endpoints.s3).port,
      (route) => {
        held = true;
        void route; // never answered: the upload stays in flight until cancelled
      },
    );
    await page.goto(`${web}/contract`);
    const review = page.getByRole('form', { name: 'Contract review' });
    await review.getByLabel('Phone').fill('5551234567');
    await review.getByLabel('Type of Practice').selectOption('government');
    await pickFile(page, 'contract.pdf', 'application/pdf', await makePdf(1));
    await review.getByLabel('I agree to the terms and conditions and the privacy policy.').check();
    await review.getByRole('button', { name: messages.common.submit }).click();
    await review
      .getByRole('status')
      .filter({ hasText: /^Uploading… \d+%$/ })
      .waitFor();
    expect(await review.getByRole('button', { name: 'Submitting…' }).isDisabled()).toBe(true);
    expect(held).toBe(true);
    await review.getByRole('button', { name: 'Cancel upload' }).click();
    await review
      .getByRole('alert')
      .filter({ hasText: messages.requests.uploadFailure(messages.requests.uploadCancelled) })
      .waitFor();
    expect(await review.getByRole('button', { name: messages.common.submit }).isEnabled()).toBe(true);
    await page.goto(`${web}/profile/contractReviewList`);
    await page.getByText(messages.requests.noContractReviews).waitFor();
  });

  it('says in the page why a crafted or too long PDF is refused (issue 36), and lists nothing', async ({ page, signedInPhysician: _ }) => {
    await page.goto(`${web}/contract`);
    const review = page.getByRole('form', { name: 'Contract review' });
    await review.getByLabel('Phone').fill('5551234567');
    await review.getByLabel('Type of Practice').selectOption('academic');
    await review.getByLabel('I agree to the terms and conditions and the privacy policy.').check();
    const refusals: [string, Buffer, string][] = [
      ['share.pdf', Object.values(craftedActions)[0]!, messages.requests.pdfActiveContent],
      ['long.pdf', manyPagesPdf(301), messages.requests.pdfTooManyPages(maxPdfPages)],
    ];
    for (const [name, file, text] of refusals) {
      await pickFile(page, name, 'application/pdf', file);
      await review.getByText(name).waitFor();
      await review.getByRole('button', { name: messages.common.submit }).click();
      await review.getByRole('alert').filter({ hasText: text }).first().waitFor();
    }
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/requests-page-limit.png`, fullPage: true });
    await page.goto(`${web}/profile/contractReviewList`);
    await page.getByText(messages.requests.noContractReviews).waitFor();
  });

  it('names the contract, not the offer letter, when the contract review form has no file (issue 37)', async ({ page, signedInPhysician: _ }) => {
    await page.goto(`${web}/contract`);
    const review = page.getByRole('form', { name: 'Contract review' });
    await review.getByRole('button', { name: messages.common.submit }).click();
    await review.getByRole('alert').filter({ hasText: messages.requests.contractRequired }).waitFor();
    expect(messages.requests.contractRequired).toBe('Please upload the contract as a PDF file.');
    expect(await review.getByText(messages.requests.offerLetterRequired).count()).toBe(0);
    // A file that is not a PDF: the spec's same text on both forms.
    await pickFile(page, 'contract.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', Buffer.from('PK not a pdf'));
    await review.getByRole('alert').filter({ hasText: messages.requests.pdfOnly }).waitFor();
  });

  it('keeps the success notice on the page where it happened: dismissable, gone after another page, a reload or Back (issue 37)', async ({
    page,
    signedInPhysician: _,
  }) => {
    const submitConsult = async () => {
      await page.goto(`${web}/compensation`);
      const consult = page.getByRole('form', { name: 'Compensation consultation' });
      await consult.getByLabel('Phone').fill('5551234567');
      await consult.getByLabel('Type of Practice').selectOption('hospital_based');
      await pickFile(page, 'offer-letter.pdf', 'application/pdf', await makePdf(1, 'Offer letter'));
      await consult.getByLabel(messages.signup.terms).check();
      await consult.getByRole('button', { name: messages.common.submit }).click();
      await waitForPath(page, '/profile/compensationConsultList');
    };
    const notice = page.getByRole('status').filter({ hasText: messages.requests.consultSuccess });

    await submitConsult();
    await notice.waitFor();
    // Another page: gone; coming back to the list: not there again.
    await page.getByRole('link', { name: messages.requests.uploadNew }).click();
    await waitForPath(page, '/compensation');
    expect(await page.getByText(messages.requests.consultSuccess).count()).toBe(0);
    await page.goBack();
    await waitForPath(page, '/profile/compensationConsultList');
    await page.getByRole('article', { name: 'Compensation Consultation, 1 page' }).waitFor();
    expect(await page.getByText(messages.requests.consultSuccess).count()).toBe(0);

    // A second one: a reload does not bring it back, and the close button dismisses it.
    await submitConsult();
    await notice.waitFor();
    await page.reload();
    await page.getByRole('article', { name: 'Compensation Consultation, 1 page' }).first().waitFor();
    expect(await page.getByText(messages.requests.consultSuccess).count()).toBe(0);
    await submitConsult();
    await notice.getByRole('button', { name: 'Dismiss message' }).click();
    expect(await page.getByText(messages.requests.consultSuccess).count()).toBe(0);
  });

  it('tells staff the request screens are for physicians', async ({ page, approvedStaff: _staff }) => {
    await page.goto(`${web}/compensation`);
    await page.getByText(messages.requests.physiciansOnly).waitFor();
    expect(path(page)).toBe('/compensation');
  });
});
