import type { Account } from '#shared/api/account.ts';
import type { TermDraft } from '#shared/api/staff-requests.ts';
import { checkTermDraft, type TermDecision } from '#shared/contract-terms/review.ts';
import { displayName } from '#shared/format.ts';
import * as dashboardMessages from '#shared/messages/dashboard.ts';
import { getRequest, saveTermDraft, type RequestRecord } from '../adapters/requests';
import { badRequest, conflict } from '../http/errors';
import { requestNotFound, requestOf, type StaffRequestRef } from './staff-request-records';

const reviewedMeanwhile = () => conflict(dashboardMessages.draftAfterReview);

/** A request's draft as the desk shows it to the caller (who changed it last, and whether that is them). */
export function termDraftOf(record: RequestRecord, callerId: string): TermDraft | undefined {
  const draft = record.termDraft;
  if (!draft || record.reviewed) return undefined;
  return { byName: draft.byName, byYou: draft.by === callerId, at: draft.at, terms: [...draft.terms] };
}

/**
 * Keeps staff's decisions so far (issue 29) on the request, each checked against the reader's
 * findings as a delivered review's are (a refusal is a 400 naming the field, nothing written); the
 * latest save wins and names who made it, so a second reviewer sees someone is on it. A reviewed
 * request (or one reviewed meanwhile) is 409.
 */
export async function saveStaffTermDraft(
  staff: Account,
  ref: StaffRequestRef,
  body: { readonly terms: readonly TermDecision[] },
  now = Date.now(),
): Promise<TermDraft> {
  const record = await requestOf(ref);
  if (record.reviewed) throw reviewedMeanwhile();
  const checked = checkTermDraft(record.contractTerms?.terms ?? [], body.terms, record.contractTerms?.pages ?? record.pages);
  if (!checked.ok) throw badRequest(`Invalid body: ${checked.field}: ${checked.message}`, { [checked.field]: checked.message });
  const draft = { by: staff.userId, byName: displayName(staff), at: now, terms: [...body.terms] };
  if (!(await saveTermDraft(ref.userId, ref.type, record.timeStamp, draft)))
    throw (await getRequest(ref.userId, ref.type, record.timeStamp)) ? reviewedMeanwhile() : requestNotFound();
  return { byName: draft.byName, byYou: true, at: now, terms: draft.terms };
}
