import type { Access, AccountState } from './api/route-definition';
import { isChapterNumber, publicChapterNumber } from './constants/chapters';

/** Permission rules of spec §6 (and the login outcomes of §4) as pure functions. */

export type Role = 'physician' | 'staff' | 'admin';

/** Who is looking; `null` is an anonymous visitor. */
export interface Viewer {
  role: Role;
  approved: boolean;
  emailVerified: boolean;
}

function isStaffRole(role: Role): boolean {
  return role === 'staff' || role === 'admin';
}

/** Anonymous visitors get chapter 1 only; any signed-in user gets every chapter. */
export function canPlayChapter(viewer: Viewer | null, n: number): boolean {
  if (!isChapterNumber(n)) return false;
  return viewer !== null || n === publicChapterNumber;
}

/** Dashboard lists, details, downloads and feedback upload: approved staff or admin. */
export function canUseDashboard(viewer: Viewer | null): boolean {
  return viewer !== null && isStaffRole(viewer.role) && viewer.approved;
}

/** Settings and User Settings: an approved admin only. */
export function canUseAdminSettings(viewer: Viewer | null): boolean {
  return viewer !== null && viewer.role === 'admin' && viewer.approved;
}

/** Compensation consultations and contract reviews are requested by physicians. */
export function canSubmitRequests(viewer: Viewer | null): boolean {
  return viewer?.role === 'physician';
}

/** The profile's Content menu item is hidden for staff and admin. */
export function showsContentMenu(viewer: Viewer | null): boolean {
  return viewer?.role === 'physician';
}

/** State, resident, years and speciality on Edit Profile are for physicians only. */
export function showsPracticeFields(viewer: Viewer | null): boolean {
  return viewer?.role === 'physician';
}

/** Any signed-in user may delete their own account. */
export function canDeleteOwnAccount(viewer: Viewer | null): boolean {
  return viewer !== null;
}

/** Where a visitor is sent from a dashboard screen, or null when they may stay. */
export function dashboardRedirect(viewer: Viewer | null): '/login' | '/profile/edit' | null {
  if (viewer === null) return '/login';
  return canUseDashboard(viewer) ? null : '/profile/edit';
}

/** Where a visitor is sent from Settings or User Settings, or null when they may stay. */
export function adminSettingsRedirect(viewer: Viewer | null): '/login' | '/' | null {
  if (viewer === null) return '/login';
  return canUseAdminSettings(viewer) ? null : '/';
}

export type LoginRefusal = 'staffNotApproved' | 'emailNotVerified';

/** The result of a successful password check; the keys match `messages.auth`. */
export type LoginOutcome =
  { allowed: true; path: '/negotiation' | '/dashboard/compensation'; notice?: 'unverifiedAccount' } | { allowed: false; reason: LoginRefusal };

export type AccountRefusal = LoginRefusal | 'wrongRole';

/**
 * The server's rule for every signed-in route, run by the route factory from the account record
 * (the login page reaches the same verdicts through landingPathAfterLogin). Null when the account
 * may use a route of `access` serving `serves`; otherwise why not.
 * - The role must fit the access level (admin passes staff routes).
 * - Staff and admins must be approved; once approved they keep working with an unverified e-mail
 *   (spec §4, §8: they were verified when approved, and an e-mail change unverifies them), with
 *   the "Unverified Account!" notice until they verify.
 * - Physicians must have verified their e-mail.
 * Routes list what they serve besides that (`serves`): reading one's own account, re-sending the
 * link, changing the e-mail and deleting the account serve unverified and unapproved accounts.
 */
export function accountRefusal(viewer: Viewer, access: Access, serves: readonly AccountState[] = []): AccountRefusal | null {
  const roleFits =
    access === 'physician'
      ? viewer.role === 'physician'
      : access === 'staff'
        ? isStaffRole(viewer.role)
        : access === 'admin'
          ? viewer.role === 'admin'
          : true;
  if (!roleFits) return 'wrongRole';
  if (isStaffRole(viewer.role)) {
    if (viewer.approved) return null;
    if (!serves.includes('unapproved')) return 'staffNotApproved';
  }
  if (!viewer.emailVerified && !serves.includes('unverified')) return 'emailNotVerified';
  return null;
}

/** Approved staff and admins working with an unverified e-mail see "Unverified Account!…" on every screen. */
export function showsUnverifiedNotice(viewer: Viewer | null): boolean {
  return viewer !== null && isStaffRole(viewer.role) && viewer.approved && !viewer.emailVerified;
}

/**
 * An approved admin may approve a staff account only once its e-mail is verified: approval is what
 * lets staff work unverified later (after an e-mail change), so it must follow a verification.
 */
export function canApproveStaff(approver: Viewer | null, candidate: Viewer): boolean {
  return canUseAdminSettings(approver) && candidate.role === 'staff' && candidate.emailVerified;
}

/**
 * Where a signed-in user lands (spec §4), by the same rule as the server (accountRefusal). Staff
 * must be approved before anything else, since verifying the e-mail would not let them in;
 * approved staff may enter unverified, with a notice. Physicians must verify their e-mail (the
 * caller re-sends the link).
 */
export function landingPathAfterLogin(viewer: Viewer): LoginOutcome {
  const refusal = accountRefusal(viewer, 'signedIn');
  if (refusal === 'staffNotApproved' || refusal === 'emailNotVerified') return { allowed: false, reason: refusal };
  if (isStaffRole(viewer.role)) {
    return showsUnverifiedNotice(viewer)
      ? { allowed: true, path: '/dashboard/compensation', notice: 'unverifiedAccount' }
      : { allowed: true, path: '/dashboard/compensation' };
  }
  return { allowed: true, path: '/negotiation' };
}
