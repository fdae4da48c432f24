/**
 * Roles and access levels, declared once (spec §6). Everything that decides who may do what reads
 * this module: the route contract (each route's `access`), the API's route factory (the token's
 * groups, then the account record through accountRefusal), the browser's <RequireAccess> guard, the
 * Cognito groups the CDK and the embedded stack create, and the permission rules in ./permissions.
 * access.test.ts walks the whole table.
 */

/** The roles an account can hold; each is also the Cognito group of that name. */
export const roles = ['physician', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Roles that work only once an admin has approved the account (spec §4, §6). */
export const rolesNeedingApproval: readonly Role[] = ['staff', 'admin'];

/**
 * Roles that must sign in with a second factor (TOTP) before they reach the levels marked
 * `needsTwoStep` (they read physicians' contracts). Physicians may turn it on; nothing needs it.
 */
export const rolesNeedingTwoStep: readonly Role[] = ['staff', 'admin'];

/**
 * How long a session of those roles lasts from its sign-in (the token's auth_time), refreshed or
 * not; the API ends it then (401 session_ended). Physicians keep "remember me".
 */
export const staffSessionSeconds = 12 * 60 * 60;

/** Where the browser sends an account refused for want of two-step sign-in: its setup screen. */
export const twoStepSetupPath = '/profile/security';

/**
 * Who each access level admits, and where the browser sends a signed-in account it refuses
 * (anyone not signed in goes to /login).
 * - public: no token needed (no roles listed: anyone, signed in or not);
 * - signedIn: any account;
 * - physician: physicians only (the request forms and lists, course progress);
 * - staff: staff and admins (the dashboard); spec §4 sends the refused to /profile/edit;
 * - admin: admins only (Settings, User Settings); spec §6 sends the refused to /.
 * needsTwoStep: the roles of rolesNeedingTwoStep need `mfaEnabled` on their record there (the
 * levels that show other people's data); signed-in routes serve them without it, so they can read
 * their account and set two-step sign-in up.
 */
export const accessTable = {
  public: { roles: null, refusedGoTo: '/', needsTwoStep: false },
  signedIn: { roles: roles, refusedGoTo: '/', needsTwoStep: false },
  physician: { roles: ['physician'], refusedGoTo: '/profile/edit', needsTwoStep: false },
  staff: { roles: ['staff', 'admin'], refusedGoTo: '/profile/edit', needsTwoStep: true },
  admin: { roles: ['admin'], refusedGoTo: '/', needsTwoStep: true },
} as const satisfies Record<string, { roles: readonly Role[] | null; refusedGoTo: string; needsTwoStep: boolean }>;

export type Access = keyof typeof accessTable;
export const accessLevels = Object.keys(accessTable) as readonly Access[];

/**
 * Account states a signed-in route or screen may serve besides the normal one (a physician with a
 * verified e-mail; approved staff or admin). unverified: the e-mail is not verified; unapproved:
 * staff waiting for an admin; deleted: the account record is already gone (a deletion being
 * retried). accountRefusal applies them.
 */
export const accountStates = ['unverified', 'unapproved', 'deleted'] as const;
export type AccountState = (typeof accountStates)[number];

/** Who is looking, as the account record says; `null` is an anonymous visitor. */
export interface Viewer {
  role: Role;
  approved: boolean;
  emailVerified: boolean;
  /**
   * Two-step sign-in (TOTP) is on: set only by the API after the pool confirmed it
   * (functions/services/two-step.ts). Absent reads as off.
   */
  mfaEnabled?: boolean;
}

export function needsApproval(role: Role): boolean {
  return rolesNeedingApproval.includes(role);
}

/** Whether a role fits an access level (public and signedIn admit every role). */
export function roleFits(access: Access, role: Role): boolean {
  const admitted: readonly Role[] | null = accessTable[access].roles;
  return admitted === null || admitted.includes(role);
}

/** Whether a token holding `groups` may call a route of `access`: the first, cheap check; the record's comes on top. */
export function groupsAllow(access: Access, groups: readonly string[]): boolean {
  if (access === 'public' || access === 'signedIn') return true;
  return groups.some((group) => (roles as readonly string[]).includes(group) && roleFits(access, group as Role));
}

export type LoginRefusal = 'staffNotApproved' | 'emailNotVerified';
export type AccountRefusal = LoginRefusal | 'wrongRole' | 'twoStepRequired';

export function needsTwoStep(role: Role): boolean {
  return rolesNeedingTwoStep.includes(role);
}

/**
 * The rule for every signed-in route (the route factory runs it from the account record on every
 * call) and every signed-in screen (<RequireAccess>). Null when the account may use something of
 * `access` serving `serves`; otherwise why not.
 * - The role must fit the access level (admin passes staff routes).
 * - Staff and admins must be approved; once approved they keep working with an unverified e-mail
 *   (spec §4, §8: they were verified when approved, and an e-mail change unverifies them), with
 *   the "Unverified Account!" notice until they verify.
 * - Approved staff and admins need two-step sign-in (`mfaEnabled`) on the levels marked
 *   needsTwoStep ('twoStepRequired').
 * - Physicians must have verified their e-mail.
 * Routes list what they serve besides that (`serves`): reading one's own account, re-sending the
 * link, changing the e-mail and deleting the account serve unverified and unapproved accounts.
 */
export function accountRefusal(viewer: Viewer, access: Access, serves: readonly AccountState[] = []): AccountRefusal | null {
  if (!roleFits(access, viewer.role)) return 'wrongRole';
  if (needsApproval(viewer.role)) {
    if (viewer.approved)
      return accessTable[access].needsTwoStep && needsTwoStep(viewer.role) && viewer.mfaEnabled !== true ? 'twoStepRequired' : null;
    if (!serves.includes('unapproved')) return 'staffNotApproved';
  }
  if (!viewer.emailVerified && !serves.includes('unverified')) return 'emailNotVerified';
  return null;
}

/**
 * Where the browser sends a visitor from a screen of `access` serving `serves`, or null when they
 * may stay: /login when not signed in, the two-step setup screen when only that is missing, else
 * the level's refusedGoTo when the account is refused.
 */
export function screenRedirect(viewer: Viewer | null, access: Access, serves: readonly AccountState[] = []): string | null {
  if (access === 'public') return null;
  if (viewer === null) return '/login';
  const refusal = accountRefusal(viewer, access, serves);
  if (refusal === null) return null;
  return refusal === 'twoStepRequired' ? twoStepSetupPath : accessTable[access].refusedGoTo;
}
