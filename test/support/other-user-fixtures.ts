/**
 * "Another user's id answers 404 and reveals nothing": for every signed-in route whose input names an
 * object (test/support/route-cases.ts objectInputs), how to make such an object belonging to someone
 * else, and a well-formed name of one that does not exist. The access matrix calls the route with
 * both and requires the same 404 and the same body, and the owner's data unchanged. A route whose input
 * names an object must have an entry here (the matrix fails naming it): either a fixture, or
 * `notOwned` saying why nobody owns what it names.
 */
import { randomUUID } from 'node:crypto';
import { callApi, type TestAccount } from './accounts';
import { makePdf } from './pdfs';
import { solidPng } from './pictures';
import { consultForm, readingOf, reviewForm } from './request-forms';
import { stageUpload } from './uploads';
import type { ProvidedStack } from './test-stack';

/** The parts of a call that name the object (the rest of the call is the route's sample). */
export interface RequestParts {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
}

export interface FixtureContext {
  readonly stack: ProvidedStack;
  /** The physician who owns the object. */
  readonly owner: TestAccount;
  readonly ownerToken: string;
  /** Made once per run and shared by the fixtures that can use the same object. */
  once<T>(name: string, make: () => Promise<T>): Promise<T>;
}

export interface ObjectCase {
  /** Names the owner's object. */
  readonly theirs: RequestParts;
  /** Names, in the same form, an object that does not exist. */
  readonly unknown: RequestParts;
}

export type OtherUserFixture = ((context: FixtureContext) => Promise<ObjectCase>) | { readonly notOwned: string };

/** The owner's file staged through `path` as the browser does (test/support/uploads.ts). */
const stage = (context: FixtureContext, path: string, contentType: string, file: Buffer) =>
  stageUpload(context.stack, context.ownerToken, path, file, { contentType, fileName: 'file' });

const stagedPdf = (context: FixtureContext) =>
  context.once('staged PDF', async () => stage(context, '/me/requests/upload', 'application/pdf', await makePdf(1, "The owner's contract")));

/** One submitted request of the owner (a consultation), by its path parameters. */
const ownRequest = (context: FixtureContext) =>
  context.once('submitted request', async () => {
    const key = await stage(context, '/me/requests/upload', 'application/pdf', await makePdf(1, "The owner's offer"));
    const submitted = await callApi(context.stack, context.ownerToken, 'POST', '/me/requests/compensationConsult', { ...consultForm, key });
    if (submitted.status !== 201) throw new Error(`the owner's request was not submitted: ${submitted.status} ${JSON.stringify(submitted.body)}`);
    const requestId = (submitted.body as { requestId: string }).requestId;
    // The contract reader writes its findings onto the record a few seconds later (the table's
    // stream): wait for it, so that write cannot land between a test's snapshots of the owner's data.
    await readingOf(context.stack, context.ownerToken, 'compensationConsult', requestId, 30_000);
    return { type: 'compensationConsult', requestId };
  });

const requestById = async (context: FixtureContext): Promise<ObjectCase> => {
  const theirs = await ownRequest(context);
  return { theirs: { params: theirs }, unknown: { params: { type: theirs.type, requestId: '1' } } };
};

/** One offer the owner added to compare (issue 30), started empty: its id. */
const ownAddedOffer = (context: FixtureContext) =>
  context.once('added offer', async () => {
    const created = await callApi(context.stack, context.ownerToken, 'POST', '/me/offers', { name: "The owner's offer" });
    if (created.status !== 201) throw new Error(`the owner's offer was not added: ${created.status} ${JSON.stringify(created.body)}`);
    return (created.body as { offerId: string }).offerId;
  });

/** A staged key of the owner's, and one under the same prefix with nothing behind it. */
const stagedKey =
  (form: Record<string, unknown>): OtherUserFixture =>
  async (context) => {
    const key = await stagedPdf(context);
    return { theirs: { body: { ...form, key } }, unknown: { body: { ...form, key: key.replace(/[^/]+$/, randomUUID()) } } };
  };

export const otherUserFixtures: Record<string, OtherUserFixture> = {
  confirmPicture: async (context) => {
    const key = await context.once('staged picture', () => stage(context, '/me/picture/upload', 'image/png', solidPng()));
    return { theirs: { body: { key } }, unknown: { body: { key: key.replace(/[^/]+$/, randomUUID()) } } };
  },
  submitCompensationConsult: stagedKey(consultForm),
  submitContractReview: stagedKey(reviewForm),
  getMyRequestFile: requestById,
  withdrawRequest: requestById,
  getMyRequestTerms: requestById,
  // Compare offers (issue 30): the owner's staged offer PDF, added offer, and request seen as an offer.
  createOffer: async (context) => {
    const key = await context.once('staged offer PDF', async () =>
      stage(context, '/me/offers/upload', 'application/pdf', await makePdf(1, "The owner's other offer")),
    );
    const form = { name: 'Mercy Hospital' };
    return { theirs: { body: { ...form, key } }, unknown: { body: { ...form, key: key.replace(/[^/]+$/, randomUUID()) } } };
  },
  deleteOffer: async (context) => ({ theirs: { params: { offerId: await ownAddedOffer(context) } }, unknown: { params: { offerId: '1' } } }),
  saveOfferFigures: async (context) => {
    const request = await ownRequest(context);
    const body = { figures: { baseSalary: 300_000 } };
    return {
      theirs: { params: { source: request.type, offerId: request.requestId }, body },
      unknown: { params: { source: request.type, offerId: '1' }, body },
    };
  },
  renameOffer: async (context) => {
    const request = await ownRequest(context);
    const body = { name: 'Renamed by someone else' };
    return {
      theirs: { params: { source: request.type, offerId: request.requestId }, body },
      unknown: { params: { source: request.type, offerId: '1' }, body },
    };
  },
  deleteUser: {
    notOwned:
      "an admin's route: it names another user by design; the admin level and the refusals of staff, admins and oneself are in user-settings.integ",
  },
  resetStaffTwoStep: {
    notOwned:
      "an admin's route: it names a staff member by design; the admin level, the refusals of oneself and of non-staff, and unknown ids are in two-step-reset.integ",
  },
  markContactMessageHandled: { notOwned: "a visitor's message belongs to no account; staff handle every one" },
  deleteSuppression: { notOwned: 'an address the product stopped mailing belongs to no account; admins lift any one' },
  openStaffRequest: { notOwned: "a staff route: approved staff open every physician's request by design (unknown ids: staff-requests.integ)" },
  createStaffRequestFileLink: { notOwned: "a staff route: approved staff download every physician's file by design, each download recorded" },
  submitFeedback: {
    notOwned: "a staff route over every physician's request; another staff member's staged feedback key answers 404 in staff-requests.integ",
  },
  saveTermDraft: { notOwned: "a staff route over every physician's request by design (unknown ids and refusals: term-drafts.integ)" },
  getChapterLink: { notOwned: "a chapter number names the course's content, the same for every physician" },
  recordChapterProgress: { notOwned: 'a chapter number names the course; the progress written is always the one of the caller' },
};
