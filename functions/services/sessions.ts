import { setSessionsValidAfter } from '../adapters/accounts';
import { signOutEverywhere } from '../adapters/user-pool';

/**
 * Ends every session of a user, the same way in both homes: the pool revokes the refresh tokens so
 * none can be renewed, and the account record refuses, on every call, access tokens of sessions
 * begun before now (their auth_time, kept across refreshes), which API Gateway's JWT authorizer
 * would accept until they expire. Called on a password reset or change, an e-mail change or its
 * undo, a verification that follows a reset and an admin's take-over; the staff approval route
 * (issue 15) must call it on a role or approval change. The route's needs must include
 * 'AdminUserGlobalSignOut'.
 */
export async function endSessions(userId: string, now = Date.now()): Promise<void> {
  // Refresh tokens first: a session renewed between the two steps would otherwise outlive the
  // cut-off. (Its access token still carries the old auth_time, which the cut-off refuses.)
  await signOutEverywhere(userId);
  await setSessionsValidAfter(userId, now);
}
