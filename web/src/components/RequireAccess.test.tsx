import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AccountState, Access } from '#shared/access.ts';
import type { Account } from '#shared/api/account.ts';
import * as messages from '#shared/messages.ts';
import { ApiError } from '../lib/api/api-error';
import { routes } from '../routes';
import { accessDecision, RequireAccess } from './RequireAccess';

interface Guard {
  readonly level: Access;
  readonly serves?: readonly AccountState[];
  readonly wrongRoleNotice?: string;
}

/** Every screen of the route table with the guards on its way, outermost first. */
function screens(table: RouteObject[], base = '', guards: Guard[] = []): Map<string, Guard[]> {
  const found = new Map<string, Guard[]>();
  for (const route of table) {
    const path = route.index
      ? base
      : route.path === undefined
        ? base
        : route.path.startsWith('/') || base === ''
          ? route.path
          : `${base}/${route.path}`;
    const element = route.element;
    const here = isValidElement(element) && element.type === RequireAccess ? [...guards, element.props as Guard] : guards;
    if (route.children) for (const [child, childGuards] of screens(route.children, path, here)) found.set(child, childGuards);
    else found.set(route.index ? `${path} (index)` : path, here);
  }
  return found;
}

const table = screens(routes);

function account(role: Account['role'], approved: boolean, emailVerified: boolean, mfaEnabled = true): Account {
  return {
    userId: 'u',
    email: 'a@example.test',
    firstName: 'A',
    lastName: 'B',
    role,
    approved,
    emailVerified,
    mfaEnabled,
    joiningDate: 0,
  } as Account;
}

const signedIn = (viewer: Account) => ({ status: 'signedIn' as const, account: viewer, accountError: null });
const signedOut = { status: 'signedOut' as const, account: undefined, accountError: null };

/** Where a session opening `path` ends up: the first guard that refuses it decides. */
function landing(path: string, session: Parameters<typeof accessDecision>[0]): string {
  const guards = table.get(path);
  if (!guards) throw new Error(`no screen ${path}`);
  for (const guard of guards) {
    const decision = accessDecision(session, guard.level, guard.serves, guard.wrongRoleNotice);
    if (decision.show === 'redirect') return decision.to;
    if (decision.show !== 'screen') return decision.show;
  }
  return path;
}

const physician = account('physician', false, true);
const staff = account('staff', true, true);
const admin = account('admin', true, true);

describe('<RequireAccess> on the route table', () => {
  it('guards every signed-in screen with its level (spec §2, §6) and leaves the public ones open', () => {
    const levels = Object.fromEntries(
      [...table].map(([path, guards]) => [
        path,
        guards.map((guard) => `${guard.level}${guard.serves?.length ? `(${guard.serves.join(',')})` : ''}`).join(' > '),
      ]),
    );
    const shell = 'signedIn(unverified,unapproved)';
    expect(levels).toEqual({
      '/': '',
      '/about': '',
      '/contact': '',
      '/signup': '',
      '/staffSignup': '',
      '/login': '',
      '/forgotPassword': '',
      '/verify': '',
      '/resetPassword': '',
      '/email-change/undo': '',
      '/negotiation': '',
      '/terms': '',
      '/privacy': '',
      '/compensation': 'physician',
      '/contract': 'physician',
      '/dashboard (index)': 'staff',
      '/dashboard/compensation': 'staff',
      '/dashboard/compensation/:userId/:requestId': 'staff',
      '/dashboard/contract': 'staff',
      '/dashboard/contract/:userId/:requestId': 'staff',
      '/dashboard/messages': 'staff',
      '/dashboard/settings': 'admin',
      '/dashboard/userSettings': 'admin',
      '/dashboard/suppressions': 'admin',
      '/profile (index)': shell,
      '/profile/edit': shell,
      '/profile/updatePassword': `${shell} > signedIn`,
      '/profile/security': `${shell} > signedIn(unapproved)`,
      '/profile/contractReviewList': `${shell} > physician`,
      '/profile/compensationConsultList': `${shell} > physician`,
      '/profile/compare': `${shell} > physician`,
      '/profile/content': `${shell} > physician`,
      '*': '',
    });
  });

  it('sends visitors who are not signed in to /login from every signed-in screen', () => {
    for (const [path, guards] of table) expect(landing(path, signedOut), path).toBe(guards.length > 0 ? '/login' : path);
  });

  it('sends a physician away from the dashboard to /profile/edit, and tells staff the request screens are for physicians', () => {
    expect(landing('/dashboard/compensation', signedIn(physician))).toBe('/profile/edit');
    expect(landing('/dashboard/settings', signedIn(physician))).toBe('/');
    expect(landing('/compensation', signedIn(physician))).toBe('/compensation');
    for (const path of ['/compensation', '/contract', '/profile/contractReviewList', '/profile/compensationConsultList', '/profile/compare']) {
      expect(landing(path, signedIn(staff)), path).toBe('refused');
      expect(landing(path, signedIn(admin)), path).toBe('refused');
    }
    const [guard] = table.get('/contract')!;
    expect(accessDecision(signedIn(staff), guard!.level, guard!.serves, guard!.wrongRoleNotice)).toEqual({
      show: 'refused',
      text: messages.requests.physiciansOnly,
    });
    expect(landing('/profile/content', signedIn(staff))).toBe('/profile/edit');
  });

  it('sends approved staff from Settings and User Settings to /, and lets an admin in', () => {
    expect(landing('/dashboard/compensation', signedIn(staff))).toBe('/dashboard/compensation');
    expect(landing('/dashboard/settings', signedIn(staff))).toBe('/');
    expect(landing('/dashboard/userSettings', signedIn(staff))).toBe('/');
    expect(landing('/dashboard/suppressions', signedIn(staff))).toBe('/');
    expect(landing('/dashboard/messages', signedIn(staff))).toBe('/dashboard/messages');
    expect(landing('/dashboard/messages', signedIn(account('physician', false, true)))).toBe('/profile/edit');
    expect(landing('/dashboard/settings', signedIn(admin))).toBe('/dashboard/settings');
    // An admin whose approval was withdrawn mid-session: refused from Settings to / (spec §6).
    expect(landing('/dashboard/settings', signedIn(account('admin', false, true)))).toBe('/');
  });

  it('keeps an approved but unverified staff member working, and keeps Edit Profile open after an e-mail change', () => {
    const unverifiedStaff = account('staff', true, false);
    expect(landing('/dashboard/compensation', signedIn(unverifiedStaff))).toBe('/dashboard/compensation');
    expect(landing('/profile/edit', signedIn(unverifiedStaff))).toBe('/profile/edit');
    // A physician whose new address is not verified yet asks for a new link on Edit Profile.
    const unverifiedPhysician = account('physician', false, false);
    expect(landing('/profile/edit', signedIn(unverifiedPhysician))).toBe('/profile/edit');
    expect(landing('/compensation', signedIn(unverifiedPhysician))).toBe('/profile/edit');
  });

  it('sends approved staff and admins without two-step sign-in from the dashboard to its setup, and keeps the profile open', () => {
    for (const role of ['staff', 'admin'] as const) {
      const withoutTwoStep = account(role, true, true, false);
      expect(landing('/dashboard/compensation', signedIn(withoutTwoStep))).toBe('/profile/security');
      expect(landing('/profile/security', signedIn(withoutTwoStep))).toBe('/profile/security');
      expect(landing('/profile/edit', signedIn(withoutTwoStep))).toBe('/profile/edit');
    }
    expect(landing('/dashboard/settings', signedIn(account('admin', true, true, false)))).toBe('/profile/security');
    expect(landing('/profile/security', signedIn(account('physician', false, true, false)))).toBe('/profile/security');
  });
});

describe('accessDecision', () => {
  it('waits while the session or the account is loading', () => {
    expect(accessDecision({ status: 'loading', account: undefined, accountError: null }, 'signedIn')).toEqual({ show: 'loading' });
    expect(accessDecision({ status: 'signedIn', account: undefined, accountError: null }, 'staff')).toEqual({ show: 'loading' });
  });

  it('says why when the account cannot be read', () => {
    const gone = new ApiError(404, 'not_found', 'Account not found.');
    expect(accessDecision({ status: 'signedIn', account: undefined, accountError: gone }, 'signedIn')).toEqual({
      show: 'accountError',
      text: messages.profile.userNotFound,
    });
    expect(accessDecision({ status: 'signedIn', account: undefined, accountError: new Error('offline') }, 'signedIn')).toEqual({
      show: 'accountError',
      text: 'offline',
    });
  });

  it('lets anyone through a public screen', () => {
    expect(accessDecision(signedOut, 'public')).toEqual({ show: 'screen' });
  });
});
