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
  | { allowed: true; path: '/negotiation' | '/dashboard/compensation'; notice?: 'unverifiedAccount' }
  | { allowed: false; reason: LoginRefusal };

/**
 * Where a signed-in user lands (spec §4). Staff must be approved before anything else, since
 * verifying the e-mail would not let them in; approved staff may enter unverified, with a notice.
 * Physicians must verify their e-mail (the caller re-sends the link).
 */
export function landingPathAfterLogin(viewer: Viewer): LoginOutcome {
  if (isStaffRole(viewer.role)) {
    if (!viewer.approved) return { allowed: false, reason: 'staffNotApproved' };
    return viewer.emailVerified
      ? { allowed: true, path: '/dashboard/compensation' }
      : { allowed: true, path: '/dashboard/compensation', notice: 'unverifiedAccount' };
  }
  if (!viewer.emailVerified) return { allowed: false, reason: 'emailNotVerified' };
  return { allowed: true, path: '/negotiation' };
}
