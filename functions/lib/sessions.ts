import { setSessionsValidAfter } from '../data/accounts';
import { signOutEverywhere } from './user-pool';

/**
 * Ends every session of a user, the same way in both homes: the account record refuses access
 * tokens issued before now (on every call, since API Gateway's JWT authorizer would accept them
 * until they expire), and the pool revokes the refresh tokens so none can be renewed. Called on a
 * password reset or change, an e-mail change, a verification that follows a reset, a role or
 * approval change and an admin's take-over. The route's needs must include 'AdminUserGlobalSignOut'.
 */
export async function endSessions(userId: string, now = Date.now()): Promise<void> {
  await setSessionsValidAfter(userId, now);
  await signOutEverywhere(userId);
}
