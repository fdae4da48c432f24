import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import * as messages from '#shared/messages.ts';
import { createTestAccount } from '../support/accounts';
import { it, logIn, path, signIn, stack, waitForPath, web, webStorage } from '../support/e2e-fixtures';
import { latestLink } from '../support/mailbox';
import { solidPng } from '../support/pictures';

function accountButton(page: Page) {
  return page.getByRole('button', { name: /^Account: / });
}

describe('profile: password', () => {
  it('refuses a wrong current password and a weak new one, then changes it so the new one signs in', async ({ page, signedInPhysician: account }) => {
    await page.goto(`${web}/profile/updatePassword`);
    // The profile's Delete Account dialog has a Current Password field of its own.
    const form = page.getByRole('form', { name: 'Password' });

    await form.getByLabel('Current Password').fill('Wrong-current-1');
    await form.getByLabel('New Password').fill('Another-good-pass-9');
    await page.getByRole('button', { name: messages.profile.updatePassword }).click();
    await page.getByRole('alert').filter({ hasText: messages.profile.wrongCurrentPassword }).waitFor();

    await form.getByLabel('Current Password').fill(account.password);
    await form.getByLabel('New Password').fill('weakpass');
    await page.getByRole('button', { name: messages.profile.updatePassword }).click();
    await page.getByRole('alert').filter({ hasText: messages.profile.weakPassword }).waitFor();

    await form.getByLabel('New Password').fill('Another-good-pass-9');
    await page.getByRole('button', { name: messages.profile.updatePassword }).click();
    await page.getByRole('status').filter({ hasText: messages.profile.passwordUpdated }).waitFor();

    // Sign Out from the profile card ends the session.
    await accountButton(page).click();
    await page.getByRole('button', { name: messages.common.signOut }).click();
    await page.getByRole('link', { name: messages.common.logIn }).waitFor();
    await page.goto(`${web}/profile/edit`);
    await waitForPath(page, '/login');

    await logIn(page, account.email, account.password);
    await page.getByRole('alert').waitFor();
    await logIn(page, account.email, 'Another-good-pass-9');
    await waitForPath(page, '/negotiation');
  });
});

describe('profile: e-mail change', () => {
  it('asks for the current password, changes the sign-in e-mail, signs in again with it; the link sent to the new address verifies it', async ({
    page,
    newPage,
    signedInPhysician: account,
  }) => {
    await page.goto(`${web}/profile/edit`);
    const form = page.getByRole('form', { name: 'Change e-mail' });
    const newEmail = `moved-${Date.now()}@example.com`;
    await form.getByLabel('New E-mail').fill(newEmail);

    // No password, then a wrong one: refused on the field, nothing changes.
    await form.getByRole('button', { name: messages.emailChange.button }).click();
    await form.getByRole('alert').filter({ hasText: 'Current password is required.' }).waitFor();
    await form.getByLabel(messages.profile.currentPassword).fill('Wrong-current-1');
    await form.getByRole('button', { name: messages.emailChange.button }).click();
    await form.getByRole('alert').filter({ hasText: messages.profile.wrongCurrentPassword }).waitFor();
    expect(await page.getByTestId('current-email').textContent()).toBe(account.email);

    await form.getByLabel(messages.profile.currentPassword).fill(account.password);
    await form.getByRole('button', { name: messages.emailChange.button }).click();
    await page
      .getByRole('status')
      .filter({ hasText: messages.emailChange.sent(newEmail) })
      .waitFor();
    expect(await page.getByTestId('current-email').textContent()).toBe(newEmail);
    // Signed in again with the new address (the API ends every session on an e-mail change): the
    // stored ID token is a new one, for the new address, and the profile still loads after a reload.
    const idToken = Object.entries((await webStorage(page)).local).find(([key]) => key.endsWith('.idToken'))?.[1] ?? '';
    expect(JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({ email: newEmail });
    await page.reload();
    await page.getByTestId('current-email').filter({ hasText: newEmail }).waitFor();
    expect(path(page)).toBe('/profile/edit');

    // The old address was told, with an undo link.
    await latestLink(stack.urls.mailbox, account.email, '/email-change/undo');

    const link = await latestLink(stack.urls.mailbox, newEmail, '/verify');
    await page.goto(link);
    await page.getByRole('button', { name: messages.verification.verifyButton }).click();
    // Wait for the outcome, not the "Verifying…" status shown while the request runs.
    await page.getByRole('status').filter({ hasText: messages.verification.verified }).waitFor();
    await page.close();

    const again = await newPage();
    await logIn(again, newEmail, account.password);
    await waitForPath(again, '/negotiation');
  });

  it('the undo link e-mailed to the old address restores it only on a submit, with a new password, then sends the person to log in', async ({
    page,
    newPage,
    signedInPhysician: account,
  }) => {
    await page.goto(`${web}/profile/edit`);
    const form = page.getByRole('form', { name: 'Change e-mail' });
    const newEmail = `taken-${Date.now()}@example.com`;
    await form.getByLabel('New E-mail').fill(newEmail);
    await form.getByLabel(messages.profile.currentPassword).fill(account.password);
    await form.getByRole('button', { name: messages.emailChange.button }).click();
    await page
      .getByRole('status')
      .filter({ hasText: messages.emailChange.sent(newEmail) })
      .waitFor();
    await page.close();

    const link = await latestLink(stack.urls.mailbox, account.email, '/email-change/undo');
    const visitor = await newPage();
    await visitor.goto(link);
    const restore = visitor.getByRole('button', { name: messages.emailChangeUndo.button });
    await restore.waitFor();
    // Opening the link (as a mail scanner does) restores nothing.
    expect(await visitor.getByRole('status').count()).toBe(0);
    // Whoever changed the address knew the password: restoring it takes a new one, under the policy.
    const undoForm = visitor.getByRole('form', { name: messages.emailChangeUndo.title });
    await undoForm.getByLabel('New Password').fill('short');
    await undoForm.getByLabel('Confirm Password').fill('short');
    await restore.click();
    await undoForm.locator('input[aria-invalid="true"]').first().waitFor();
    expect(path(visitor)).toBe('/email-change/undo');
    const newPassword = 'Restored-Pass-42!';
    await undoForm.getByLabel('New Password').fill(newPassword);
    await undoForm.getByLabel('Confirm Password').fill(newPassword);
    await restore.click();
    await waitForPath(visitor, '/login');
    await visitor.getByRole('status').filter({ hasText: messages.emailChangeUndo.restored }).waitFor();

    // A second visit: the link is spent.
    await visitor.goto(link);
    await undoForm.getByLabel('New Password').fill(newPassword);
    await undoForm.getByLabel('Confirm Password').fill(newPassword);
    await visitor.getByRole('button', { name: messages.emailChangeUndo.button }).click();
    await visitor.getByRole('alert').filter({ hasText: messages.emailChangeUndo.used }).waitFor();

    const owner = await newPage();
    await logIn(owner, account.email, newPassword);
    await waitForPath(owner, '/negotiation');
  });
});

describe('profile: verification', () => {
  it('lets an approved but unverified staff member ask for a new link from Edit Profile, at most one a minute', async ({ page }) => {
    const account = await signIn(page, { role: 'staff', approved: true, emailVerified: false });
    await page.goto(`${web}/profile/edit`);
    await page.getByText('(not verified yet)').waitFor();
    const sendNew = page.getByRole('button', { name: messages.verification.sendNew });
    await sendNew.click();
    await page.getByRole('status').filter({ hasText: messages.verification.newLinkSent }).waitFor();
    const link = await latestLink(stack.urls.mailbox, account.email, '/verify');

    await sendNew.click();
    await page.getByRole('alert').filter({ hasText: messages.auth.tooManyAttempts }).waitFor();

    await page.goto(link);
    await page.getByRole('button', { name: messages.verification.verifyButton }).click();
    await page.getByRole('status').filter({ hasText: messages.verification.verified }).waitFor();
    await page.goto(`${web}/profile/edit`);
    await page.getByTestId('current-email').waitFor();
    expect(await page.getByRole('button', { name: messages.verification.sendNew }).count()).toBe(0);
  });
});

describe('profile: edit', () => {
  it('saves a physician’s fields, shown again after a reload', async ({ page }) => {
    const account = await signIn(page, { role: 'physician', firstName: 'Erin', lastName: 'Edit' });
    await page.goto(`${web}/profile/edit`);
    expect(await page.getByTestId('current-email').textContent()).toBe(account.email);

    await page.getByLabel('First Name').fill('Erina');
    await page.getByLabel('Bio').fill('Hospitalist, two offers on the table.');
    await page.getByLabel('State of Current Practice').selectOption('TX');
    await page.getByLabel('Area of Practice').selectOption('dermatology');
    await page.getByLabel('Years of Practice').fill('1x');
    await page.getByRole('button', { name: messages.profile.saveProfile }).click();
    await page.getByRole('alert').filter({ hasText: 'at most 2 digits' }).waitFor();

    await page.getByLabel('Years of Practice').fill('12');
    await page.getByRole('button', { name: messages.profile.saveProfile }).click();
    await page.getByRole('status').filter({ hasText: messages.profile.saved }).waitFor();

    await page.reload();
    await page.getByLabel('First Name').waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Erina');
    expect(await page.getByLabel('Bio').inputValue()).toBe('Hospitalist, two offers on the table.');
    expect(await page.getByLabel('State of Current Practice').inputValue()).toBe('TX');
    expect(await page.getByLabel('Area of Practice').inputValue()).toBe('dermatology');
    expect(await page.getByLabel('Years of Practice').inputValue()).toBe('12');

    // A resident's years are blank and disabled.
    await page.getByRole('radio', { name: 'Yes' }).check();
    expect(await page.getByLabel('Years of Practice').isDisabled()).toBe(true);
    await page.getByRole('button', { name: messages.profile.saveProfile }).click();
    await page.getByRole('status').filter({ hasText: messages.profile.saved }).waitFor();
    await page.reload();
    await page.getByLabel('First Name').waitFor();
    expect(await page.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Years of Practice').inputValue()).toBe('');

    // The menu shows Content for physicians; the active item is marked.
    const menu = page.getByRole('navigation', { name: 'Profile' });
    await menu.getByRole('link', { name: 'Content' }).waitFor();
    expect(await menu.getByRole('link', { name: messages.common.editProfile }).getAttribute('aria-current')).toBe('page');
  });

  it('shows staff no practice fields and no Content menu item', async ({ page, approvedStaff: staff }) => {
    await page.goto(`${web}/profile/edit`);
    await page.getByLabel('First Name').waitFor();
    expect(await page.getByLabel('Area of Practice').count()).toBe(0);
    expect(await page.getByLabel('Years of Practice').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Content' }).count()).toBe(0);

    await page.getByLabel('Last Name').fill('Staffer');
    await page.getByRole('button', { name: messages.profile.saveProfile }).click();
    await page.getByRole('status').filter({ hasText: messages.profile.saved }).waitFor();
    // The profile card in the navigation bar follows the saved name, and offers the Dashboard.
    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    const card = page.locator('.profile-card');
    await card.waitFor();
    expect(await card.getByTestId('nav-user').textContent()).toBe(`${staff.account.firstName} Staffer`);
    await card.getByRole('link', { name: messages.common.dashboard }).waitFor();
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });
  });
});

describe('profile: picture', () => {
  it('uploads a picture shown in the profile and the nav bar, and Delete returns to the default avatar', async ({ page }) => {
    await signIn(page);
    await page.goto(`${web}/profile/edit`);
    const nav = page.getByRole('banner');
    await nav.getByTestId('avatar-default').waitFor();

    await page.getByLabel(messages.profile.uploadNewPicture).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(96) });
    await page.getByRole('status').filter({ hasText: messages.profile.pictureUpdated }).waitFor();
    const navPicture = nav.getByTestId('avatar-picture');
    await navPicture.waitFor();
    // The browser really loaded it (a broken link has no natural width).
    await expect.poll(() => navPicture.evaluate((image) => (image as { naturalWidth: number }).naturalWidth), { timeout: 10_000 }).toBe(96);
    expect(await page.getByRole('main').getByTestId('avatar-picture').count()).toBeGreaterThan(0);

    // Not a picture by content, though named like one: refused.
    await page
      .getByLabel(messages.profile.uploadNewPicture)
      .setInputFiles({ name: 'evil.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 nope') });
    await page.getByRole('alert').filter({ hasText: messages.profile.pictureRejected }).waitFor();
    await navPicture.waitFor();

    await page.getByRole('button', { name: messages.profile.deletePicture, exact: true }).click();
    await page.getByRole('status').filter({ hasText: messages.profile.pictureDeleted }).waitFor();
    await nav.getByTestId('avatar-default').waitFor();
    expect(await page.getByTestId('avatar-picture').count()).toBe(0);
  });
});

describe('profile: delete account', () => {
  it('asks first, with the current password, then deletes, says so on / and the account can no longer sign in', async ({
    page,
    signedInPhysician: account,
  }) => {
    await page.goto(`${web}/profile/edit`);

    await page.getByRole('button', { name: messages.common.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: messages.common.deleteAccount });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(messages.profile.confirmDeleteAccount);
    await dialog.getByRole('button', { name: messages.content.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The current password is asked for, and a wrong one keeps the dialog open with the spec's text.
    await page.getByRole('button', { name: messages.common.deleteAccount }).click();
    await dialog.getByRole('button', { name: messages.common.deleteAccount }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Current password is required.' }).waitFor();
    await dialog.getByLabel(messages.profile.currentPassword).fill('Wrong-current-1');
    await dialog.getByRole('button', { name: messages.common.deleteAccount }).click();
    await dialog.getByRole('alert').filter({ hasText: messages.profile.wrongCurrentPassword }).waitFor();
    expect(path(page)).toBe('/profile/edit');

    await dialog.getByLabel(messages.profile.currentPassword).fill(account.password);
    await dialog.getByRole('button', { name: messages.common.deleteAccount }).click();
    await page.getByRole('status').filter({ hasText: messages.profile.accountDeleted }).waitFor();
    expect(path(page)).toBe('/');
    await page.getByRole('link', { name: messages.common.logIn }).waitFor();

    await logIn(page, account.email, account.password);
    await page.getByRole('alert').waitFor();
    expect(path(page)).toBe('/login');
  });
});

describe('navigation bar on a small screen', () => {
  it('offers Profile and Sign Out when signed in, Get Started and Log in when not', async ({ newPage }) => {
    const account = await createTestAccount(stack);
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    // The account entries sit in the hamburger menu on a phone.
    const menu = page.getByRole('navigation', { name: 'Menu' });
    const openMenu = () => page.getByRole('button', { name: 'Open menu' }).click();
    await page.goto(`${web}/`);
    await openMenu();
    await menu.getByRole('link', { name: messages.common.getStarted }).waitFor();
    await menu.getByRole('link', { name: messages.common.logIn }).waitFor();
    await logIn(page, account.email, account.password);
    await waitForPath(page, '/negotiation');
    await openMenu();
    await menu.getByRole('link', { name: messages.common.profile, exact: true }).click();
    await waitForPath(page, '/profile/edit');
    await openMenu();
    await menu.getByRole('button', { name: messages.common.signOut }).click();
    await openMenu();
    await menu.getByRole('link', { name: messages.common.logIn }).waitFor();
  });
});

describe('profile menu by role (issue 37)', () => {
  const menuLinks = async (page: Page) => page.getByRole('navigation', { name: 'Profile' }).getByRole('link').allTextContents();

  it('shows a physician every profile page, and staff and admins only their own', async ({ page, newPage }) => {
    await signIn(page, { role: 'physician' });
    await page.goto(`${web}/profile/edit`);
    await page.getByLabel('First Name').waitFor();
    expect(await menuLinks(page)).toEqual([
      messages.common.editProfile,
      'Password',
      messages.twoStep.title,
      'Contract Reviews',
      'Compensation Consultations',
      messages.common.compareOffers,
      'Content',
    ]);

    for (const role of ['staff', 'admin'] as const) {
      const other = await newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(other, { role, approved: true });
      await other.goto(`${web}/profile/edit`);
      await other.getByLabel('First Name').waitFor();
      expect(await menuLinks(other), role).toEqual([messages.common.editProfile, 'Password', messages.twoStep.title]);
    }
  });
});

describe('profile on a phone (issue 37)', () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  it('opens on the screen: the menu folded into one line above it, Delete Account after it', async ({ newPage }) => {
    const page = await newPage(phone);
    await signIn(page, { role: 'physician' });
    await page.goto(`${web}/profile/edit`);
    const heading = page.getByRole('heading', { level: 1, name: messages.common.editProfile });
    await heading.waitFor();
    await page.getByLabel('First Name').waitFor();

    // The screen's heading is on the first screenful, below one line of menu; no menu entries, no Delete Account there.
    const toggle = page.getByRole('button', { name: new RegExp(`^${messages.profile.menuTitle}`) });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.textContent()).toContain(messages.common.editProfile);
    const menu = page.getByRole('navigation', { name: 'Profile' });
    expect(await menu.isVisible()).toBe(false);
    const headingBox = (await heading.boundingBox())!;
    expect(headingBox.y + headingBox.height).toBeLessThan(300);
    const deleteButton = page.getByRole('button', { name: messages.common.deleteAccount });
    const content = (await page.locator('.profile-content').boundingBox())!;
    expect((await deleteButton.boundingBox())!.y).toBeGreaterThanOrEqual(content.y + content.height);
    expect(
      await page
        .getByRole('button', { name: messages.profile.saveProfile })
        .boundingBox()
        .then((box) => box!.y),
    ).toBeLessThan((await deleteButton.boundingBox())!.y);

    // The menu unfolds on demand, takes the person to another page, and folds again.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Password' }).click();
    await waitForPath(page, '/profile/updatePassword');
    await page.getByRole('heading', { level: 1, name: 'Password' }).waitFor();
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.textContent()).toContain('Password');
  });
});

describe('phone menu focus (issue 37)', () => {
  it('keeps Tab inside the open menu, leaves the page behind inert, and Escape returns focus to the button', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, { role: 'physician' });
    await page.goto(`${web}/profile/edit`);
    await page.getByLabel('First Name').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Home' }).waitFor();
    const close = page.getByRole('button', { name: 'Close menu' });

    // Where focus is after each Tab: the close button or an entry of the menu, never the page behind.
    type Doc = { activeElement: { closest(selector: string): unknown; getAttribute(name: string): string | null } | null };
    const focusInMenu = () =>
      page.evaluate(() => {
        const active = (globalThis as unknown as { document: Doc }).document.activeElement;
        return Boolean(active?.closest('.navbar__menu') || active?.getAttribute('aria-label') === 'Close menu');
      });
    const stops = (await menu.locator('a, button').count()) + 1;
    await close.focus();
    for (let press = 0; press < stops * 2 + 1; press++) {
      await page.keyboard.press('Tab');
      expect(await focusInMenu(), `after Tab ${press + 1}`).toBe(true);
    }
    for (let press = 0; press < stops + 1; press++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInMenu(), `after Shift+Tab ${press + 1}`).toBe(true);
    }
    // The page behind cannot be reached by pointer or keyboard.
    expect(await page.locator('main').evaluate((element) => (element as unknown as { inert: boolean }).inert)).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(
      await toggle.evaluate((element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement),
    ).toBe(true);
    expect(await page.locator('main').evaluate((element) => (element as unknown as { inert: boolean }).inert)).toBe(false);
    // And the page is reachable again.
    await page.getByLabel('First Name').click();

    // A window widened past the phone layout, menu open, leaves nothing inert.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Home' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => page.locator('main').evaluate((element) => (element as unknown as { inert: boolean }).inert)).toBe(false);
  });
});
