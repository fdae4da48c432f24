import type { OfferSource } from '#shared/api/offers.ts';
import type { IndexPartition, TablePartition } from '#shared/api/table-partitions.ts';
import type { RequestType } from '#shared/constants/request-types.ts';

/** The two account lists: physicians in theirs, staff and admins together in the staff list. */
export type AccountKind = 'physician' | 'staff';

/**
 * The table's key builders, the only code that writes `USER#...` strings. A module of its own, read
 * as a namespace (`import * as keys from './table-keys'`, then `keys.account(userId)`), so that a
 * function's bundle keeps only the builders it calls: esbuild cannot drop the unused methods of one
 * object, nor the members of a namespace re-exported through another module (table.ts re-exports
 * this one as `keys` for the scripts and tests, which are not bundled).
 */

/** Epoch milliseconds as a fixed-width string, so string sort keys order by time. */
export function sortableTime(epochMs: number): string {
  if (!Number.isInteger(epochMs) || epochMs < 0) throw new RangeError(`not an epoch time: ${epochMs}`);
  return epochMs.toString().padStart(15, '0');
}

/** A partition-key value: the partition's name, then its ids, joined by '#'. */
function partitionKey(partition: TablePartition | IndexPartition, ...ids: string[]): string {
  return [partition, ...ids].join('#');
}

/** Sort keys of a user's chapter progress items: CHAPTER#01 to CHAPTER#13. */
export const chapterProgressSortPrefix = 'CHAPTER#';

/** The partition holding every item of one user (the account and whatever hangs off it). */
export function userPartition(userId: string) {
  return partitionKey('USER', userId);
}

export function account(userId: string) {
  return { PK: partitionKey('USER', userId), SK: 'ACCOUNT' } as const;
}

/** Index keys that list accounts of one kind, newest joiner first. */
export function accountList(kind: AccountKind, joiningDate: number) {
  return { GSI1PK: partitionKey('ACCOUNTS', kind), GSI1SK: sortableTime(joiningDate) } as const;
}

export function accountListPartition(kind: AccountKind) {
  return partitionKey('ACCOUNTS', kind);
}

/** Who did what to an account from outside the product (e.g. create-admin's take-over), in the user's partition. */
export function auditEntry(userId: string, at: number) {
  return { PK: partitionKey('USER', userId), SK: `AUDIT#${sortableTime(at)}` } as const;
}

/** Where a user is in one chapter of the course (position, completion), in the user's partition. */
export function chapterProgress(userId: string, chapter: number) {
  return { PK: partitionKey('USER', userId), SK: `${chapterProgressSortPrefix}${String(chapter).padStart(2, '0')}` } as const;
}

export function contactMessage(messageId: string) {
  return { PK: partitionKey('CONTACT', messageId), SK: 'MESSAGE' } as const;
}

/** Index keys that list contact messages, newest last in key order. */
export function contactMessageList(createdAt: number) {
  return { GSI1PK: partitionKey('CONTACT_MESSAGES'), GSI1SK: sortableTime(createdAt) } as const;
}

export function contactMessageListPartition() {
  return partitionKey('CONTACT_MESSAGES');
}

/**
 * Index keys of the sparse list of unhandled messages (GSI2, the Messages tab's Unhandled filter):
 * written with the message and removed in the same update that marks it handled.
 */
export function unhandledContactMessageList(createdAt: number) {
  return { GSI2PK: unhandledContactMessageListPartition(), GSI2SK: sortableTime(createdAt) } as const;
}

export function unhandledContactMessageListPartition() {
  return partitionKey('CONTACT_MESSAGES', 'unhandled');
}

/** One abuse-limit counter: an action's requests by one address, account or client (a hash, never the value itself). */
export function rateLimit(action: string, scope: string, subjectHash: string) {
  return { PK: partitionKey('RATELIMIT', action, scope, subjectHash), SK: 'WINDOW' } as const;
}

/** A single-use e-mail link, found by the hash of its token (the token itself is never stored). */
export function linkToken(tokenHash: string) {
  return { PK: partitionKey('LINK', tokenHash), SK: 'LINK' } as const;
}

/** Index keys that list a user's e-mailed links, so deleting the account deletes them too. */
export function userLinks(userId: string, tokenHash: string) {
  return { GSI1PK: partitionKey('LINKS', userId), GSI1SK: tokenHash } as const;
}

/**
 * An old sign-in address held for its owner while the undo link sent there works (a hash of the
 * normalised address, never the address), listed among the user's links so that deleting the
 * account, or an admin take-over, removes it with them.
 */
export function emailReservation(addressHash: string) {
  return { PK: partitionKey('RESERVATION', addressHash), SK: 'EMAIL' } as const;
}

export function userLinksPartition(userId: string) {
  return partitionKey('LINKS', userId);
}

/**
 * A compensation consultation or contract review, in its owner's partition (so deleting the
 * account deletes it), sorted by submission time within its type.
 */
export function request(userId: string, type: RequestType, timeStamp: number) {
  return { PK: partitionKey('USER', userId), SK: `${requestSortPrefix(type)}${sortableTime(timeStamp)}` } as const;
}

/** The sort-key prefix of all of one user's requests, of both types (the Compare offers screen lists them in one Query). */
export const requestsSortPrefix = 'REQUEST#';

/** The sort-key prefix of one user's requests of a type (a Query with begins_with lists them). */
export function requestSortPrefix(type: RequestType) {
  return `${requestsSortPrefix}${type}#`;
}

/*
 * Compare offers (issue 30, decision 0028): the physician's comparison lives in their own partition
 * under one sort-key prefix, so one Query reads all of it (the offers they added, their figures for
 * any offer, the saved comparison, the added offers' counter) and account deletion removes it with the
 * partition. Requests stay where they are: their figures are items of the comparison, never
 * attributes of the request that staff read and write.
 */

/** The sort-key prefix of every item of one user's comparison. */
export const comparisonSortPrefix = 'COMPARE#';

export const addedOfferSortPrefix = `${comparisonSortPrefix}OFFER#`;

/** An offer added only to compare it, by its id (its creation time): sorted by time under COMPARE#OFFER#. */
export function addedOffer(userId: string, offerId: number) {
  return { PK: partitionKey('USER', userId), SK: `${addedOfferSortPrefix}${sortableTime(offerId)}` } as const;
}

export const offerFiguresSortPrefix = `${comparisonSortPrefix}FIGURES#`;

/** The physician's own figures for one offer (added, or one of their requests): one item per offer. */
export function offerFigures(userId: string, source: OfferSource, offerId: number) {
  return { PK: partitionKey('USER', userId), SK: `${offerFiguresSortPrefix}${source}#${sortableTime(offerId)}` } as const;
}

/** The saved comparison: its assumptions and the offers side by side (one item per user). */
export function comparison(userId: string) {
  return { PK: partitionKey('USER', userId), SK: `${comparisonSortPrefix}SETTINGS` } as const;
}

/**
 * How many offers the user added (`count`, at most 10) and the last offer id handed out
 * (`lastOfferId`, so ids and their PDFs' keys are never reused): changed in the same transaction as
 * each added offer's creation and removal, so the limit holds under concurrent creates.
 */
export function addedOfferCounter(userId: string) {
  return { PK: partitionKey('USER', userId), SK: `${comparisonSortPrefix}ADDED` } as const;
}

/** Index keys that list every request of a type, newest first, for the staff's tables (GSI1). */
export function requestList(type: RequestType, timeStamp: number) {
  return { GSI1PK: partitionKey('REQUESTS', type), GSI1SK: sortableTime(timeStamp) } as const;
}

/** Index keys that list the requests of a type in one reviewed state, newest first: the dashboard's filter (GSI2). */
export function requestStateList(type: RequestType, reviewed: boolean, timeStamp: number) {
  return { GSI2PK: requestStateListPartition(type, reviewed), GSI2SK: sortableTime(timeStamp) } as const;
}

export function requestListPartition(type: RequestType) {
  return partitionKey('REQUESTS', type);
}

export function requestStateListPartition(type: RequestType, reviewed: boolean) {
  return partitionKey('REQUESTS', type, reviewed ? 'reviewed' : 'unreviewed');
}

/**
 * The staff tables' totals of one request type (spec §2 "Showing N results"): `total` and
 * `reviewed` (unreviewed is the difference), changed in the same transaction as each request's
 * submission, withdrawal, deletion and review, so they are never recounted from the lists.
 */
export function requestCounter(type: RequestType) {
  return { PK: partitionKey('COUNTER', 'REQUESTS', type), SK: 'COUNTER' } as const;
}

/**
 * One staff download of a physician's request file (who, which file, when), in the physician's
 * partition (so deleting the account deletes it), sorted by request then time.
 */
export function requestAccess(userId: string, type: RequestType, timeStamp: number, at: number, staffId: string) {
  return { PK: partitionKey('USER', userId), SK: `${requestAccessPrefix(type, timeStamp)}${sortableTime(at)}#${staffId}` } as const;
}

/**
 * One staff member's opening of one of a request's files in one sign-in session (issue 37): the
 * session's start instead of the moment, so every later opening in that session has the same key.
 */
export function requestSessionAccess(userId: string, type: RequestType, timeStamp: number, sessionStart: number, staffId: string, file: string) {
  return { PK: partitionKey('USER', userId), SK: `${requestAccessPrefix(type, timeStamp)}${sortableTime(sessionStart)}#${staffId}#${file}` } as const;
}

/** The sort-key prefix of the accesses of one request, or (no timeStamp) of every request of a type. */
export function requestAccessPrefix(type: RequestType, timeStamp?: number) {
  return `ACCESS#${type}#${timeStamp === undefined ? '' : `${sortableTime(timeStamp)}#`}`;
}

/**
 * A staff member's feedback entry (spec §3 Staff feedbacks: by user, then type, then request id),
 * in the staff member's partition.
 */
export function feedbackEntry(staffId: string, userId: string, type: RequestType, timeStamp: number) {
  return { PK: partitionKey('USER', staffId), SK: `FEEDBACK#${userId}#${type}#${sortableTime(timeStamp)}` } as const;
}

/**
 * A mail waiting to be sent again (SES refused it, e.g. in its sandbox): one per account and kind,
 * in the user's partition, so deleting the account deletes it too.
 */
export function queuedMail(userId: string, kind: string) {
  return { PK: partitionKey('USER', userId), SK: `OUTBOX#${kind}` } as const;
}

/** Index keys of the outbox, by when the next attempt is due (the job reads what is due). */
export function queuedMailList(dueAt: number, userId: string) {
  return { GSI1PK: partitionKey('MAIL_OUTBOX'), GSI1SK: `${sortableTime(dueAt)}#${userId}` } as const;
}

export function queuedMailListPartition() {
  return partitionKey('MAIL_OUTBOX');
}

/** An address the product no longer mails (it bounced or complained), by a hash of the address. */
export function suppression(addressHash: string) {
  return { PK: partitionKey('SUPPRESSION', addressHash), SK: 'SUPPRESSION' } as const;
}

/** Index keys that list suppressed addresses for admins, oldest first in key order. */
export function suppressionList(at: number) {
  return { GSI1PK: partitionKey('SUPPRESSIONS'), GSI1SK: sortableTime(at) } as const;
}

export function suppressionListPartition() {
  return partitionKey('SUPPRESSIONS');
}
