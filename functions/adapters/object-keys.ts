import type { RequestType } from '#shared/constants/request-types.ts';

/**
 * Object key layout of the uploads bucket. Every object that belongs to a user lives under a
 * prefix that names the user, so deleting an account can list and delete all of them:
 *
 *   staging/avatars/<userId>/<uploadId>      where a presigned POST puts a new picture (expires in a day)
 *   avatars/<userId>/<uploadId>              profile pictures, copied there once checked
 *   staging/requests/<userId>/<uploadId>     where a presigned POST puts a request's PDF
 *   requests/<userId>/<type>/<timestamp>.pdf         a consultation's or review's PDF (spec §3), once checked
 *   staging/offers/<userId>/<uploadId>       where a presigned POST puts an offer added only to compare it (issue 30)
 *   offers/<userId>/<offerId>.pdf            that offer's PDF, once checked
 *   staging/feedbacks/<staffId>/<uploadId>   where a presigned POST puts a staff member's review PDF
 *   staff/<staffId>/feedbacks/requests/<userId>/<type>/<timestamp>.pdf  that review once checked (spec §3:
 *                                            staff/{staffUid}/feedbacks/{original file path}); the request's
 *                                            record names it, and deleting the physician's account deletes it
 *
 * A presigned POST can be replayed until it expires, so uploads land under staging/ only; the
 * confirm step copies a checked object to its final key, which no presigned policy can write.
 * Nothing else writes these strings; route grants in the contract use the same prefixes.
 */
export const objectPrefixes = {
  avatars: 'avatars/',
  requests: 'requests/',
  /** Offers added on the Compare offers screen (issue 30): no staff review, no e-mail. */
  offers: 'offers/',
  /** Staged review PDFs only (staging/feedbacks/); delivered reviews live under staff/. */
  feedbacks: 'feedbacks/',
  staff: 'staff/',
  staging: 'staging/',
} as const;

/** The areas users upload into; each has a staging prefix under staging/. */
export type UploadArea = 'avatars' | 'requests' | 'offers' | 'feedbacks';

/** How long a staged upload lives: the bucket's lifecycle rule (and the embedded stack's sweep) deletes it after this. */
export const stagedUploadLifetimeDays = 1;

export const objectKeys = {
  avatarPrefix(userId: string) {
    return `${objectPrefixes.avatars}${safeSegment(userId)}/`;
  },
  avatar(userId: string, uploadId: string) {
    return `${objectKeys.avatarPrefix(userId)}${safeSegment(uploadId)}`;
  },
  requestsPrefix(userId: string) {
    return `${objectPrefixes.requests}${safeSegment(userId)}/`;
  },
  /** A request's PDF: requests/<userId>/<type>/<timestamp>.pdf (spec §3's path under the user's prefix). */
  requestFile(userId: string, type: RequestType, timeStamp: number) {
    return `${objectKeys.requestsPrefix(userId)}${type}/${safeTimestamp(timeStamp)}.pdf`;
  },
  /** The copy of a request's PDF rebuilt for staff: beside it, requests/<userId>/<type>/<timestamp>.staff.pdf. */
  requestStaffFile(userId: string, type: RequestType, timeStamp: number) {
    return `${objectKeys.requestsPrefix(userId)}${type}/${safeTimestamp(timeStamp)}.staff.pdf`;
  },
  offersPrefix(userId: string) {
    return `${objectPrefixes.offers}${safeSegment(userId)}/`;
  },
  /** An added offer's PDF: offers/<userId>/<offerId>.pdf (the offer's id is its creation time, reserved once per user). */
  offerFile(userId: string, offerId: number) {
    return `${objectKeys.offersPrefix(userId)}${safeTimestamp(offerId)}.pdf`;
  },
  /**
   * A staff member's review of a request: staff/<staffId>/feedbacks/<the request's file key> (spec §3).
   * Not under the physician's prefixes: account deletion finds it through the request's record.
   */
  requestReview(staffId: string, requestFile: string) {
    if (!/^requests\/[A-Za-z0-9-]+\/[A-Za-z]+\/\d+\.pdf$/.test(requestFile)) throw new RangeError(`not a request file: ${requestFile}`);
    return `${objectPrefixes.staff}${safeSegment(staffId)}/feedbacks/${requestFile}`;
  },
  /** Where a user's uploads into `area` are staged: staging/<area>/<userId>/. */
  stagingPrefix(area: UploadArea, userId: string) {
    return `${objectPrefixes.staging}${objectPrefixes[area]}${safeSegment(userId)}/`;
  },
  staged(area: UploadArea, userId: string, uploadId: string) {
    return `${objectKeys.stagingPrefix(area, userId)}${safeSegment(uploadId)}`;
  },
  /**
   * A final key for a confirmed upload: a new id under the user's prefix of `area`, never derived
   * from the staged key, so a replayed upload confirmed again cannot overwrite a checked object.
   */
  final(area: UploadArea, userId: string, uploadId: string) {
    return `${objectPrefixes[area]}${safeSegment(userId)}/${safeSegment(uploadId)}`;
  },
  /** Every prefix holding objects of the user: what account deletion empties. */
  userPrefixes(userId: string): string[] {
    return [
      objectKeys.avatarPrefix(userId),
      objectKeys.requestsPrefix(userId),
      objectKeys.offersPrefix(userId),
      objectKeys.stagingPrefix('avatars', userId),
      objectKeys.stagingPrefix('requests', userId),
      objectKeys.stagingPrefix('offers', userId),
    ];
  },
} as const;

/**
 * The user whose prefix of `area` holds `key` (requests/<userId>/…, offers/<userId>/…), or undefined
 * for a key that is not under `area` with a user's segment (nothing this code writes).
 */
export function ownerOfKey(area: 'requests' | 'offers', key: string): string | undefined {
  const prefix = objectPrefixes[area];
  if (!key.startsWith(prefix)) return undefined;
  const segment = key.slice(prefix.length).split('/')[0]!;
  return /^[A-Za-z0-9-]+$/.test(segment) && key.length > prefix.length + segment.length + 1 ? segment : undefined;
}

/** Whether `key` is one of the user's staged uploads into `area` (and not another user's, a final key or a path trick). */
export function isStagedKeyOf(area: UploadArea, userId: string, key: string): boolean {
  const prefix = objectKeys.stagingPrefix(area, userId);
  return key.startsWith(prefix) && /^[A-Za-z0-9-]+$/.test(key.slice(prefix.length));
}

function safeTimestamp(timeStamp: number): string {
  if (!Number.isSafeInteger(timeStamp) || timeStamp < 0) throw new RangeError(`not a timestamp: ${timeStamp}`);
  return String(timeStamp);
}

function safeSegment(segment: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(segment)) throw new RangeError(`not a key segment: ${segment}`);
  return segment;
}
