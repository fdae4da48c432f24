/**
 * Object key layout of the uploads bucket. Every object that belongs to a user lives under a
 * prefix that names the user, so deleting an account can list and delete all of them:
 *
 *   avatars/<userId>/<uploadId>              profile pictures
 *   requests/<userId>/<requestId>/...        consultation and review PDFs and the staff's answers
 *
 * Nothing else writes these strings; route grants in the contract use the same top-level prefixes.
 */
export const objectPrefixes = {
  avatars: 'avatars/',
  requests: 'requests/',
} as const;

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
  /** Every prefix holding objects of the user: what account deletion empties. */
  userPrefixes(userId: string): string[] {
    return [objectKeys.avatarPrefix(userId), objectKeys.requestsPrefix(userId)];
  },
} as const;

/** Whether `key` is one of the user's pictures (and not, say, another user's or a path trick). */
export function isAvatarKeyOf(userId: string, key: string): boolean {
  const prefix = objectKeys.avatarPrefix(userId);
  return key.startsWith(prefix) && /^[A-Za-z0-9-]+$/.test(key.slice(prefix.length));
}

function safeSegment(segment: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(segment)) throw new RangeError(`not a key segment: ${segment}`);
  return segment;
}
