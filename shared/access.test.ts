import { describe, expect, it } from 'vitest';
import { contract } from './api/contract';
import {
  accessLevels,
  accessTable,
  accountRefusal,
  accountStates,
  groupsAllow,
  roleFits,
  roles,
  screenRedirect,
  type Access,
  type Viewer,
} from './access';

const viewer = (role: Viewer['role'], approved = true, emailVerified = true): Viewer => ({
  role,
  approved,
  emailVerified,
});

const anonymous = null;
const physician = viewer('physician', false);
const staff = viewer('staff');
const unapprovedStaff = viewer('staff', false);
const admin = viewer('admin');
const unapprovedAdmin = viewer('admin', false);

/** Every account there can be: each role, approved or not, verified or not. */
const everyAccount = roles.flatMap((role) =>
  [true, false].flatMap((approved) => [true, false].map((emailVerified) => viewer(role, approved, emailVerified))),
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
          expect(screenRedirect(account, access, serves)).toBe(refusal === null ? null : accessTable[access].refusedGoTo);
        }
      }
      expect(screenRedirect(anonymous, access)).toBe('/login');
    },
  );

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
