import { accountRefusal, needsApproval, roleFits, screenRedirect, twoStepSetupPath, type LoginRefusal, type Viewer } from './access';
import { isChapterNumber, publicChapterNumber } from './constants/chapters';

/**
 * Permission rules of spec §6 (and the login outcomes of §4) as pure functions, each derived from
 * the one table of roles and access levels in ./access.
 */

/**
 * Chapter 1 is everyone's; chapters 2 to 13 are for the accounts the course routes serve
 * (access 'physician': physicians with a verified e-mail), as the API decides (GET /chapters/{n}/link).
 */
export function canPlayChapter(viewer: Viewer | null, n: number): boolean {
  if (!isChapterNumber(n)) return false;
  return n === publicChapterNumber || (viewer !== null && accountRefusal(viewer, 'physician') === null);
}

/** Dashboard lists, details, downloads and feedback upload: approved staff or admin. */
export function canUseDashboard(viewer: Viewer | null): boolean {
  return screenRedirect(viewer, 'staff') === null;
}

/** Settings and User Settings: an approved admin only. */
export function canUseAdminSettings(viewer: Viewer | null): boolean {
  return screenRedirect(viewer, 'admin') === null;
}

/** Compensation consultations and contract reviews are requested by physicians. */
export function canSubmitRequests(viewer: Viewer | null): boolean {
  return viewer !== null && roleFits('physician', viewer.role);
}

/** The profile's Content menu item is hidden for staff and admin. */
export function showsContentMenu(viewer: Viewer | null): boolean {
  return viewer !== null && roleFits('physician', viewer.role);
}

/** State, resident, years and speciality on Edit Profile are for physicians only. */
export function showsPracticeFields(viewer: Viewer | null): boolean {
  return viewer !== null && roleFits('physician', viewer.role);
}

/** Any signed-in user may delete their own account. */
export function canDeleteOwnAccount(viewer: Viewer | null): boolean {
  return viewer !== null;
}

/** The result of a successful password check; the keys match `messages.auth`. */
export type LoginOutcome =
  | { allowed: true; path: '/negotiation' | '/dashboard/compensation' | typeof twoStepSetupPath; notice?: 'unverifiedAccount' }
  | { allowed: false; reason: LoginRefusal };

/** Approved staff and admins working with an unverified e-mail see "Unverified Account!…" on every screen. */
export function showsUnverifiedNotice(viewer: Viewer | null): boolean {
  return viewer !== null && needsApproval(viewer.role) && viewer.approved && !viewer.emailVerified;
}

/**
 * Why an admin may not approve a staff account, or null when they may. Approval must follow a
 * verified e-mail (approval is what lets staff work unverified later, after an e-mail change) and
 * two-step sign-in, which staff set up at their first sign-in: an approved account opens
 * physicians' contracts at once.
 */
export function approvalRefusal(approver: Viewer | null, candidate: Viewer): 'notAdmin' | 'notStaff' | 'emailNotVerified' | 'twoStepNotSetUp' | null {
  if (!canUseAdminSettings(approver)) return 'notAdmin';
  if (candidate.role !== 'staff') return 'notStaff';
  return readinessRefusal(candidate);
}

/** What a staff account still has to do before it can be approved, or null when nothing. */
function readinessRefusal(candidate: Viewer): 'emailNotVerified' | 'twoStepNotSetUp' | null {
  if (!candidate.emailVerified) return 'emailNotVerified';
  return candidate.mfaEnabled === true ? null : 'twoStepNotSetUp';
}

/**
 * A staff account waiting for an admin (issue 29): it has done everything approval needs (a
 * verified e-mail, two-step sign-in) and is not approved yet. Settings counts these, and the
 * admins are e-mailed when an account becomes one (functions/services/two-step.ts).
 */
export function awaitsApproval(account: Viewer): boolean {
  // Of either role: an admin whose approval is pending is a staff account too (Settings).
  return needsApproval(account.role) && !account.approved && readinessRefusal(account) === null;
}

/** Whether an account is one of those the staff's approvals e-mails go to: an approved admin. */
export function receivesStaffApprovalMail(account: Viewer): boolean {
  return account.role === 'admin' && account.approved;
}

/**
 * Why an admin may not reset a staff account's two-step sign-in from Settings (issue 29: a lost
 * phone), or null when they may. Only staff and admin accounts (Settings lists them; physicians'
 * two-step is theirs alone), and never the admin's own: an admin who can still sign in keeps their
 * authenticator, and a stolen admin session must not turn its own account back to a password alone.
 */
export function twoStepResetRefusal(
  admin: { userId: string; viewer: Viewer },
  target: { userId: string; viewer: Viewer },
): 'notAdmin' | 'notStaff' | 'self' | null {
  if (!canUseAdminSettings(admin.viewer)) return 'notAdmin';
  if (!needsApproval(target.viewer.role)) return 'notStaff';
  return admin.userId === target.userId ? 'self' : null;
}

export function canApproveStaff(approver: Viewer | null, candidate: Viewer): boolean {
  return approvalRefusal(approver, candidate) === null;
}

/**
 * Where a signed-in user lands (spec §4), by the same rule as the server (accountRefusal). Staff
 * must be approved before anything else, since verifying the e-mail would not let them in;
 * approved staff may enter unverified, with a notice. Physicians must verify their e-mail (the
 * caller re-sends the link). Approved staff without two-step sign-in set it up first (the
 * dashboard would refuse them).
 */
export function landingPathAfterLogin(viewer: Viewer): LoginOutcome {
  const refusal = accountRefusal(viewer, 'signedIn');
  // Staff set two-step sign-in up at their first sign-in, before approval (which needs it), once
  // their e-mail is verified; then they wait for an admin.
  if (refusal === 'staffNotApproved' && viewer.emailVerified && viewer.mfaEnabled !== true) return { allowed: true, path: twoStepSetupPath };
  if (refusal === 'staffNotApproved' || refusal === 'emailNotVerified') return { allowed: false, reason: refusal };
  if (needsApproval(viewer.role)) {
    const path = accountRefusal(viewer, 'staff') === 'twoStepRequired' ? twoStepSetupPath : '/dashboard/compensation';
    return showsUnverifiedNotice(viewer) ? { allowed: true, path, notice: 'unverifiedAccount' } : { allowed: true, path };
  }
  return { allowed: true, path: '/negotiation' };
}
