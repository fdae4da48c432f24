import type { Role } from '#shared/access.ts';
import { messages } from '#shared/messages.ts';
import { createAccount, deleteAccountRecord } from '../adapters/accounts';
import { emailReservedByOther } from '../adapters/email-reservations';
import { deleteLinkToken } from '../adapters/link-tokens';
import { createLink, mailVerificationLink } from './account-links';
import { allOrNothing } from './all-or-nothing';
import { badRequest, conflict } from '../http/errors';
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

const inUse = () => conflict(messages.signup.emailInUse, { email: messages.signup.emailInUse });

/**
 * One signup, all or nothing: the pool user (confirmed, permanent password; physicians in their
 * group, staff in none until an admin approves them, so a staff token carries no staff rights), the
 * unverified account record, and the e-mailed verification link. If any step fails, what the
 * earlier steps made is removed again, so a retry with the same e-mail can succeed.
 */
export async function signUp(input: SignupInput, role: Extract<Role, 'physician' | 'staff'>, now = Date.now()): Promise<{ userId: string }> {
  const { email, password, ...profile } = input;
  return allOrNothing(async (onUndo) => {
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
        throw badRequest(`Invalid body: password: ${messages.signup.passwordHint}`, { password: messages.signup.passwordHint });
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
      // Starts the re-send throttle: the first link has just gone out.
      verificationSentAt: now,
    });
    onUndo(() => deleteAccountRecord(userId));

    const recipient = { userId, email, firstName: profile.firstName };
    const link = await createLink(recipient, 'verifyEmail', now);
    onUndo(() => deleteLinkToken(link.tokenHash));
    await mailVerificationLink(recipient, link.url, 'signup');
    return { userId };
  });
}
