import { errorCodes } from '#shared/api/errors.ts';
import * as authMessages from '#shared/messages/auth.ts';
import * as twoStepMessages from '#shared/messages/two-step.ts';
import type { AccountRecord } from '../adapters/accounts';
import { recordTwoStepLost } from '../adapters/accounts';
import { poolSignInState, signOutEverywhere } from '../adapters/user-pool';
import { HttpError } from './errors';
import type { Principal } from './principal';

/**
 * How long a warm container trusts what the pool said of a user's second factor: at most a minute
 * passes between someone turning TOTP off with their own access token (Cognito's
 * SetUserMFAPreference, which the app client cannot forbid) and every staff route refusing them.
 */
export const poolStateTtlMs = 60_000;

type PoolState = Awaited<ReturnType<typeof poolSignInState>>;
const seen = new Map<string, { readonly at: number; readonly state: PoolState }>();

async function poolStateOf(userId: string, now: number): Promise<PoolState> {
  const cached = seen.get(userId);
  if (cached && now - cached.at < poolStateTtlMs) return cached.state;
  const state = await poolSignInState(userId);
  seen.set(userId, { at: now, state });
  // A warm container sees few staff; keep the map from growing without end all the same.
  if (seen.size > 1_000) seen.delete(seen.keys().next().value!);
  return state;
}

/** Forgets what was cached (tests; a container's state never needs it otherwise). */
export function forgetPoolStates(): void {
  seen.clear();
}

const sessionEnded = () => new HttpError(401, errorCodes.sessionEnded, authMessages.sessionEnded);

/**
 * The second-factor check of the levels that need two-step sign-in (staff and admin routes), on
 * every call after the record's: the record says two-step is on, and the pool must agree.
 * - TOTP off in the pool (turned off behind the product's back): the record is told (mfaEnabled
 *   removed, every session cut off), the refresh tokens are revoked, and the caller gets 403
 *   two_step_required, so the person sets it up again before the dashboard opens.
 * - The pool user changed after this session began (a password changed through Cognito's own
 *   ChangePassword, which ends no other session): 401 session_ended. So does a pool user that is gone.
 */
export async function checkSecondFactor(principal: Principal, record: AccountRecord | undefined, now = Date.now()): Promise<void> {
  if (!record?.account.mfaEnabled) return;
  const state = await poolStateOf(principal.userId, now);
  if (!state) throw sessionEnded();
  if (!state.totp) {
    await recordTwoStepLost(principal.userId, now);
    await signOutEverywhere(principal.userId);
    seen.delete(principal.userId);
    throw new HttpError(403, errorCodes.twoStepRequired, twoStepMessages.required);
  }
  if (principal.authTime === undefined || principal.authTime < Math.floor(state.changedAt / 1000)) throw sessionEnded();
}
