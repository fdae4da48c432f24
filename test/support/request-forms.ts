/**
 * The request forms as a physician's browser sends them (the staged PDF's key added by the caller),
 * and the wait for the contract reader's findings: one copy for the integration and browser tests
 * and the benches that submit requests.
 */
import type { RequestTerms } from '#shared/api/requests.ts';
import type { RequestType } from '#shared/constants/request-types.ts';
import { callApi } from './accounts';
import type { ProvidedStack } from './test-stack';

export const consultForm = {
  phone: '5551234567',
  practiceState: 'CA',
  practiceType: 'academic',
  resident: false,
  years: '4',
  speciality: 'cardiology',
  terms: true,
} as const;

export const reviewForm = {
  firstName: 'Olive',
  lastName: 'Owner',
  email: 'olive.owner@example.test',
  phone: '5557654321',
  practiceType: 'private_practice',
  resident: true,
  speciality: 'dermatology',
  terms: true,
} as const;

/** A contract review with a question for the reviewer, in the name of the physician who sends it (the desk's tests and bench). */
export const deskReviewForm = (physician: { readonly firstName: string; readonly lastName: string; readonly email: string }) => ({
  firstName: physician.firstName,
  lastName: physician.lastName,
  email: physician.email,
  phone: '5550003333',
  practiceType: 'private_practice',
  resident: false,
  years: '3',
  speciality: 'cardiology',
  terms: true,
  comments: 'Is the call schedule normal?',
});

/**
 * A request's findings once the reader is done with it (no longer `pending`), asked every 300 ms;
 * throws after `timeoutMs`. The reader writes them a few seconds after the submission.
 */
export async function readingOf(stack: ProvidedStack, token: string, type: RequestType, requestId: string, timeoutMs: number): Promise<RequestTerms> {
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 300))) {
    const answer = await callApi(stack, token, 'GET', `/me/requests/${type}/${requestId}/terms`);
    if (answer.status === 200 && (answer.body as RequestTerms).state !== 'pending') return answer.body as RequestTerms;
    if (Date.now() - started > timeoutMs) throw new Error(`the reader did not read request ${requestId} in ${timeoutMs / 1000} s: ${answer.status}`);
  }
}
