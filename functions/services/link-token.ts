import { createHash, randomBytes } from 'node:crypto';

/** How long each kind of e-mailed link stays usable. */
export const linkLifetimes = {
  verifyEmail: 24 * 60 * 60 * 1000,
  resetPassword: 60 * 60 * 1000,
  // Sent to the old address after an e-mail change: its owner may be away for days.
  undoEmailChange: 7 * 24 * 60 * 60 * 1000,
} as const;

/** The least time between two links of one kind for one account (the "too many attempts" rule). */
export const linkResendIntervalMs = 60 * 1000;

/** The table keeps only this hash: a leaked table item cannot be turned back into a working link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** 32 random bytes as base64url (43 characters) for the link, and the hash to store. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}
