import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import type { MyRequest, RequestTerms } from '#shared/api/requests.ts';
import type { StaffRequestDetail, TermDraft } from '#shared/api/staff-requests.ts';
import { termInfo } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf } from '#test/fixtures/contracts/make-pdfs.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { makePdf } from '../support/pdfs';
import { getItem } from '../support/signup-flow';
import { stageUpload } from '../support/uploads';

const stack = inject('stack');
const tokenOf = async (account: TestAccount) => (await signInTokens(stack, account.email, account.password)).accessToken;

/**
 * Issue 29: staff's decisions on a request's terms are kept on the server as they make them (the
 * review desk's drafts), checked as a delivered review's are, shown to a second reviewer with who
 * made them, and gone once the review is delivered.
 */
describe('term drafts on the review desk', () => {
  let physician: TestAccount;
  let physicianToken: string;
  let ann: TestAccount;
  let annToken: string;
  let benToken: string;
  let request: MyRequest;
  let read: RequestTerms;
  let path: string;
  let itemKey: Record<string, string>;

  beforeAll(async () => {
    let ben: TestAccount;
    [physician, ann, ben] = await Promise.all([
      createTestAccount(stack, { role: 'physician' }),
      createTestAccount(stack, { role: 'staff', approved: true, firstName: 'Ann', lastName: 'Drafter' }),
      createTestAccount(stack, { role: 'staff', approved: true, firstName: 'Ben', lastName: 'Second' }),
    ]);
    [physicianToken, annToken, benToken] = await Promise.all([tokenOf(physician), tokenOf(ann), tokenOf(ben)]);
    const { bytes } = await makeCorpusPdf(corpus().find((d) => d.name === 'offer-103')!);
    const key = await stageUpload(stack, physicianToken, '/me/requests/upload', bytes);
    const submitted = await callApi(stack, physicianToken, 'POST', '/me/requests/contractReview', {
      firstName: 'Dora',
      lastName: 'Draft',
      email: 'dora.draft@example.test',
      phone: '5557654321',
      practiceType: 'academic',
      resident: false,
      years: '4',
      speciality: 'cardiology',
      terms: true,
      key,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    request = submitted.body as MyRequest;
    read = await vi.waitFor(
      async () => {
        const answer = (await callApi(stack, physicianToken, 'GET', `/me/requests/contractReview/${request.requestId}/terms`)).body as RequestTerms;
        expect(answer.state).toBe('read');
        return answer;
      },
      { timeout: 20_000, interval: 300 },
    );
    path = `/dashboard/requests/contractReview/${physician.userId}/${request.requestId}`;
    itemKey = keys.request(physician.userId, 'contractReview', Number(request.requestId));
  });

  it('keeps the decisions so far; the desk shows them to their author and, with the name, to a second reviewer', async () => {
    const [first, second] = read.terms;
    const terms = [
      { term: first!.term, outcome: 'confirmed' },
      { term: second!.term, outcome: 'notInContract' },
    ];
    const saved = await callApi(stack, annToken, 'PUT', `${path}/draft`, { terms });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ byName: 'Ann Drafter', byYou: true, terms });

    const mine = (await callApi(stack, annToken, 'POST', `${path}/open`)).body as StaffRequestDetail;
    expect(mine.draft).toEqual(saved.body);
    const theirs = (await callApi(stack, benToken, 'POST', `${path}/open`)).body as StaffRequestDetail;
    expect(theirs.draft).toEqual({ ...(saved.body as TermDraft), byYou: false });

    // The physician's own routes never show a draft.
    const item = (await getItem(stack, itemKey)) as Record<string, unknown>;
    expect(item.termDraft).toMatchObject({ by: ann.userId, byName: 'Ann Drafter', terms });
    const list = await callApi(stack, physicianToken, 'GET', '/me/requests/contractReview');
    const mineTerms = await callApi(stack, physicianToken, 'GET', `/me/requests/contractReview/${request.requestId}/terms`);
    expect(JSON.stringify([list.body, mineTerms.body])).not.toContain('Ann Drafter');

    // A later save replaces it, and names who made it.
    const replaced = await callApi(stack, benToken, 'PUT', `${path}/draft`, { terms: terms.slice(0, 1) });
    expect(replaced.body).toMatchObject({ byName: 'Ben Second', byYou: true, terms: terms.slice(0, 1) });
    expect(((await callApi(stack, annToken, 'POST', `${path}/open`)).body as StaffRequestDetail).draft).toMatchObject({
      byName: 'Ben Second',
      byYou: false,
    });
  });

  it('tells the desk whether the caller opened the contract, from the access log', async () => {
    const before = (await callApi(stack, annToken, 'POST', `${path}/open`)).body as StaffRequestDetail;
    expect(before.contractOpenedByYou).toBe(false);
    expect((await callApi(stack, annToken, 'POST', `${path}/file-link`, { file: 'upload' })).status).toBe(200);
    expect(((await callApi(stack, annToken, 'POST', `${path}/open`)).body as StaffRequestDetail).contractOpenedByYou).toBe(true);
    expect(((await callApi(stack, benToken, 'POST', `${path}/open`)).body as StaffRequestDetail).contractOpenedByYou).toBe(false);
  });

  it('keeps the reviewer’s note to the physician on a term (issue 37); an over-long note is 400 naming the field and changes nothing', async () => {
    const [first, second] = read.terms;
    const note = 'Section 4 says otherwise; the reading took the wrong figure.';
    const terms = [
      { term: first!.term, outcome: 'confirmed', note: `  ${note}  ` },
      { term: second!.term, outcome: 'notInContract', note: 'Not anywhere in the contract.' },
    ];
    const saved = await callApi(stack, annToken, 'PUT', `${path}/draft`, { terms });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const kept = [{ ...terms[0], note }, terms[1]];
    expect((saved.body as TermDraft).terms).toEqual(kept);
    // Reopened, the desk gets the notes back.
    expect(((await callApi(stack, annToken, 'POST', `${path}/open`)).body as StaffRequestDetail).draft?.terms).toEqual(kept);

    const before = (await getItem(stack, itemKey)) as Record<string, unknown>;
    const tooLong = await callApi(stack, annToken, 'PUT', `${path}/draft`, {
      terms: [terms[0], { ...terms[1], note: 'x'.repeat(501) }],
    });
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'terms.1.note': 'Keep the note under 500 characters.',
    });
    expect(await getItem(stack, itemKey)).toEqual(before);
    // The physician's own routes never show a draft's note.
    const mineTerms = await callApi(stack, physicianToken, 'GET', `/me/requests/contractReview/${request.requestId}/terms`);
    expect(JSON.stringify(mineTerms.body)).not.toContain(note);
  });

  it('refuses bad decisions with a 400 naming the field (in words, never a key), and keeps the draft as it was', async () => {
    const before = ((await getItem(stack, itemKey)) as Record<string, unknown>).termDraft;
    const found = read.terms[0]!;
    const missed = (['cureDays', 'cmeDays', 'noticeWithoutCauseDaysEmployer'] as const).find((term) => !read.terms.some((t) => t.term === term))!;
    const cases: [unknown, Record<string, string>][] = [
      [{ terms: [{ term: 'salary', outcome: 'confirmed' }] }, { 'terms.0.term': 'Unknown term.' }],
      [
        { terms: [{ term: 'relocationClawbackMonths', outcome: 'corrected', value: 'a year' }] },
        { 'terms.0.value': 'Relocation repayable for takes a whole number of months.' },
      ],
      [{ terms: [{ term: missed, outcome: 'confirmed' }] }, { 'terms.0.term': `The reader did not find ${termInfo[missed].label}: add it instead.` }],
      [
        { terms: [{ term: found.term, outcome: 'added', value: found.value, page: 1 }] },
        { 'terms.0.term': `The reader found ${termInfo[found.term].label}: confirm, correct it or mark it not in the contract.` },
      ],
      [{ terms: [{ term: missed, outcome: 'added', value: 30, page: 2 }] }, { 'terms.0.page': 'The PDF has 1 page.' }],
    ];
    for (const [body, fields] of cases) {
      const answer = await callApi(stack, annToken, 'PUT', `${path}/draft`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as { error: { fields: Record<string, string> } }).error.fields).toEqual(fields);
    }
    const missing = await callApi(stack, annToken, 'PUT', `${path}/draft`, {});
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['terms']);
    expect(((await getItem(stack, itemKey)) as Record<string, unknown>).termDraft).toEqual(before);
  });

  it('is for approved staff with two-step sign-in only: a physician, unapproved staff and staff without two-step are refused', async () => {
    const before = ((await getItem(stack, itemKey)) as Record<string, unknown>).termDraft;
    const [unapproved, noTwoStep] = await Promise.all([
      createTestAccount(stack, { role: 'staff', approved: false, emailVerified: true }),
      createTestAccount(stack, { role: 'staff', approved: true, twoStep: false }),
    ]);
    const body = { terms: [] };
    expect((await callApi(stack, physicianToken, 'PUT', `${path}/draft`, body)).status).toBe(403);
    // Unapproved staff are in no group yet: refused before the account is read.
    expect(await callApi(stack, await tokenOf(unapproved), 'PUT', `${path}/draft`, body)).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
    expect((await callApi(stack, await tokenOf(noTwoStep), 'PUT', `${path}/draft`, body)).status).toBe(403);
    expect((await callApi(stack, undefined as unknown as string, 'PUT', `${path}/draft`, body)).status).toBe(401);
    // An unknown request: 404.
    const unknown = await callApi(stack, annToken, 'PUT', `/dashboard/requests/contractReview/${physician.userId}/1700000000000/draft`, body);
    expect(unknown.status).toBe(404);
    expect(((await getItem(stack, itemKey)) as Record<string, unknown>).termDraft).toEqual(before);
  });

  it('goes when the review is delivered; a draft afterwards is 409 and writes nothing', async () => {
    const key = await stageUpload(stack, annToken, '/dashboard/feedback/upload', await makePdf(1, 'Review'));
    const terms = read.terms.map((t) => ({ term: t.term, outcome: 'confirmed' }));
    expect((await callApi(stack, annToken, 'POST', `${path}/feedback`, { key, terms })).status).toBe(200);
    const item = (await getItem(stack, itemKey)) as Record<string, unknown>;
    expect(item.termDraft).toBeUndefined();
    expect(((await callApi(stack, benToken, 'POST', `${path}/open`)).body as StaffRequestDetail).draft).toBeUndefined();

    const late = await callApi(stack, benToken, 'PUT', `${path}/draft`, { terms: [] });
    expect(late).toMatchObject({ status: 409, body: { error: { message: messages.dashboard.draftAfterReview } } });
    expect((await getItem(stack, itemKey)) as Record<string, unknown>).toEqual(item);
  });
});
