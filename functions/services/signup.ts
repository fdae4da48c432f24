import type { Role } from '#shared/access.ts';
import * as signupMessages from '#shared/messages/signup.ts';
import { claimLinkSend, createAccount, deleteAccountRecord } from '../adapters/accounts';
import { emailReservedByOther } from '../adapters/email-reservations';
import { allOrNothing } from './all-or-nothing';
import { sendOrQueueVerification, type VerificationMailOutcome } from './verification-mail';
import { badRequest, conflict } from '../http/errors';
import { loggableError, logger } from '../http/observability';
import { addPoolUserToGroup, createPoolUser, deletePoolUser, isUserExistsError, setPoolPassword } from '../adapters/user-pool';

export interface SignupInput {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly practiceState?: string;
  readonly resident?: boolean;
  readonly years?: string;
  readonly speciality?: string;
}

const inUse = () => conflict(signupMessages.emailInUse, { email: signupMessages.emailInUse });

/**
 * One signup: the pool user (confirmed, permanent password; physicians in their group, staff in
 * none until an admin approves them, so a staff token carries no staff rights) and the unverified
 * account record, all or nothing: if a step fails, what the earlier steps made is removed again,
 * so a retry with the same e-mail can succeed. Then the verification link: sent, or queued when
 * SES refuses (its sandbox, an outage), so the account is kept either way and says which.
 */
export async function signUp(
  input: SignupInput,
  role: Extract<Role, 'physician' | 'staff'>,
  now = Date.now(),
): Promise<{ userId: string; verificationEmail: VerificationMailOutcome }> {
  const { email, password, ...profile } = input;
  const userId = await allOrNothing(async (onUndo) => {
    let userId: string;
    try {
      userId = await createPoolUser({ email, firstName: profile.firstName, lastName: profile.lastName });
    } catch (error) {
      if (isUserExistsError(error)) throw inUse();
      throw error;
    }
    onUndo(() => deletePoolUser(userId));
    // An address held for another account's undo link answers exactly as one in use. Checked once
    // the pool holds the address: the hold is written before its owner's pool lets the address go.
    if (await emailReservedByOther(email, userId, now)) throw inUse();

    try {
      await setPoolPassword(userId, password);
    } catch (error) {
      // The shared schema checked the policy; AWS would refuse a password its pool policy rejects.
      if ((error as Error).name === 'InvalidPasswordException') {
        throw badRequest(`Invalid body: password: ${signupMessages.passwordHint}`, { password: signupMessages.passwordHint });
      }
      throw error;
    }
    if (role === 'physician') await addPoolUserToGroup(userId, role);

    await createAccount(userId, {
      ...profile,
      email,
      role,
      // Physicians need no approval; staff wait for an admin (spec §4).
      approved: role === 'physician',
      joiningDate: now,
    });
    onUndo(() => deleteAccountRecord(userId));
    return userId;
  });

  const verificationEmail = await sendOrQueueVerification({ userId, email, firstName: profile.firstName }, 'signup', now);
  // Starts the re-send throttle once a link has gone out; a delayed one leaves the login's re-send free.
  // Best effort: the account is made and the link is out, so a failure here must not answer 500 to a
  // signup that a retry could then only refuse as "in use"; the throttle merely starts later.
  if (verificationEmail === 'sent') {
    await claimLinkSend(userId, 'verificationSentAt', now, 0).catch((error: unknown) =>
      logger.warn('Re-send throttle not started', { error: loggableError(error) }),
    );
  }
  return { userId, verificationEmail };
}
