import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { keys, suppressionHash } from '#functions/adapters/table.ts';
import * as messages from '#shared/messages.ts';
import { createTestAccount } from '../support/accounts';
import { it, logIn, stack, web } from '../support/e2e-fixtures';
import { mailsTo } from '../support/mailbox';
import { bucketClient, tableClient } from '../support/clients';
import { userRemains } from '../support/remains';

/**
 * Issue 15, User Settings and Messages, and issue 18's suppressions, in the browser: the admin
 * deletes a user (and the user's items, objects and pool user are gone), staff read a contact
 * message and mark it handled, the admin lifts a suppression.
 */

const s3 = bucketClient(stack);
const documents = tableClient(stack);
afterAll(() => s3.destroy());
const { leaveEverywhere, partitionItems, objectsOf, poolUserExists } = userRemains(stack, { documents, s3 });

/** Where screenshots go (SCREENSHOTS_DIR), when asked for: the look is checked by a person. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe('User Settings in the browser', () => {
  it("the admin deletes a user after confirming: the user's items, objects and pool user are gone", async ({ page, admin, newPage }) => {
    expect(admin.account.role).toBe('admin');
    const leaving = await createTestAccount(stack, { firstName: 'Leaving', lastName: 'Physician', resident: true, speciality: 'dermatology' });
    await leaveEverywhere(leaving.userId);
    await documents.send(
      new PutCommand({
        TableName: stack.resources.tableName,
        Item: {
          ...keys.account(leaving.userId),
          ...(await partitionItems(leaving.userId)).find((item) => item.SK === 'ACCOUNT'),
          chaptersDone: new Set([2, 3, 4]),
        },
      }),
    );

    await page.goto(`${web}/dashboard/userSettings`);
    const row = page.getByTestId(`user-row-${leaving.email}`);
    await row.waitFor();
    expect(await row.getByTestId('chapters-explored').textContent()).toBe('3');
    expect(await row.textContent()).toContain('Dermatology');
    await shoot(page, 'user-settings-1280');

    await row.getByRole('button', { name: 'Delete Leaving Physician' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await dialog.waitFor();
    await dialog.getByText(messages.dashboard.confirmDeleteUser).waitFor();
    await shoot(page, 'user-settings-dialog-1280');
    // Cancel first: nothing is deleted.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await poolUserExists(leaving.userId)).toBe(true);

    await row.getByRole('button', { name: 'Delete Leaving Physician' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: messages.dashboard.userDeleted('Leaving Physician') })
      .waitFor();
    await row.waitFor({ state: 'detached' });

    expect(await partitionItems(leaving.userId)).toEqual([]);
    expect(await objectsOf(leaving.userId)).toEqual([]);
    expect(await poolUserExists(leaving.userId)).toBe(false);
    // The person is told, at the address the account had (issue 37): by an administrator, and whom to ask.
    const [notice, ...more] = await mailsTo(stack.urls.mailbox, leaving.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Your Physician Contracts account was deleted');
    expect(notice?.body.text).toContain('Hello Leaving,');
    expect(notice?.body.text).toContain('An administrator of Physician Contracts has deleted your account and its data');
    expect(notice?.body.text).toContain(`Contact us: ${web}/contact`);

    const phone = await newPage({ viewport: { width: 390, height: 844 } });
    // The admin's session lives in the first page's storage only: sign in on the phone too.
    await logIn(phone, admin.email, admin.password);
    await phone.waitForURL(/\/dashboard\//);
    await phone.goto(`${web}/dashboard/userSettings`);
    await phone.getByRole('table', { name: 'Users, newest joiner first' }).waitFor();
    await shoot(phone, 'user-settings-390');
  });
});

describe('Messages in the browser', () => {
  it('approved staff read a visitor’s message and mark it handled', async ({ page, approvedStaff }) => {
    const text = `Do you review locum contracts? ${Date.now()}`;
    const sent = await fetch(`${stack.urls.api}/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Visitor', email: 'ada.visitor@example.test', message: text }),
    });
    expect(sent.status).toBe(201);
    const { messageId } = (await sent.json()) as { messageId: string };

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
    const row = page.getByTestId(`message-${messageId}`);
    await row.getByText(text).waitFor();
    await row.getByText('New').waitFor();
    await shoot(page, 'messages-1280');
    await row.getByRole('button', { name: 'Mark the message from Ada Visitor handled' }).click();
    await row.getByText('Handled', { exact: true }).waitFor();
    await row.getByText(`by ${approvedStaff.account.firstName} ${approvedStaff.account.lastName}`, { exact: false }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    // Stored, not only shown: a reload shows it handled.
    await page.reload();
    await page.getByTestId(`message-${messageId}`).getByText('Handled', { exact: true }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'messages-390');
  });
});

describe('Messages: the Unhandled filter', () => {
  it('shows only unhandled messages; one marked handled leaves that list and stays under All', async ({ page, approvedStaff }) => {
    expect(approvedStaff.account.role).toBe('staff');
    const stamp = Date.now();
    const ids: string[] = [];
    for (const name of ['Una Unhandled', 'Hal Handled']) {
      const sent = await fetch(`${stack.urls.api}/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, email: `filter-${stamp}@example.test`, message: `Filter check ${stamp} from ${name}` }),
      });
      expect(sent.status).toBe(201);
      ids.push(((await sent.json()) as { messageId: string }).messageId);
    }
    const [keptId, handledId] = ids as [string, string];

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
    await page.getByTestId(`message-${handledId}`).waitFor();
    await page.getByLabel('Filter').selectOption('unhandled');
    const handledRow = page.getByTestId(`message-${handledId}`);
    await handledRow.getByRole('button', { name: 'Mark the message from Hal Handled handled' }).click();
    // Under Unhandled, the message handled leaves with the reload; the other stays.
    await handledRow.waitFor({ state: 'detached' });
    await page.getByTestId(`message-${keptId}`).getByText('New').waitFor();
    await shoot(page, 'messages-unhandled-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'messages-unhandled-390');

    await page.getByLabel('Filter').selectOption('all');
    await page.getByTestId(`message-${handledId}`).getByText('Handled', { exact: true }).waitFor();
    await page.getByTestId(`message-${keptId}`).getByText('New').waitFor();
  });
});

describe('Suppressions in the browser', () => {
  it('a list longer than a page shows the next page when the admin scrolls to its end, and on Load more', async ({ page, admin }) => {
    expect(admin.account.role).toBe('admin');
    // 55 suppressions older than any other (the list is newest first): the oldest sit on the second page of 50.
    const stamp = Date.now();
    const emails = Array.from({ length: 55 }, (_, index) => `paged-${stamp}-${index}@example.test`);
    const put = (email: string, index: number) =>
      documents.send(
        new PutCommand({
          TableName: stack.resources.tableName,
          Item: {
            ...keys.suppression(suppressionHash(email)),
            ...keys.suppressionList(1_000 + index),
            email,
            reason: 'bounce',
            detail: 'Paging',
            at: 1_000 + index,
          },
        }),
      );
    await Promise.all(emails.map(put));
    try {
      const oldest = page.getByTestId(`suppression-${emails[0]}`);
      const newest = page.getByTestId(`suppression-${emails[54]}`);
      for (const how of ['scroll', 'button'] as const) {
        await page.goto(`${web}/dashboard/suppressions`);
        await newest.waitFor();
        expect(await oldest.count()).toBe(0);
        if (how === 'scroll') await page.locator('.list-more').scrollIntoViewIfNeeded();
        // A keyboard user: the button, focused and pressed.
        else await page.getByRole('button', { name: 'Load more' }).press('Enter');
        await oldest.waitFor();
      }
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    } finally {
      await Promise.all(
        emails.map((email) =>
          documents.send(new DeleteCommand({ TableName: stack.resources.tableName, Key: keys.suppression(suppressionHash(email)) })),
        ),
      );
    }
  });

  it('the admin sees a suppressed address and has it mailed again', async ({ page, admin }) => {
    expect(admin.account.role).toBe('admin');
    const email = `bounced-${Date.now()}@example.test`;
    await documents.send(
      new PutCommand({
        TableName: stack.resources.tableName,
        Item: {
          ...keys.suppression(suppressionHash(email)),
          ...keys.suppressionList(Date.now()),
          email,
          reason: 'bounce',
          detail: 'Permanent/NoEmail',
          at: Date.now(),
        },
      }),
    );
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Suppressions' }).click();
    const row = page.getByTestId(`suppression-${email}`);
    await row.waitFor();
    await shoot(page, 'suppressions-1280');
    await row.getByRole('button', { name: `Mail ${email} again` }).click();
    await page.getByRole('dialog', { name: 'Mail this address again?' }).getByRole('button', { name: 'Mail again' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: messages.dashboard.suppressionLifted(email) })
      .waitFor();
    await row.waitFor({ state: 'detached' });
    const { Items } = await documents.send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.suppression(suppressionHash(email)).PK },
      }),
    );
    expect(Items).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'suppressions-390');
  });
});
