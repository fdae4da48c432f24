import { describe, expect, it } from 'vitest';
import { admin, anonymous, physician, staff, unapprovedAdmin, unapprovedStaff, viewer } from '#test/support/viewers.ts';
import { contract } from './api/contract';
import {
  accessLevels,
  accessTable,
  accountRefusal,
  accountStates,
  groupsAllow,
  roleFits,
  roles,
  rolesNeedingTwoStep,
  screenRedirect,
  twoStepSetupPath,
  type Access,
} from './access';

/** Every account there can be: each role, approved or not, verified or not, two-step sign-in on or not. */
const everyAccount = roles.flatMap((role) =>
  [true, false].flatMap((approved) =>
    [true, false].flatMap((emailVerified) => [true, false].map((mfaEnabled) => viewer(role, approved, emailVerified, mfaEnabled))),
  ),
);
const everyServes = [[], ['unverified'], ['unapproved'], ['unverified', 'unapproved']] as const;

describe('the access table, walked whole', () => {
  it('admits, at each level, the roles the spec gives it (§6)', () => {
    const admitted = Object.fromEntries(accessLevels.map((access) => [access, roles.filter((role) => roleFits(access, role))]));
    expect(admitted).toEqual({
      public: ['physician', 'staff', 'admin'],
      signedIn: ['physician', 'staff', 'admin'],
      physician: ['physician'],
      staff: ['staff', 'admin'],
      admin: ['admin'],
    });
  });

  it('gives every route of the contract a level of the table', () => {
    for (const route of Object.values(contract)) expect(accessLevels, route.id).toContain(route.access);
  });

  it.each(accessLevels.filter((access) => access !== 'public'))(
    'the token check (%s) never lets in an account the record check would refuse for its role',
    (access: Access) => {
      for (const account of everyAccount) {
        expect(groupsAllow(access, [account.role]), `${account.role} at ${access}`).toBe(roleFits(access, account.role));
        if (!groupsAllow(access, [account.role])) expect(accountRefusal(account, access)).toBe('wrongRole');
      }
      expect(groupsAllow(access, []), 'no group').toBe(access === 'signedIn');
      expect(groupsAllow(access, ['Admin', 'admins', '']), 'unknown groups').toBe(access === 'signedIn');
    },
  );

  it.each(accessLevels.filter((access) => access !== 'public'))(
    'the browser (%s) lets in exactly the accounts the API serves, and sends the rest to its level’s page',
    (access: Access) => {
      for (const account of everyAccount) {
        for (const serves of everyServes) {
          const refusal = accountRefusal(account, access, serves);
          const goTo = refusal === 'twoStepRequired' ? twoStepSetupPath : accessTable[access].refusedGoTo;
          expect(screenRedirect(account, access, serves)).toBe(refusal === null ? null : goTo);
        }
      }
      expect(screenRedirect(anonymous, access)).toBe('/login');
    },
  );

  it.each(accessLevels.filter((access) => access !== 'public'))(
    'two-step sign-in (%s): required of approved staff and admins exactly on the levels marked needsTwoStep, never of physicians',
    (access: Access) => {
      for (const account of everyAccount) {
        for (const serves of everyServes) {
          const withIt = accountRefusal({ ...account, mfaEnabled: true }, access, serves);
          const without = accountRefusal({ ...account, mfaEnabled: false }, access, serves);
          const required = accessTable[access].needsTwoStep && rolesNeedingTwoStep.includes(account.role) && account.approved && withIt === null;
          expect(without, `${JSON.stringify(account)} at ${access}`).toBe(required ? 'twoStepRequired' : withIt);
          // Absent reads as off.
          expect(accountRefusal({ role: account.role, approved: account.approved, emailVerified: account.emailVerified }, access, serves)).toBe(
            without,
          );
        }
      }
    },
  );

  it('marks the levels that show other people’s data as needing two-step sign-in, for staff and admins', () => {
    expect(accessLevels.filter((access) => accessTable[access].needsTwoStep)).toEqual(['staff', 'admin']);
    expect(rolesNeedingTwoStep).toEqual(['staff', 'admin']);
  });

  it('lists the account states routes may serve', () => {
    expect(accountStates).toEqual(['unverified', 'unapproved', 'deleted']);
  });
});

describe('accountRefusal (the server’s rule on every signed-in route)', () => {
  const servesAll = ['unverified', 'unapproved'] as const;

  it('serves a verified physician on physician and signed-in routes only', () => {
    const doctor = viewer('physician', true, true);
    expect(accountRefusal(doctor, 'signedIn')).toBeNull();
    expect(accountRefusal(doctor, 'physician')).toBeNull();
    expect(accountRefusal(doctor, 'staff')).toBe('wrongRole');
    expect(accountRefusal(doctor, 'admin')).toBe('wrongRole');
  });

  it('refuses an unverified physician unless the route serves unverified accounts', () => {
    const doctor = viewer('physician', true, false);
    expect(accountRefusal(doctor, 'signedIn')).toBe('emailNotVerified');
    expect(accountRefusal(doctor, 'physician')).toBe('emailNotVerified');
    expect(accountRefusal(doctor, 'signedIn', ['unapproved'])).toBe('emailNotVerified');
    expect(accountRefusal(doctor, 'signedIn', ['unverified'])).toBeNull();
  });

  it.each(['staff', 'admin'] as const)('lets an approved %s work with an unverified e-mail (spec §4, §8)', (role) => {
    expect(accountRefusal(viewer(role, true, false), 'signedIn')).toBeNull();
    expect(accountRefusal(viewer(role, true, false), 'staff')).toBeNull();
    expect(accountRefusal(viewer(role, true, true), 'staff')).toBeNull();
  });

  it.each(['staff', 'admin'] as const)('refuses an unapproved %s unless the route serves unapproved accounts', (role) => {
    expect(accountRefusal(viewer(role, false, true), 'signedIn')).toBe('staffNotApproved');
    expect(accountRefusal(viewer(role, false, true), 'staff')).toBe('staffNotApproved');
    expect(accountRefusal(viewer(role, false, true), 'signedIn', ['unapproved'])).toBeNull();
    // Fresh staff are unapproved and unverified: a route must serve both.
    expect(accountRefusal(viewer(role, false, false), 'signedIn', ['unapproved'])).toBe('emailNotVerified');
    expect(accountRefusal(viewer(role, false, false), 'signedIn', servesAll)).toBeNull();
  });

  it('keeps admin routes for admins, and lets admins through staff routes', () => {
    expect(accountRefusal(viewer('staff'), 'admin')).toBe('wrongRole');
    expect(accountRefusal(viewer('admin'), 'admin')).toBeNull();
    expect(accountRefusal(viewer('admin'), 'staff')).toBeNull();
    expect(accountRefusal(viewer('admin', false), 'admin')).toBe('staffNotApproved');
  });

  it.each(['staff', 'admin'] as const)('refuses an approved %s without two-step sign-in on staff and admin routes only', (role) => {
    const noTwoStep = viewer(role, true, true, false);
    expect(accountRefusal(noTwoStep, 'signedIn')).toBeNull();
    expect(accountRefusal(noTwoStep, 'staff')).toBe('twoStepRequired');
    expect(accountRefusal(noTwoStep, 'admin')).toBe(role === 'admin' ? 'twoStepRequired' : 'wrongRole');
    // Approval comes first: an unapproved account is told that, not to set up two-step sign-in.
    expect(accountRefusal(viewer(role, false, true, false), 'staff')).toBe('staffNotApproved');
    expect(screenRedirect(noTwoStep, 'staff')).toBe('/profile/security');
  });

  it('never asks a physician for two-step sign-in', () => {
    expect(accountRefusal(viewer('physician', false, true, false), 'physician')).toBeNull();
    expect(accountRefusal(viewer('physician', false, true, false), 'signedIn')).toBeNull();
  });

  it('never lets a route’s states stand in for the role', () => {
    expect(accountRefusal(viewer('physician', true, false), 'staff', servesAll)).toBe('wrongRole');
    expect(accountRefusal(viewer('staff', false, false), 'physician', servesAll)).toBe('wrongRole');
  });
});

describe('screenRedirect for the dashboard (staff level)', () => {
  it('sends anonymous visitors to /login', () => {
    expect(screenRedirect(anonymous, 'staff')).toBe('/login');
  });

  it('sends unapproved staff (and physicians) to /profile/edit', () => {
    expect(screenRedirect(unapprovedStaff, 'staff')).toBe('/profile/edit');
    expect(screenRedirect(unapprovedAdmin, 'staff')).toBe('/profile/edit');
    expect(screenRedirect(physician, 'staff')).toBe('/profile/edit');
  });

  it('lets approved staff and admins stay', () => {
    expect(screenRedirect(staff, 'staff')).toBeNull();
    expect(screenRedirect(admin, 'staff')).toBeNull();
  });
});

describe('screenRedirect for Settings and User Settings (admin level)', () => {
  it('sends anonymous visitors to /login', () => {
    expect(screenRedirect(anonymous, 'admin')).toBe('/login');
  });

  it('sends non-admins and unapproved admins to /', () => {
    expect(screenRedirect(staff, 'admin')).toBe('/');
    expect(screenRedirect(physician, 'admin')).toBe('/');
    expect(screenRedirect(unapprovedAdmin, 'admin')).toBe('/');
  });

  it('lets an approved admin stay', () => {
    expect(screenRedirect(admin, 'admin')).toBeNull();
  });
});
