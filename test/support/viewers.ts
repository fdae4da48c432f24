import type { Viewer } from '#shared/access.ts';

/** A signed-in visitor as the access rules see them (shared/access.ts); by default approved, verified, with two-step sign-in. */
export const viewer = (role: Viewer['role'], approved = true, emailVerified = true, mfaEnabled = true): Viewer => ({
  role,
  approved,
  emailVerified,
  mfaEnabled,
});

/** The visitors the rules' tests name: nobody signed in, a physician (never approved), staff and admins approved or not. */
export const anonymous = null;
export const physician = viewer('physician', false);
export const staff = viewer('staff');
export const unapprovedStaff = viewer('staff', false);
export const admin = viewer('admin');
export const unapprovedAdmin = viewer('admin', false);
