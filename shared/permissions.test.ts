import { describe, expect, it } from 'vitest';
import { admin, anonymous, physician, staff, unapprovedAdmin, unapprovedStaff, viewer } from '#test/support/viewers.ts';
import {
  approvalRefusal,
  awaitsApproval,
  canApproveStaff,
  canDeleteOwnAccount,
  canPlayChapter,
  canSubmitRequests,
  canUseAdminSettings,
  canUseDashboard,
  landingPathAfterLogin,
  receivesStaffApprovalMail,
  showsContentMenu,
  showsPracticeFields,
  showsUnverifiedNotice,
  twoStepResetRefusal,
} from './permissions';

// Every kind of visitor with the answer each rule must give (spec §6).
const cases = [
  { who: 'anonymous visitor', v: anonymous, dashboard: false, settings: false, requests: false, physicianUi: false, deleteOwn: false },
  { who: 'physician', v: physician, dashboard: false, settings: false, requests: true, physicianUi: true, deleteOwn: true },
  { who: 'approved staff', v: staff, dashboard: true, settings: false, requests: false, physicianUi: false, deleteOwn: true },
  { who: 'unapproved staff', v: unapprovedStaff, dashboard: false, settings: false, requests: false, physicianUi: false, deleteOwn: true },
  { who: 'approved admin', v: admin, dashboard: true, settings: true, requests: false, physicianUi: false, deleteOwn: true },
  { who: 'unapproved admin', v: unapprovedAdmin, dashboard: false, settings: false, requests: false, physicianUi: false, deleteOwn: true },
] as const;

describe.each(cases)('$who', ({ v, dashboard, settings, requests, physicianUi, deleteOwn }) => {
  it(`${dashboard ? 'may' : 'may not'} use the dashboard`, () => {
    expect(canUseDashboard(v)).toBe(dashboard);
  });

  it(`${settings ? 'may' : 'may not'} use admin settings`, () => {
    expect(canUseAdminSettings(v)).toBe(settings);
  });

  it(`${requests ? 'may' : 'may not'} submit consultation and review requests`, () => {
    expect(canSubmitRequests(v)).toBe(requests);
  });

  it(`${physicianUi ? 'sees' : 'does not see'} the Content menu and the practice fields`, () => {
    expect(showsContentMenu(v)).toBe(physicianUi);
    expect(showsPracticeFields(v)).toBe(physicianUi);
  });

  it(`${deleteOwn ? 'may' : 'may not'} delete their own account`, () => {
    expect(canDeleteOwnAccount(v)).toBe(deleteOwn);
  });
});

describe('canPlayChapter', () => {
  it('lets an anonymous visitor play chapter 1 only', () => {
    expect(canPlayChapter(anonymous, 1)).toBe(true);
    for (let n = 2; n <= 13; n += 1) expect(canPlayChapter(anonymous, n)).toBe(false);
  });

  it('lets a verified physician play every chapter', () => {
    for (let n = 1; n <= 13; n += 1) expect(canPlayChapter(physician, n)).toBe(true);
  });

  it.each([staff, unapprovedStaff, admin, { ...physician, emailVerified: false }])(
    'gives chapter 1 only to accounts the course routes refuse (%j), as the API does',
    (v) => {
      expect(canPlayChapter(v, 1)).toBe(true);
      for (let n = 2; n <= 13; n += 1) expect(canPlayChapter(v, n)).toBe(false);
    },
  );

  it.each([0, 14, 2.5, Number.NaN])('refuses chapter %d to everyone', (n) => {
    expect(canPlayChapter(anonymous, n)).toBe(false);
    expect(canPlayChapter(physician, n)).toBe(false);
  });
});

describe('approval is what counts for staff, not the role alone', () => {
  it('revoking approval closes the dashboard and settings at once', () => {
    expect(canUseDashboard({ ...admin, approved: false })).toBe(false);
    expect(canUseAdminSettings({ ...admin, approved: false })).toBe(false);
  });

  it('an approved flag does not give a physician the dashboard', () => {
    expect(canUseDashboard(viewer('physician', true))).toBe(false);
  });
});

describe('landingPathAfterLogin', () => {
  it('sends a verified physician to /negotiation', () => {
    expect(landingPathAfterLogin(viewer('physician', false, true))).toEqual({ allowed: true, path: '/negotiation' });
  });

  it('refuses an unverified physician, whatever the approved flag says', () => {
    expect(landingPathAfterLogin(viewer('physician', false, false))).toEqual({ allowed: false, reason: 'emailNotVerified' });
    expect(landingPathAfterLogin(viewer('physician', true, false))).toEqual({ allowed: false, reason: 'emailNotVerified' });
  });

  it.each(['staff', 'admin'] as const)('sends a verified, approved %s to the dashboard without a notice', (role) => {
    expect(landingPathAfterLogin(viewer(role, true, true))).toEqual({ allowed: true, path: '/dashboard/compensation' });
  });

  it.each(['staff', 'admin'] as const)('sends an approved %s without two-step sign-in to set it up first', (role) => {
    expect(landingPathAfterLogin(viewer(role, true, true, false))).toEqual({ allowed: true, path: '/profile/security' });
    expect(landingPathAfterLogin(viewer(role, true, false, false))).toEqual({
      allowed: true,
      path: '/profile/security',
      notice: 'unverifiedAccount',
    });
  });

  it('never sends a physician to set up two-step sign-in', () => {
    expect(landingPathAfterLogin(viewer('physician', false, true, false))).toEqual({ allowed: true, path: '/negotiation' });
  });

  it.each(['staff', 'admin'] as const)('lets an approved but unverified %s in with the unverified notice', (role) => {
    expect(landingPathAfterLogin(viewer(role, true, false))).toEqual({
      allowed: true,
      path: '/dashboard/compensation',
      notice: 'unverifiedAccount',
    });
  });

  it.each([
    ['staff', true],
    ['staff', false],
    ['admin', true],
    ['admin', false],
  ] as const)('refuses an unapproved %s (e-mail verified: %s) as not approved', (role, emailVerified) => {
    expect(landingPathAfterLogin(viewer(role, false, emailVerified))).toEqual({ allowed: false, reason: 'staffNotApproved' });
  });
});

describe('staff set up two-step sign-in before approval', () => {
  it.each(['staff', 'admin'] as const)(
    'sends an unapproved %s with a verified e-mail and no two-step to set it up at their first sign-in',
    (role) => {
      expect(landingPathAfterLogin(viewer(role, false, true, false))).toEqual({ allowed: true, path: '/profile/security' });
      // Unverified: the e-mail comes first; set up: they wait for an admin.
      expect(landingPathAfterLogin(viewer(role, false, false, false))).toEqual({ allowed: false, reason: 'staffNotApproved' });
      expect(landingPathAfterLogin(viewer(role, false, true, true))).toEqual({ allowed: false, reason: 'staffNotApproved' });
    },
  );

  it('lets an admin approve only staff with a verified e-mail and two-step sign-in, and says why not', () => {
    expect(approvalRefusal(admin, viewer('staff', false, true, true))).toBeNull();
    expect(approvalRefusal(admin, viewer('staff', false, false, true))).toBe('emailNotVerified');
    expect(approvalRefusal(admin, viewer('staff', false, true, false))).toBe('twoStepNotSetUp');
    expect(approvalRefusal(admin, viewer('physician', false, true, true))).toBe('notStaff');
    expect(approvalRefusal({ ...admin, approved: false }, viewer('staff', false, true, true))).toBe('notAdmin');
    expect(canApproveStaff(admin, viewer('staff', false, true, false))).toBe(false);
  });
});

describe('showsUnverifiedNotice', () => {
  it('is for approved staff and admins whose e-mail is unverified', () => {
    expect(showsUnverifiedNotice(viewer('staff', true, false))).toBe(true);
    expect(showsUnverifiedNotice(viewer('admin', true, false))).toBe(true);
    expect(showsUnverifiedNotice(viewer('staff', true, true))).toBe(false);
    expect(showsUnverifiedNotice(viewer('staff', false, false))).toBe(false);
    expect(showsUnverifiedNotice(viewer('physician', true, false))).toBe(false);
    expect(showsUnverifiedNotice(null)).toBe(false);
  });
});

describe('canApproveStaff', () => {
  it('lets an approved admin approve staff whose e-mail is verified', () => {
    expect(canApproveStaff(viewer('admin'), viewer('staff', false, true))).toBe(true);
  });

  it('refuses staff whose e-mail is not verified', () => {
    expect(canApproveStaff(viewer('admin'), viewer('staff', false, false))).toBe(false);
  });

  it('is for approved admins only, and approves staff accounts only', () => {
    expect(canApproveStaff(viewer('staff'), viewer('staff', false, true))).toBe(false);
    expect(canApproveStaff(viewer('admin', false), viewer('staff', false, true))).toBe(false);
    expect(canApproveStaff(null, viewer('staff', false, true))).toBe(false);
    expect(canApproveStaff(viewer('admin'), viewer('physician', false, true))).toBe(false);
  });
});

describe('staff waiting for approval (issue 29)', () => {
  it('are unapproved staff accounts with a verified e-mail and two-step sign-in, of either role', () => {
    expect(awaitsApproval(viewer('staff', false, true, true))).toBe(true);
    expect(awaitsApproval(viewer('admin', false, true, true))).toBe(true);
    expect(awaitsApproval(viewer('staff', false, false, true))).toBe(false);
    expect(awaitsApproval(viewer('staff', false, true, false))).toBe(false);
    expect(awaitsApproval(viewer('staff', true, true, true))).toBe(false);
    expect(awaitsApproval(viewer('physician', false, true, true))).toBe(false);
  });

  it('are announced to approved admins only', () => {
    expect(receivesStaffApprovalMail(viewer('admin'))).toBe(true);
    expect(receivesStaffApprovalMail(viewer('admin', false))).toBe(false);
    expect(receivesStaffApprovalMail(viewer('staff'))).toBe(false);
    expect(receivesStaffApprovalMail(viewer('physician'))).toBe(false);
  });
});

describe('twoStepResetRefusal (issue 29: a lost phone)', () => {
  const asAdmin = { userId: 'admin-1', viewer: admin };
  it("lets an approved admin reset a staff or admin account's two-step sign-in, never their own nor a physician's", () => {
    expect(twoStepResetRefusal(asAdmin, { userId: 's-1', viewer: staff })).toBeNull();
    expect(twoStepResetRefusal(asAdmin, { userId: 's-2', viewer: unapprovedStaff })).toBeNull();
    expect(twoStepResetRefusal(asAdmin, { userId: 'a-2', viewer: admin })).toBeNull();
    expect(twoStepResetRefusal(asAdmin, { userId: 'admin-1', viewer: admin })).toBe('self');
    expect(twoStepResetRefusal(asAdmin, { userId: 'p-1', viewer: physician })).toBe('notStaff');
    expect(twoStepResetRefusal({ userId: 's-1', viewer: staff }, { userId: 's-3', viewer: staff })).toBe('notAdmin');
    expect(twoStepResetRefusal({ userId: 'a-3', viewer: unapprovedAdmin }, { userId: 's-3', viewer: staff })).toBe('notAdmin');
  });
});
