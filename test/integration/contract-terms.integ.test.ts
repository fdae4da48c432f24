import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { MyRequest, RequestTerms } from '#shared/api/requests.ts';
import { repaymentTermKeys } from '#shared/contract-terms/reader/families/bonuses-repayment.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf } from '#test/fixtures/contracts/make-pdfs.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { stageUpload } from '../support/uploads';

const stack = inject('stack');

async function submitReview(token: string, file: Uint8Array): Promise<MyRequest> {
  const key = await stageUpload(stack, token, '/me/requests/upload', file, { fileName: 'contract.pdf' });
  const submitted = await callApi(stack, token, 'POST', '/me/requests/contractReview', {
    firstName: 'Rita',
    lastName: 'Reader',
    email: 'rita.reader@example.test',
    phone: '5557654321',
    practiceType: 'private_practice',
    resident: false,
    years: '4',
    speciality: 'cardiology',
    terms: true,
    key,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  return submitted.body as MyRequest;
}

const termsOf = (token: string, request: MyRequest) => callApi(stack, token, 'GET', `/me/requests/contractReview/${request.requestId}/terms`);

/** The request's terms once the job has read its PDF (a scan by OCR takes seconds). */
const readingOf = (token: string, request: MyRequest) =>
  vi.waitFor(
    async () => {
      const body = (await termsOf(token, request)).body as RequestTerms;
      expect(body.state).not.toBe('pending');
      return body;
    },
    { timeout: 60_000, interval: 300 },
  );

describe('contract terms, read when a contract review is submitted', () => {
  let physician: TestAccount;
  let token: string;
  beforeAll(async () => {
    physician = await createTestAccount(stack, { role: 'physician' });
    token = (await signInTokens(stack, physician.email, physician.password)).accessToken;
  });
  afterAll(() => undefined);

  it("reads the PDF through the table's stream and shows the findings, each with its page and sentence, to their owner only", async () => {
    const doc = corpus().find((d) => d.name === 'agreement-page-break-mid-clause')!;
    const { bytes, expected } = await makeCorpusPdf(doc);
    const request = await submitReview(token, bytes);
    const first = await termsOf(token, request);
    expect(first.status).toBe(200);
    const read = await vi.waitFor(
      async () => {
        const answer = (await termsOf(token, request)).body as RequestTerms;
        expect(answer.state).toBe('read');
        return answer;
      },
      { timeout: 20_000, interval: 300 },
    );
    expect(read.confirmed).toBe(false);
    expect(read.terms.map(({ term, value, page }) => ({ term, value, page }))).toEqual(expect.arrayContaining(expected));
    expect(read.terms.find((t) => t.term === 'baseSalary')).toMatchObject({ page: 2, quote: expect.stringContaining('annual base salary') });

    // Another physician's findings answer exactly as an unknown request.
    const other = await createTestAccount(stack, { role: 'physician' });
    const otherToken = (await signInTokens(stack, other.email, other.password)).accessToken;
    expect((await termsOf(otherToken, request)).status).toBe(404);
    expect((await callApi(stack, token, 'GET', '/me/requests/contractReview/1/terms')).status).toBe(404);
  });

  it('reads a scan by OCR in the same job: its findings marked as read from a scan, less sure, with the pages read', async () => {
    const doc = corpus().find((d) => d.name === 'scan-signed-agreement')!;
    const { bytes, expected } = await makeCorpusPdf(doc);
    const request = await submitReview(token, bytes);
    const answer = await readingOf(token, request);
    expect(answer).toMatchObject({ state: 'scan', pages: 3, scan: { pagesRead: 3, limited: false }, confirmed: false });
    // The corpus records no issue-39 term (how relocation is repaid): those are scored by bench:repayment.
    const recorded = answer.terms.filter((t) => !(repaymentTermKeys as readonly string[]).includes(t.term));
    expect(recorded.map(({ term, value, page }) => ({ term, value, page })).sort((a, b) => a.term.localeCompare(b.term))).toEqual(
      [...expected].sort((a, b) => a.term.localeCompare(b.term)),
    );
    for (const finding of answer.terms) {
      expect(finding.fromScan).toBe(true);
      expect(finding.confidence).toBeLessThan(0.8);
    }
  }, 90_000);

  it('reports a scan with nothing legible as a scan, with nothing found', async () => {
    const { bytes } = await makeCorpusPdf(corpus().find((d) => d.name === 'scan-illegible')!);
    const request = await submitReview(token, bytes);
    const answer = await readingOf(token, request);
    expect(answer).toEqual({ state: 'scan', pages: 3, scan: { pagesRead: 3, limited: false }, terms: [], confirmed: false });
  }, 90_000);
});
