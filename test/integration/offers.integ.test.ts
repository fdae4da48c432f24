/**
 * Compare offers (issue 30, decision 0028): the physician's offers (their requests, and offers added
 * only to compare them), their own figures and the saved comparison, through the embedded stack's
 * gateway, which holds every route to its declared needs (table partitions, upload prefixes).
 */
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import { defaultComparisonAssumptions, maxAddedOffers, type Comparison, type MyOffers, type Offer } from '#shared/api/offers.ts';
import type { MyRequest, RequestTerms } from '#shared/api/requests.ts';
import * as messages from '#shared/messages.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf } from '#test/fixtures/contracts/make-pdfs.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { bucketClient, listObjects, tableClient } from '../support/clients';
import { mailsTo } from '../support/mailbox';
import { consultForm, reviewForm } from '../support/request-forms';
import { makePdf, renamedTextFile } from '../support/pdfs';
import { getItem } from '../support/signup-flow';
import { stageUpload } from '../support/uploads';

const stack = inject('stack');
const s3 = bucketClient(stack);
afterAll(() => s3.destroy());

interface Physician {
  readonly account: TestAccount;
  readonly token: string;
}

async function physician(): Promise<Physician> {
  const account = await createTestAccount(stack, { role: 'physician' });
  return { account, token: (await signInTokens(stack, account.email, account.password)).accessToken };
}

const list = async ({ token }: Physician): Promise<MyOffers> => {
  const answer = await callApi(stack, token, 'GET', '/me/offers');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as MyOffers;
};

const stageOffer = (who: Physician, file: Uint8Array) => stageUpload(stack, who.token, '/me/offers/upload', file, { fileName: 'offer.pdf' });

async function addOffer(who: Physician, body: Record<string, unknown>): Promise<Offer> {
  const created = await callApi(stack, who.token, 'POST', '/me/offers', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Offer;
}

async function submitReview(who: Physician, file: Uint8Array, fileName?: string): Promise<MyRequest> {
  const key = await stageUpload(stack, who.token, '/me/requests/upload', file);
  const submitted = await callApi(stack, who.token, 'POST', '/me/requests/contractReview', { ...reviewForm, key, ...(fileName ? { fileName } : {}) });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  return submitted.body as MyRequest;
}

/** The offer of `source`/`offerId` on the screen, once `ready` says it is what the test waits for. */
function offerOn(who: Physician, source: string, offerId: string, ready: (offer: Offer) => boolean = () => true, timeout = 30_000) {
  return vi.waitFor(
    async () => {
      const offer = (await list(who)).offers.find((candidate) => candidate.source === source && candidate.offerId === offerId);
      expect(offer && ready(offer), `${source} ${offerId}`).toBe(true);
      return offer!;
    },
    { timeout, interval: 300 },
  );
}

const read = (offer: Offer) => offer.reading !== undefined && offer.reading.state !== 'pending';

async function comparisonItems(userId: string) {
  const { Items } = await tableClient(stack).send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.comparisonSortPrefix },
    }),
  );
  return Items ?? [];
}

async function partition(userId: string) {
  const { Items } = await tableClient(stack).send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

const objectsUnder = async (prefix: string) => (await listObjects(s3, stack.resources.uploadsBucket, prefix)).map((object) => object.Key!).sort();

const objectExists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: stack.resources.uploadsBucket, Key: key })).then(
    () => true,
    () => false,
  );

const counterCount = async (userId: string) => Number((await getItem(stack, keys.addedOfferCounter(userId)))?.count ?? 0);

const agreement = () => makeCorpusPdf(corpus().find((doc) => doc.name === 'agreement-page-break-mid-clause')!);

describe('Compare offers: the list', () => {
  let owner: Physician;
  let request: MyRequest;
  beforeAll(async () => {
    owner = await physician();
  });

  it('starts with nothing, and the default assumptions with nothing selected', async () => {
    const fresh = await physician();
    expect(await list(fresh)).toEqual({ offers: [], comparison: { assumptions: defaultComparisonAssumptions, selected: [] } });
  });

  it("shows each request as an offer whose reading is exactly the request page's, then an added offer above it, newest first", async () => {
    const { bytes } = await agreement();
    request = await submitReview(owner, bytes, 'Mercy contract.pdf');
    const consultKey = await stageUpload(stack, owner.token, '/me/requests/upload', await makePdf(1, 'An offer letter'));
    const consult = await callApi(stack, owner.token, 'POST', '/me/requests/compensationConsult', { ...consultForm, key: consultKey });
    expect(consult.status).toBe(201);
    const consultId = (consult.body as MyRequest).requestId;

    const offer = await offerOn(owner, 'contractReview', request.requestId, read);
    const terms = (await callApi(stack, owner.token, 'GET', `/me/requests/contractReview/${request.requestId}/terms`)).body as RequestTerms;
    expect(offer).toEqual({
      source: 'contractReview',
      offerId: request.requestId,
      name: 'Mercy contract.pdf',
      createdAt: request.timeStamp,
      hasFile: true,
      reading: terms,
      figures: {},
    });
    expect(offer.reading?.confirmed).toBe(false);
    expect(offer.reading?.terms.length).toBeGreaterThan(0);
    // A request sent without its file's name is named by its kind and day.
    const consultOffer = await offerOn(owner, 'compensationConsult', consultId);
    expect(consultOffer.name).toMatch(/^Compensation consultation, [A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const added = await addOffer(owner, { name: '  St. Luke  ' });
    const { offers } = await list(owner);
    expect(offers.map((o) => `${o.source}:${o.offerId}`)).toEqual([
      `added:${added.offerId}`,
      `compensationConsult:${consultId}`,
      `contractReview:${request.requestId}`,
    ]);
    expect(offers[0]).toEqual({
      source: 'added',
      offerId: added.offerId,
      name: 'St. Luke',
      createdAt: Number(added.offerId),
      hasFile: false,
      figures: {},
    });
  });

  it("shows the terms staff confirmed once a review is delivered, as the request's page does", async () => {
    // Staff's review, as the feedback route writes it (termReview on the record; staff-requests.integ delivers it through the API).
    const item = await getItem(stack, keys.request(owner.account.userId, 'contractReview', request.timeStamp));
    const finding = (item!.contractTerms as { terms: { term: string; value: unknown; page: number; quote: string }[] }).terms[0]!;
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: keys.request(owner.account.userId, 'contractReview', request.timeStamp),
        UpdateExpression: 'SET termReview = :review',
        ExpressionAttributeValues: {
          ':review': {
            by: 'staff-x',
            at: Date.now(),
            terms: [
              {
                term: finding.term,
                outcome: 'confirmed',
                readerValue: finding.value,
                value: finding.value,
                page: finding.page,
                quote: finding.quote,
              },
            ],
          },
        },
      }),
    );
    const terms = (await callApi(stack, owner.token, 'GET', `/me/requests/contractReview/${request.requestId}/terms`)).body as RequestTerms;
    expect(terms.confirmed).toBe(true);
    const offer = await offerOn(owner, 'contractReview', request.requestId);
    expect(offer.reading).toEqual(terms);
  });
});

describe('Compare offers: adding an offer', () => {
  let owner: Physician;
  beforeAll(async () => {
    owner = await physician();
  });

  it('keeps a checked PDF at offers/<caller>/<offerId>.pdf, and the reader reads it as it reads a request; no e-mail, nothing in the staff tables', async () => {
    const { bytes, expected } = await agreement();
    const counters = await Promise.all((['compensationConsult', 'contractReview'] as const).map((type) => getItem(stack, keys.requestCounter(type))));
    const key = await stageOffer(owner, bytes);
    expect(key).toMatch(new RegExp(`^staging/offers/${owner.account.userId}/`));

    const offer = await addOffer(owner, { name: 'Mercy Hospital', key, fileName: 'mercy.pdf' });
    expect(offer).toMatchObject({ source: 'added', name: 'Mercy Hospital', hasFile: true, figures: {} });
    expect(offer.reading).toMatchObject({ state: 'pending', terms: [], confirmed: false });
    const file = `offers/${owner.account.userId}/${offer.offerId}.pdf`;
    expect(await objectExists(file)).toBe(true);
    expect(await objectExists(key)).toBe(false);
    const item = await getItem(stack, keys.addedOffer(owner.account.userId, Number(offer.offerId)));
    expect(item).toMatchObject({ kind: 'offer', file, fileName: 'mercy.pdf', name: 'Mercy Hospital', pages: expect.any(Number) });
    // Not listed for staff (no index keys), not counted, nobody mailed.
    expect(Object.keys(item!).filter((name) => name.startsWith('GSI'))).toEqual([]);
    expect(await Promise.all((['compensationConsult', 'contractReview'] as const).map((type) => getItem(stack, keys.requestCounter(type))))).toEqual(
      counters,
    );

    const readOffer = await offerOn(owner, 'added', offer.offerId, read);
    expect(readOffer.reading).toMatchObject({ state: 'read', confirmed: false });
    expect(readOffer.reading!.terms.map(({ term, value, page }) => ({ term, value, page }))).toEqual(expect.arrayContaining(expected));
    expect(await mailsTo(stack.urls.mailbox, owner.account.email)).toEqual([]);
  });

  it('starts an empty offer without a file or a reading', async () => {
    const offer = await addOffer(owner, { name: 'Riverside Clinic' });
    expect(offer).toEqual({
      source: 'added',
      offerId: expect.stringMatching(/^\d+$/),
      name: 'Riverside Clinic',
      createdAt: Number(offer.offerId),
      hasFile: false,
      figures: {},
    });
    expect(await getItem(stack, keys.addedOffer(owner.account.userId, Number(offer.offerId)))).not.toHaveProperty('file');
  });

  it('refuses a file that is not a PDF (400 on file) and keeps nothing', async () => {
    const before = (await list(owner)).offers;
    const key = await stageOffer(owner, renamedTextFile());
    const refused = await callApi(stack, owner.token, 'POST', '/me/offers', { name: 'Fake', key });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { fields: { file: messages.requests.pdfUnreadable } } });
    expect((await list(owner)).offers).toEqual(before);
    expect(await objectExists(key)).toBe(false);
    const kept = await objectsUnder(`offers/${owner.account.userId}/`);
    expect(kept).toHaveLength(before.filter((offer) => offer.hasFile).length);
  });

  it('refuses a bad name (400 naming it) and writes nothing', async () => {
    const before = await partition(owner.account.userId);
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(81) }, {}, { name: 'Bad\u202ename' }]) {
      const refused = await callApi(stack, owner.token, 'POST', '/me/offers', body);
      expect(refused.status).toBe(400);
      expect(Object.keys((refused.body as { error: { fields: object } }).error.fields)).toEqual(['name']);
    }
    expect(await partition(owner.account.userId)).toEqual(before);
  });
});

describe('Compare offers: at most 10 added offers', () => {
  it('refuses the 11th (409, the message of decision 0028); requests do not count; removing one makes room', async () => {
    const owner = await physician();
    await submitReview(owner, await makePdf(1));
    const ids: string[] = [];
    for (let n = 0; n < maxAddedOffers; n++) ids.push((await addOffer(owner, { name: `Offer ${n + 1}` })).offerId);
    const eleventh = await callApi(stack, owner.token, 'POST', '/me/offers', { name: 'One too many' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({ error: { code: 'conflict', message: messages.offers.tooManyOffers } });
    // Refused before its upload was touched: the staged PDF is still there, and nothing was kept.
    const key = await stageOffer(owner, await makePdf(1));
    expect((await callApi(stack, owner.token, 'POST', '/me/offers', { name: 'With a PDF', key })).status).toBe(409);
    expect(await objectsUnder(`offers/${owner.account.userId}/`)).toEqual([]);
    expect((await list(owner)).offers.filter((offer) => offer.source === 'added')).toHaveLength(maxAddedOffers);

    expect((await callApi(stack, owner.token, 'DELETE', `/me/offers/added/${ids[0]}`)).status).toBe(204);
    const again = await addOffer(owner, { name: 'With a PDF', key });
    expect(again.hasFile).toBe(true);
    expect(await counterCount(owner.account.userId)).toBe(maxAddedOffers);
  });

  it('holds under concurrent creates: of 13 at once exactly 10 are added, each with its own id', async () => {
    const owner = await physician();
    const answers = await Promise.all(
      Array.from({ length: maxAddedOffers + 3 }, (_, n) => callApi(stack, owner.token, 'POST', '/me/offers', { name: `At once ${n}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(maxAddedOffers).fill(201), 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body).toMatchObject({ error: { message: messages.offers.tooManyOffers } });
    const added = answers.filter((answer) => answer.status === 201).map((answer) => (answer.body as Offer).offerId);
    expect(new Set(added).size).toBe(maxAddedOffers);
    const { offers } = await list(owner);
    expect(offers.map((offer) => offer.offerId).sort()).toEqual([...added].sort());
    expect(await counterCount(owner.account.userId)).toBe(maxAddedOffers);
  });

  it('holds under concurrent creates with PDFs too, keeping exactly the PDFs of the offers added', async () => {
    const owner = await physician();
    for (let n = 0; n < maxAddedOffers - 2; n++) await addOffer(owner, { name: `Before ${n}` });
    const keys4 = await Promise.all(Array.from({ length: 4 }, async () => stageOffer(owner, await makePdf(1))));
    const answers = await Promise.all(keys4.map((key, n) => callApi(stack, owner.token, 'POST', '/me/offers', { name: `PDF ${n}`, key })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409]);
    const kept = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => `offers/${owner.account.userId}/${(answer.body as Offer).offerId}.pdf`);
    expect(await objectsUnder(`offers/${owner.account.userId}/`)).toEqual(kept.sort());
    expect(await objectsUnder(`staging/offers/${owner.account.userId}/`)).toEqual([]);
  });
});

describe("Compare offers: the physician's own figures", () => {
  let owner: Physician;
  let request: MyRequest;
  let added: Offer;
  beforeAll(async () => {
    owner = await physician();
    const { bytes } = await agreement();
    request = await submitReview(owner, bytes);
    added = await addOffer(owner, { name: 'Mercy Hospital', key: await stageOffer(owner, bytes) });
  });

  it("saves figures for a request and for an added offer, answers the offer, and never changes the reading or the request's record", async () => {
    const requestOffer = await offerOn(owner, 'contractReview', request.requestId, read);
    const addedOffer = await offerOn(owner, 'added', added.offerId, read);
    const record = await getItem(stack, keys.request(owner.account.userId, 'contractReview', request.timeStamp));

    const figures = { baseSalary: 325_000, callRatio: '1:4', autoRenews: false, tailPaidBy: 'employer' };
    const saved = await callApi(stack, owner.token, 'PUT', `/me/offers/contractReview/${request.requestId}/figures`, { figures });
    expect(saved).toEqual({ status: 200, body: { ...requestOffer, figures } });
    const savedAdded = await callApi(stack, owner.token, 'PUT', `/me/offers/added/${added.offerId}/figures`, { figures: { wrvuRate: 55.75 } });
    expect(savedAdded).toEqual({ status: 200, body: { ...addedOffer, figures: { wrvuRate: 55.75 } } });

    const { offers } = await list(owner);
    expect(offers.find((o) => o.source === 'contractReview')).toEqual({ ...requestOffer, figures });
    expect(offers.find((o) => o.source === 'added')).toEqual({ ...addedOffer, figures: { wrvuRate: 55.75 } });
    expect(await getItem(stack, keys.request(owner.account.userId, 'contractReview', request.timeStamp))).toEqual(record);

    // A PUT replaces them all: a figure left out is no longer the physician's.
    const replaced = await callApi(stack, owner.token, 'PUT', `/me/offers/contractReview/${request.requestId}/figures`, { figures: { ptoDays: 25 } });
    expect((replaced.body as Offer).figures).toEqual({ ptoDays: 25 });
  });

  it('refuses a bad figure (400 naming the field) and changes nothing', async () => {
    const before = await comparisonItems(owner.account.userId);
    const cases: [Record<string, unknown>, string][] = [
      [{ baseSalary: -1 }, 'figures.baseSalary'],
      [{ baseSalary: '300000' }, 'figures.baseSalary'],
      [{ callRatio: 'every fourth night' }, 'figures.callRatio'],
      [{ ptoDays: 2.5 }, 'figures.ptoDays'],
      [{ shoeSize: 9 }, 'figures'],
    ];
    for (const [figures, field] of cases) {
      const refused = await callApi(stack, owner.token, 'PUT', `/me/offers/added/${added.offerId}/figures`, { figures });
      expect(refused.status, JSON.stringify(figures)).toBe(400);
      expect(Object.keys((refused.body as { error: { fields: object } }).error.fields)).toEqual([field]);
    }
    expect(await comparisonItems(owner.account.userId)).toEqual(before);
  });

  it('answers 404 for an offer the physician does not have, and removes a request’s figures when it is withdrawn', async () => {
    for (const path of ['/me/offers/added/1/figures', `/me/offers/compensationConsult/${request.requestId}/figures`]) {
      const refused = await callApi(stack, owner.token, 'PUT', path, { figures: {} });
      expect(refused).toEqual({ status: 404, body: { error: { code: 'not_found', message: messages.offers.offerNotFound } } });
    }
    const withdrawable = await submitReview(owner, await makePdf(1));
    expect(
      (await callApi(stack, owner.token, 'PUT', `/me/offers/contractReview/${withdrawable.requestId}/figures`, { figures: { baseSalary: 1 } }))
        .status,
    ).toBe(200);
    expect(await getItem(stack, keys.offerFigures(owner.account.userId, 'contractReview', withdrawable.timeStamp))).toBeDefined();
    expect((await callApi(stack, owner.token, 'DELETE', `/me/requests/contractReview/${withdrawable.requestId}`)).status).toBe(204);
    expect(await getItem(stack, keys.offerFigures(owner.account.userId, 'contractReview', withdrawable.timeStamp))).toBeUndefined();
  });
});

describe('Compare offers: renaming an offer (issue 39)', () => {
  let owner: Physician;
  let request: MyRequest;
  let added: Offer;
  beforeAll(async () => {
    owner = await physician();
    request = await submitReview(owner, await makePdf(1), 'Contract_final_v3_signed_copy.pdf');
    added = await addOffer(owner, { name: 'Mercy Hospital' });
  });

  it("renames a request and an added offer on the screen, keeps the figures, and leaves the request's own file name on its page", async () => {
    // Once read: the reader writes its findings on the request's record.
    const requestOffer = await offerOn(owner, 'contractReview', request.requestId, read);
    expect(requestOffer.name).toBe('Contract_final_v3_signed_copy.pdf');
    const path = `/me/offers/contractReview/${request.requestId}`;
    expect((await callApi(stack, owner.token, 'PUT', `${path}/figures`, { figures: { baseSalary: 310_000 } })).status).toBe(200);
    const record = await getItem(stack, keys.request(owner.account.userId, 'contractReview', request.timeStamp));

    const renamed = await callApi(stack, owner.token, 'PUT', `${path}/name`, { name: '  Northgate Cardiology  ' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((renamed.body as Offer).name).toBe('Northgate Cardiology');
    expect((renamed.body as Offer).figures).toEqual({ baseSalary: 310_000 });
    const renamedAdded = await callApi(stack, owner.token, 'PUT', `/me/offers/added/${added.offerId}/name`, { name: 'Mercy, second offer' });
    expect(renamedAdded).toEqual({ status: 200, body: { ...added, name: 'Mercy, second offer' } });

    const { offers } = await list(owner);
    expect(offers.find((o) => o.source === 'contractReview')).toMatchObject({ name: 'Northgate Cardiology', figures: { baseSalary: 310_000 } });
    expect(offers.find((o) => o.source === 'added')?.name).toBe('Mercy, second offer');
    // The request itself is untouched: its own page keeps the file's name.
    expect(await getItem(stack, keys.request(owner.account.userId, 'contractReview', request.timeStamp))).toEqual(record);
    const mine = (await callApi(stack, owner.token, 'GET', '/me/requests/contractReview')).body;
    expect(JSON.stringify(mine)).toContain('Contract_final_v3_signed_copy.pdf');
    expect(JSON.stringify(mine)).not.toContain('Northgate Cardiology');

    // Saving figures afterwards keeps the name (the figures are written beside it, not over it).
    const figures = await callApi(stack, owner.token, 'PUT', `${path}/figures`, { figures: { ptoDays: 25 } });
    expect((figures.body as Offer).name).toBe('Northgate Cardiology');
    expect((await list(owner)).offers.find((o) => o.source === 'contractReview')?.name).toBe('Northgate Cardiology');
  });

  it('refuses a bad name (400 naming the field) and changes nothing', async () => {
    const before = await comparisonItems(owner.account.userId);
    const cases: [unknown, string][] = [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'Bad\u0007name' }, 'name'],
      [{}, 'name'],
    ];
    for (const [body, field] of cases) {
      const refused = await callApi(stack, owner.token, 'PUT', `/me/offers/added/${added.offerId}/name`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((refused.body as { error: { fields: object } }).error.fields)).toEqual([field]);
    }
    expect((await callApi(stack, owner.token, 'PUT', `/me/offers/added/${added.offerId}/name`, { name: 'x'.repeat(80) })).status).toBe(200);
    expect(await comparisonItems(owner.account.userId)).not.toEqual(before);
  });

  it("answers 404 for another physician's offer and an unknown one, exactly alike, and changes nothing", async () => {
    const other = await physician();
    const before = await partition(owner.account.userId);
    for (const path of [`/me/offers/added/${added.offerId}/name`, `/me/offers/contractReview/${request.requestId}/name`]) {
      const answer = await callApi(stack, other.token, 'PUT', path, { name: 'Taken' });
      expect(answer).toEqual({ status: 404, body: { error: { code: 'not_found', message: messages.offers.offerNotFound } } });
    }
    expect(await callApi(stack, other.token, 'PUT', '/me/offers/added/1/name', { name: 'Taken' })).toEqual(
      await callApi(stack, other.token, 'PUT', `/me/offers/added/${added.offerId}/name`, { name: 'Taken' }),
    );
    // A request renamed with the wrong type is not the physician's either.
    expect((await callApi(stack, owner.token, 'PUT', `/me/offers/compensationConsult/${request.requestId}/name`, { name: 'X' })).status).toBe(404);
    expect(await partition(owner.account.userId)).toEqual(before);
    expect(await getItem(stack, keys.offerFigures(other.account.userId, 'added', Number(added.offerId)))).toBeUndefined();
  });

  it('is refused to an unverified physician and to staff (403), as the other Compare offers routes are', async () => {
    for (const options of [
      { role: 'physician', emailVerified: false },
      { role: 'staff', approved: false },
      { role: 'staff', approved: true },
    ] as const) {
      const account = await createTestAccount(stack, options);
      const token = (await signInTokens(stack, account.email, account.password)).accessToken;
      const answer = await callApi(stack, token, 'PUT', `/me/offers/added/${added.offerId}/name`, { name: 'Taken' });
      expect(answer.status, JSON.stringify(options)).toBe(403);
      expect((await callApi(stack, token, 'PUT', `/me/offers/added/${added.offerId}/figures`, { figures: {} })).status).toBe(answer.status);
    }
    expect((await fetch(`${stack.urls.api}/me/offers/added/${added.offerId}/name`, { method: 'PUT' })).status).toBe(401);
  });
});

describe('Compare offers: the saved comparison', () => {
  it('saves the assumptions and the selected offers, returns them on the list, and drops an offer removed since', async () => {
    const owner = await physician();
    const request = await submitReview(owner, await makePdf(1));
    const first = await addOffer(owner, { name: 'First' });
    const second = await addOffer(owner, { name: 'Second' });
    const comparison: Comparison = {
      assumptions: {
        years: 7,
        discountRate: 0.04,
        wrvusPerYear: { expected: 5200 },
        tail: { annualPremium: 18_000, multiplier: 1.8 },
        repayment: 'full',
      },
      selected: [
        { source: 'added', offerId: first.offerId },
        { source: 'contractReview', offerId: request.requestId },
        { source: 'added', offerId: second.offerId },
      ],
    };
    expect(await callApi(stack, owner.token, 'PUT', '/me/comparison', comparison)).toEqual({ status: 200, body: comparison });
    expect((await list(owner)).comparison).toEqual(comparison);

    expect((await callApi(stack, owner.token, 'DELETE', `/me/offers/added/${first.offerId}`)).status).toBe(204);
    expect((await list(owner)).comparison).toEqual({ ...comparison, selected: comparison.selected.slice(1) });
  });

  it('refuses bad assumptions and a fifth offer (400 naming the field), and an offer not the physician’s (404), saving nothing', async () => {
    const owner = await physician();
    const offer = await addOffer(owner, { name: 'Only' });
    const good = { assumptions: defaultComparisonAssumptions, selected: [] };
    const cases: [unknown, string][] = [
      [{ ...good, assumptions: { ...defaultComparisonAssumptions, years: 0 } }, 'assumptions.years'],
      [{ ...good, assumptions: { ...defaultComparisonAssumptions, discountRate: 0.9 } }, 'assumptions.discountRate'],
      [{ ...good, selected: Array.from({ length: 5 }, () => ({ source: 'added', offerId: offer.offerId })) }, 'selected'],
    ];
    for (const [body, field] of cases) {
      const refused = await callApi(stack, owner.token, 'PUT', '/me/comparison', body);
      expect(refused.status).toBe(400);
      expect(Object.keys((refused.body as { error: { fields: object } }).error.fields)).toEqual([field]);
    }
    const unknown = await callApi(stack, owner.token, 'PUT', '/me/comparison', { ...good, selected: [{ source: 'added', offerId: '1' }] });
    expect(unknown.status).toBe(404);
    expect(await getItem(stack, keys.comparison(owner.account.userId))).toBeUndefined();
  });
});

describe("Compare offers: another physician's offers", () => {
  it('answer 404 on every route with the first one’s ids, exactly as unknown ones, and stay as they were', async () => {
    const owner = await physician();
    const other = await physician();
    const request = await submitReview(owner, await makePdf(1));
    const added = await addOffer(owner, { name: 'Mercy Hospital' });
    const staged = await stageOffer(owner, await makePdf(1));
    await offerOn(owner, 'contractReview', request.requestId, read);
    const before = { items: await partition(owner.account.userId), objects: await objectsUnder(`staging/offers/${owner.account.userId}/`) };

    const calls: [string, string, unknown][] = [
      ['DELETE', `/me/offers/added/${added.offerId}`, undefined],
      ['PUT', `/me/offers/added/${added.offerId}/figures`, { figures: { baseSalary: 1 } }],
      ['PUT', `/me/offers/contractReview/${request.requestId}/figures`, { figures: { baseSalary: 1 } }],
      ['PUT', '/me/comparison', { assumptions: defaultComparisonAssumptions, selected: [{ source: 'added', offerId: added.offerId }] }],
      ['PUT', '/me/comparison', { assumptions: defaultComparisonAssumptions, selected: [{ source: 'contractReview', offerId: request.requestId }] }],
      ['POST', '/me/offers', { name: 'Taken', key: staged }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await callApi(stack, other.token, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(Object.keys(answer.body as object)).toEqual(['error']);
    }
    // The same answer as for ids nobody has.
    expect(await callApi(stack, other.token, 'DELETE', '/me/offers/added/1')).toEqual(
      await callApi(stack, other.token, 'DELETE', `/me/offers/added/${added.offerId}`),
    );
    expect(await callApi(stack, other.token, 'PUT', '/me/offers/added/1/figures', { figures: {} })).toEqual(
      await callApi(stack, other.token, 'PUT', `/me/offers/added/${added.offerId}/figures`, { figures: {} }),
    );
    expect((await list(other)).offers).toEqual([]);
    expect(await partition(owner.account.userId)).toEqual(before.items);
    expect(await objectsUnder(`staging/offers/${owner.account.userId}/`)).toEqual(before.objects);
    // Requests cannot be removed here: they are withdrawn on their own page.
    expect((await callApi(stack, owner.token, 'DELETE', `/me/offers/added/${request.requestId}`)).status).toBe(404);
  });
});

describe('Compare offers: removing', () => {
  it('removes an added offer with its figures and its PDF; a second removal is 404', async () => {
    const owner = await physician();
    const offer = await addOffer(owner, { name: 'Mercy Hospital', key: await stageOffer(owner, await makePdf(2)) });
    await callApi(stack, owner.token, 'PUT', `/me/offers/added/${offer.offerId}/figures`, { figures: { baseSalary: 1 } });
    const file = `offers/${owner.account.userId}/${offer.offerId}.pdf`;
    expect(await objectExists(file)).toBe(true);
    expect(await counterCount(owner.account.userId)).toBe(1);

    expect(await callApi(stack, owner.token, 'DELETE', `/me/offers/added/${offer.offerId}`)).toEqual({ status: 204, body: undefined });
    expect(await getItem(stack, keys.addedOffer(owner.account.userId, Number(offer.offerId)))).toBeUndefined();
    expect(await getItem(stack, keys.offerFigures(owner.account.userId, 'added', Number(offer.offerId)))).toBeUndefined();
    expect(await objectExists(file)).toBe(false);
    expect(await counterCount(owner.account.userId)).toBe(0);
    expect((await list(owner)).offers).toEqual([]);
    expect((await callApi(stack, owner.token, 'DELETE', `/me/offers/added/${offer.offerId}`)).status).toBe(404);
  });
});

describe('Compare offers: deleting the account', () => {
  it('removes every item of the comparison and every offer PDF, kept or staged', async () => {
    const owner = await physician();
    const request = await submitReview(owner, await makePdf(1));
    const offer = await addOffer(owner, { name: 'Mercy Hospital', key: await stageOffer(owner, await makePdf(1)) });
    await addOffer(owner, { name: 'Empty' });
    await callApi(stack, owner.token, 'PUT', `/me/offers/contractReview/${request.requestId}/figures`, { figures: { baseSalary: 1 } });
    await callApi(stack, owner.token, 'PUT', '/me/comparison', {
      assumptions: defaultComparisonAssumptions,
      selected: [{ source: 'added', offerId: offer.offerId }],
    });
    await stageOffer(owner, await makePdf(1));
    expect(await comparisonItems(owner.account.userId)).toHaveLength(5);
    expect(await objectsUnder(`offers/${owner.account.userId}/`)).toHaveLength(1);
    expect(await objectsUnder(`staging/offers/${owner.account.userId}/`)).toHaveLength(1);

    expect((await callApi(stack, owner.token, 'DELETE', '/me', { currentPassword: owner.account.password })).status).toBe(204);
    expect(await partition(owner.account.userId)).toEqual([]);
    expect(await objectsUnder(`offers/${owner.account.userId}/`)).toEqual([]);
    expect(await objectsUnder(`staging/offers/${owner.account.userId}/`)).toEqual([]);
  });
});
