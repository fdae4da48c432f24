import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import type { MyRequest, RequestTerms } from '#shared/api/requests.ts';
import type { DeskTerms, StaffRequestDetail } from '#shared/api/staff-requests.ts';
import type { TermDecision } from '#shared/contract-terms/review.ts';
import { termInfo, type FindingTrace } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf } from '#test/fixtures/contracts/make-pdfs.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { tableClient } from '../support/clients';
import { makePdf } from '../support/pdfs';
import { getItem } from '../support/signup-flow';
import { stageUpload } from '../support/uploads';

const stack = inject('stack');

async function submitReview(token: string, file: Uint8Array): Promise<MyRequest> {
  const key = await stageUpload(stack, token, '/me/requests/upload', file);
  const submitted = await callApi(stack, token, 'POST', '/me/requests/contractReview', {
    firstName: 'Carla',
    lastName: 'Confirmed',
    email: 'carla.confirmed@example.test',
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

const termsPath = (request: MyRequest) => `/me/requests/contractReview/${request.requestId}/terms`;

/** The desk's findings as the physician's route gives them: the same, without how each was read (issue 38). */
const withoutTraces = (terms: DeskTerms): RequestTerms => ({ ...terms, terms: terms.terms.map(({ trace: _trace, ...finding }) => finding) });

describe("staff settle the reader's findings with the review; the physician sees them confirmed", () => {
  let physician: TestAccount;
  let physicianToken: string;
  let staff: TestAccount;
  let staffToken: string;
  let otherToken: string;
  beforeAll(async () => {
    let other: TestAccount;
    [physician, staff, other] = await Promise.all([
      createTestAccount(stack, { role: 'physician' }),
      createTestAccount(stack, { role: 'staff', approved: true, firstName: 'Sam', lastName: 'Settler' }),
      createTestAccount(stack, { role: 'staff', approved: true }),
    ]);
    const tokenOf = async (account: TestAccount) => (await signInTokens(stack, account.email, account.password)).accessToken;
    [physicianToken, staffToken, otherToken] = await Promise.all([tokenOf(physician), tokenOf(staff), tokenOf(other)]);
  });

  /** A contract review of a corpus agreement, once the reader has read it. */
  async function readRequest() {
    const { bytes } = await makeCorpusPdf(corpus().find((d) => d.name === 'agreement-page-break-mid-clause')!);
    const request = await submitReview(physicianToken, bytes);
    const read = await vi.waitFor(
      async () => {
        const answer = (await callApi(stack, physicianToken, 'GET', termsPath(request))).body as RequestTerms;
        expect(answer.state).toBe('read');
        return answer;
      },
      { timeout: 20_000, interval: 300 },
    );
    const path = `/dashboard/requests/contractReview/${physician.userId}/${request.requestId}`;
    return { request, read, path };
  }

  it('saves every decision with the review in one transaction; what staff confirmed is what the physician sees', async () => {
    const { request, read, path } = await readRequest();
    expect(read.terms.length).toBeGreaterThan(3);
    // The modal shows staff the reader's findings, unconfirmed.
    const detail = (await callApi(stack, staffToken, 'POST', `${path}/open`)).body as StaffRequestDetail;
    expect(withoutTraces(detail.terms)).toEqual(read);

    const [corrected, struck, ...confirmed] = read.terms;
    const missed = (['cmeDays', 'cureDays', 'callRatio'] as const).find((term) => !read.terms.some((t) => t.term === term))!;
    const newValue = typeof corrected!.value === 'number' ? corrected!.value + 1 : corrected!.value;
    const decisions: TermDecision[] = [
      { term: corrected!.term, outcome: 'corrected', value: newValue, note: 'Section 9.2 changes it.' },
      { term: struck!.term, outcome: 'notInContract', note: 'That sentence is in the exhibit.' },
      ...confirmed.map((t) => ({ term: t.term, outcome: 'confirmed' as const })),
      { term: missed, outcome: 'added', value: missed === 'callRatio' ? '1:5' : 5, page: 1, quote: 'Added by hand.' },
    ];

    // Not every finding settled: 400 naming what is left, nothing delivered.
    const key = await stageUpload(stack, staffToken, '/dashboard/feedback/upload', await makePdf(1, 'Review'));
    const partial = await callApi(stack, staffToken, 'POST', `${path}/feedback`, { key, terms: decisions.slice(1) });
    expect(partial.status).toBe(400);
    expect((partial.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      terms: `Settle every finding before you submit: ${termInfo[corrected!.term].label}.`,
    });
    const itemKey = keys.request(physician.userId, 'contractReview', Number(request.requestId));
    expect(await getItem(stack, itemKey)).toMatchObject({ reviewed: false });

    const delivered = await callApi(stack, staffToken, 'POST', `${path}/feedback`, { key, terms: decisions });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    // Kept on the request with the review: the reader's value against staff's, per term.
    const record = (await getItem(stack, itemKey)) as Record<string, unknown>;
    expect(record).toMatchObject({
      reviewed: true,
      termReview: {
        by: staff.userId,
        at: record.reviewedAt,
        terms: expect.arrayContaining([
          expect.objectContaining({
            term: corrected!.term,
            outcome: 'corrected',
            readerValue: corrected!.value,
            value: newValue,
            note: 'Section 9.2 changes it.',
          }),
          { term: struck!.term, outcome: 'notInContract', readerValue: struck!.value, note: 'That sentence is in the exhibit.' },
          { term: missed, outcome: 'added', value: missed === 'callRatio' ? '1:5' : 5, page: 1, quote: 'Added by hand.' },
        ]),
      },
    });

    // The physician now sees exactly what staff stand behind, confirmed.
    const mine = (await callApi(stack, physicianToken, 'GET', termsPath(request))).body as RequestTerms;
    expect(mine.confirmed).toBe(true);
    expect(mine.terms.map((t) => [t.term, t.value])).toEqual([
      [corrected!.term, newValue],
      ...confirmed.map((t) => [t.term, t.value]),
      [missed, missed === 'callRatio' ? '1:5' : 5],
    ]);
    expect(mine.terms.find((t) => t.term === struck!.term)).toBeUndefined();
    // Issue 37: the owner also learns how each term was settled, what a correction replaced, and the notes.
    expect(mine.settled).toEqual([
      { term: corrected!.term, outcome: 'corrected', readerValue: corrected!.value, note: 'Section 9.2 changes it.' },
      { term: struck!.term, outcome: 'notInContract', readerValue: struck!.value, note: 'That sentence is in the exhibit.' },
      ...confirmed.map((t) => ({ term: t.term, outcome: 'confirmed', readerValue: t.value })),
      { term: missed, outcome: 'added' },
    ]);

    // Another staff member's review afterwards: 409 as before, the decisions untouched.
    const late = await stageUpload(stack, otherToken, '/dashboard/feedback/upload', await makePdf(1, 'Late'));
    const refused = await callApi(stack, otherToken, 'POST', `${path}/feedback`, { key: late, terms: [] });
    expect(refused).toMatchObject({ status: 409, body: { error: { message: messages.dashboard.alreadyReviewed } } });
    expect(((await getItem(stack, itemKey)) as Record<string, unknown>).termReview).toEqual(record.termReview);
  });

  it('keeps how each finding was read with the stored reading (issue 38): the desk shows it, the physician’s route does not', async () => {
    const { request, read, path } = await readRequest();
    const itemKey = keys.request(physician.userId, 'contractReview', Number(request.requestId));
    const stored = (await getItem(stack, itemKey))!.contractTerms as { terms: { quote: string }[] };
    // The reader's findings as it stores them once it traces them: all but the last with a trace.
    const traceOf = (quote: string, index: number): FindingTrace => ({
      family: index % 2 ? 'pay' : 'notice',
      rule: `rule.number${index}`,
      matched: quote.split(/\s+/).slice(0, 3).join(' '),
    });
    const traced = stored.terms.map((finding, index) =>
      index < stored.terms.length - 1 ? { ...finding, trace: traceOf(finding.quote, index) } : finding,
    );
    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: itemKey,
        UpdateExpression: 'SET contractTerms.terms = :terms',
        ExpressionAttributeValues: { ':terms': traced },
      }),
    );

    const detail = (await callApi(stack, staffToken, 'POST', `${path}/open`)).body as StaffRequestDetail;
    expect(detail.terms.terms.map((finding) => finding.trace)).toEqual(traced.map((finding) => ('trace' in finding ? finding.trace : undefined)));
    expect(withoutTraces(detail.terms)).toEqual(read);
    // The physician's own route and Compare offers' answer without it: the reader's inner workings are staff's.
    const mine = (await callApi(stack, physicianToken, 'GET', termsPath(request))).body as RequestTerms;
    expect(mine).toEqual(read);
    expect(JSON.stringify(mine)).not.toContain('"trace"');
    const compare = await callApi(stack, physicianToken, 'GET', '/me/offers');
    expect(compare.status).toBe(200);
    expect(JSON.stringify(compare.body)).not.toContain('"trace"');
  });

  it('refuses an unknown key or a value of the wrong type with a 400 naming it, and changes nothing', async () => {
    const { request, read, path } = await readRequest();
    const key = await stageUpload(stack, staffToken, '/dashboard/feedback/upload', await makePdf(1, 'Review'));
    const all = read.terms.map((t) => ({ term: t.term, outcome: 'confirmed' }));
    const cases: [unknown[], Record<string, string>][] = [
      [[...all, { term: 'salary', outcome: 'added', value: 1, page: 1 }], { [`terms.${all.length}.term`]: 'Unknown term.' }],
      [[{ term: 'baseSalary', outcome: 'corrected', value: 'a lot' }], { 'terms.0.value': 'Base salary takes an amount in US dollars a year.' }],
      [[{ term: 'baseSalary', outcome: 'notInContract', note: 'x'.repeat(501) }], { 'terms.0.note': 'Keep the note under 500 characters.' }],
      [
        [...all, { term: 'autoRenews', outcome: 'added', value: 'yes', page: 1 }],
        { [`terms.${all.length}.value`]: 'Renews automatically takes yes or no.' },
      ],
      [
        [...all, { term: 'cureDays', outcome: 'added', value: 30, page: 99 }],
        { [`terms.${all.length}.page`]: expect.stringMatching(/^The PDF has \d+ pages\.$/) },
      ],
    ];
    for (const [terms, fields] of cases) {
      const answer = await callApi(stack, staffToken, 'POST', `${path}/feedback`, { key, terms });
      expect(answer.status, JSON.stringify(terms)).toBe(400);
      expect((answer.body as { error: { fields: Record<string, string> } }).error.fields).toEqual(fields);
    }
    const record = (await getItem(stack, keys.request(physician.userId, 'contractReview', Number(request.requestId)))) as Record<string, unknown>;
    expect(record).toMatchObject({ reviewed: false });
    expect(record.termReview).toBeUndefined();
    expect(((await callApi(stack, physicianToken, 'GET', termsPath(request))).body as RequestTerms).confirmed).toBe(false);
  });
});
