import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import { practiceFieldNames } from '#shared/api/account.ts';
import { AdminAccountExistsError, createAdminAccount, generatePassword } from './admin-account';

describe('generatePassword', () => {
  it('meets the password policy every time', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(24);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
  });

  it('does not repeat', () => {
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });
});

type Item = Record<string, unknown>;
type Command = { constructor: { name: string }; input: Record<string, unknown> };

/** An in-memory pool and table that answer the commands the script sends, as AWS does. */
function fakeBackend() {
  const users = new Map<
    string,
    {
      sub: string;
      groups: Set<string>;
      password?: string;
      signedOutEverywhere?: boolean;
      attributes?: Record<string, string>;
      totp?: boolean;
    }
  >();
  const items = new Map<string, Item>();
  const itemKey = (key: { PK?: unknown; SK?: unknown }) => `${String(key.PK)}|${String(key.SK)}`;
  const userBy = (name: unknown) => users.get(String(name)) ?? [...users.values()].find((user) => user.sub === name);
  const notFound = () => Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
  const sent: string[] = [];

  const cognito = {
    async send(command: Command) {
      const input = command.input;
      sent.push(command.constructor.name);
      switch (command.constructor.name) {
        case 'AdminGetUserCommand': {
          const user = userBy(input.Username);
          if (!user) throw notFound();
          return { UserAttributes: [{ Name: 'sub', Value: user.sub }] };
        }
        case 'AdminCreateUserCommand':
          users.set(String(input.Username), { sub: `sub-${users.size + 1}`, groups: new Set() });
          return {};
        case 'AdminSetUserPasswordCommand':
          userBy(input.Username)!.password = String(input.Password);
          return {};
        case 'AdminAddUserToGroupCommand':
          userBy(input.Username)!.groups.add(String(input.GroupName));
          return {};
        case 'AdminRemoveUserFromGroupCommand':
          userBy(input.Username)!.groups.delete(String(input.GroupName));
          return {};
        case 'AdminUserGlobalSignOutCommand':
          userBy(input.Username)!.signedOutEverywhere = true;
          return {};
        case 'AdminSetUserMFAPreferenceCommand':
          userBy(input.Username)!.totp = (input.SoftwareTokenMfaSettings as { Enabled: boolean }).Enabled;
          return {};
        case 'AdminUpdateUserAttributesCommand':
          userBy(input.Username)!.attributes = Object.fromEntries(
            (input.UserAttributes as { Name: string; Value: string }[]).map((a) => [a.Name, a.Value]),
          );
          return {};
        case 'AdminListGroupsForUserCommand':
          return { Groups: [...userBy(input.Username)!.groups].map((GroupName) => ({ GroupName })) };
        default:
          throw new Error(`unexpected ${command.constructor.name}`);
      }
    },
  };

  const documents = {
    async send(command: Command) {
      const input = command.input;
      sent.push(command.constructor.name);
      switch (command.constructor.name) {
        case 'QueryCommand': {
          // The user's list of links in GSI1 (the only query the script makes).
          const pk = (input.ExpressionAttributeValues as Item)[':pk'];
          return { Items: [...items.values()].filter((item) => item.GSI1PK === pk).map((item) => ({ PK: item.PK, SK: item.SK })) };
        }
        case 'BatchWriteCommand': {
          const requests = Object.values(input.RequestItems as Record<string, { DeleteRequest: { Key: Item } }[]>)[0] ?? [];
          for (const request of requests) items.delete(itemKey(request.DeleteRequest.Key));
          return {};
        }
        case 'GetCommand': {
          const item = items.get(itemKey(input.Key as Item));
          return item ? { Item: structuredClone(item) } : {};
        }
        case 'PutCommand': {
          const item = input.Item as Item;
          if (items.has(itemKey(item))) throw Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' });
          items.set(itemKey(item), structuredClone(item));
          return {};
        }
        case 'UpdateCommand': {
          const item = items.get(itemKey(input.Key as Item));
          if (!item) throw Object.assign(new Error('missing'), { name: 'ConditionalCheckFailedException' });
          const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
          const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
          const name = (token: string) => names[token] ?? token;
          const [, set = '', remove = ''] = /^SET (.*?)(?: REMOVE (.*))?$/.exec(String(input.UpdateExpression))!;
          for (const assignment of set.split(',')) {
            const [target, value] = assignment.split('=').map((part) => part.trim()) as [string, string];
            item[name(target)] = values[value];
          }
          for (const target of remove
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean))
            delete item[name(target)];
          return {};
        }
        default:
          throw new Error(`unexpected ${command.constructor.name}`);
      }
    },
  };

  return {
    users,
    items,
    sent,
    clients: {
      cognito: cognito as unknown as CognitoIdentityProviderClient,
      documents: documents as unknown as DynamoDBDocumentClient,
    },
    record: (userId: string) => items.get(itemKey(keys.account(userId))),
  };
}

const target = { userPoolId: 'us-east-1_test', tableName: 'table' };

describe('createAdminAccount', () => {
  it('creates a fresh admin: in the admin group only, approved, verified, listed with staff, no progress list', async () => {
    const backend = fakeBackend();
    const result = await createAdminAccount(backend.clients, { ...target, email: ' Ada@PhysicianContracts.org ', firstName: 'Ada', lastName: 'Ops' });
    expect(result).toMatchObject({ created: true, userId: 'sub-1' });
    const user = backend.users.get('ada@physiciancontracts.org')!;
    expect([...user.groups]).toEqual(['admin']);
    expect(user.password).toBe(result.password);
    const record = backend.record(result.userId)!;
    expect(record).toEqual({
      ...keys.account('sub-1'),
      ...keys.accountList('staff', record.joiningDate as number),
      userId: 'sub-1',
      email: 'ada@physiciancontracts.org',
      firstName: 'Ada',
      lastName: 'Ops',
      role: 'admin',
      approved: true,
      emailVerified: true,
      joiningDate: record.joiningDate,
    });
  });

  it.each(['physician', 'staff'] as const)(
    'takes over an existing %s when told to: sessions ended, new password and every e-mailed link gone before the promotion; admin only, role-specific keys gone, sessions ended again, audit item',
    async (role) => {
      const backend = fakeBackend();
      const joiningDate = 1_700_000_000_000;
      backend.users.set('bo@physiciancontracts.org', { sub: 'sub-bo', groups: new Set([role]), password: 'Old-password-1', totp: true });
      backend.items.set(`USER#sub-bo|ACCOUNT`, {
        ...keys.account('sub-bo'),
        ...keys.accountList(role, joiningDate),
        userId: 'sub-bo',
        email: 'bo@physiciancontracts.org',
        firstName: 'Bo',
        lastName: 'Smith',
        role,
        approved: role === 'physician',
        emailVerified: false,
        joiningDate,
        verificationSentAt: joiningDate,
        mfaEnabled: true,
        bio: 'Cardiologist in Ohio.',
        chaptersDone: new Set([2, 3]),
        ...(role === 'physician' ? { practiceState: 'OH', resident: false, years: '12', speciality: 'Cardiology' } : {}),
      });
      // Links e-mailed for the account (an undo link the squatter holds) and an address held for it; another user's link stays.
      backend.items.set('LINK#undo|LINK', { ...keys.linkToken('undo'), ...keys.userLinks('sub-bo', 'undo'), purpose: 'undoEmailChange' });
      backend.items.set('RESERVATION#x|EMAIL', { ...keys.emailReservation('x'), ...keys.userLinks('sub-bo', 'RESERVATION#x'), userId: 'sub-bo' });
      backend.items.set('LINK#other|LINK', { ...keys.linkToken('other'), ...keys.userLinks('sub-other', 'other'), purpose: 'verifyEmail' });

      const before = Date.now();
      const result = await createAdminAccount(backend.clients, {
        ...target,
        email: 'bo@physiciancontracts.org',
        firstName: 'Site',
        lastName: 'Admin',
        takeOver: { operator: 'ops-on-call' },
      });
      expect(result).toEqual({ userId: 'sub-bo', created: false, takenOver: true, password: expect.any(String) });

      const user = backend.users.get('bo@physiciancontracts.org')!;
      expect([...user.groups]).toEqual(['admin']);
      expect(user.password).toBe(result.password);
      expect(user.password).not.toBe('Old-password-1');
      expect(user.signedOutEverywhere).toBe(true);
      // The previous holder's authenticator no longer signs in; the admin sets up their own.
      expect(user.totp).toBe(false);
      expect(backend.items.get('USER#sub-bo|ACCOUNT')?.mfaEnabled).toBeUndefined();
      expect(user.attributes).toEqual({ email: 'bo@physiciancontracts.org', email_verified: 'true' });
      expect([...backend.items.keys()].filter((key) => !key.startsWith('USER#'))).toEqual(['LINK#other|LINK']);
      // Sessions end, the password changes and the links go before the promotion; sessions end again after it.
      const order = (name: string) => backend.sent.indexOf(name);
      expect(order('AdminUserGlobalSignOutCommand')).toBeLessThan(order('AdminSetUserPasswordCommand'));
      expect(order('AdminSetUserPasswordCommand')).toBeLessThan(order('BatchWriteCommand'));
      expect(order('AdminSetUserMFAPreferenceCommand')).toBeLessThan(order('AdminAddUserToGroupCommand'));
      expect(order('BatchWriteCommand')).toBeLessThan(order('AdminAddUserToGroupCommand'));
      expect(backend.sent.lastIndexOf('AdminUserGlobalSignOutCommand')).toBeGreaterThan(order('AdminAddUserToGroupCommand'));
      // The last cut-off comes after the last sign-out, so no token renewed before it survives.
      expect(backend.sent.lastIndexOf('UpdateCommand')).toBeGreaterThan(backend.sent.lastIndexOf('AdminUserGlobalSignOutCommand'));

      const record = backend.record('sub-bo')!;
      for (const attribute of practiceFieldNames) expect(record, attribute).not.toHaveProperty(attribute);
      // What a fresh admin's record holds, plus the person's own profile and progress.
      expect(record).toEqual({
        ...keys.account('sub-bo'),
        ...keys.accountList('staff', joiningDate),
        userId: 'sub-bo',
        email: 'bo@physiciancontracts.org',
        firstName: 'Bo',
        lastName: 'Smith',
        role: 'admin',
        approved: true,
        emailVerified: true,
        joiningDate,
        verificationSentAt: joiningDate,
        bio: 'Cardiologist in Ohio.',
        chaptersDone: new Set([2, 3]),
        sessionsValidAfter: record.sessionsValidAfter,
      });
      expect(record.sessionsValidAfter).toBeGreaterThanOrEqual(Math.floor(before / 1000));
      expect(record.sessionsValidAfter).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
      const audit = [...backend.items.values()].filter((item) => String(item.SK).startsWith('AUDIT#'));
      expect(audit).toEqual([
        {
          ...keys.auditEntry('sub-bo', audit[0]?.at as number),
          userId: 'sub-bo',
          action: 'adminTakeOver',
          operator: 'ops-on-call',
          at: expect.any(Number),
          email: 'bo@physiciancontracts.org',
        },
      ]);
    },
  );

  it('refuses an address that already has an account without --take-over, and changes nothing', async () => {
    const backend = fakeBackend();
    backend.users.set('squatter@physiciancontracts.org', { sub: 'sub-sq', groups: new Set(['physician']), password: 'Their-password-1' });
    const item = { ...keys.account('sub-sq'), userId: 'sub-sq', email: 'squatter@physiciancontracts.org', role: 'physician', approved: true };
    backend.items.set('USER#sub-sq|ACCOUNT', structuredClone(item));
    const sentBefore = backend.sent.length;

    const attempt = createAdminAccount(backend.clients, {
      ...target,
      email: 'squatter@physiciancontracts.org',
      firstName: 'Site',
      lastName: 'Admin',
    });
    await expect(attempt).rejects.toBeInstanceOf(AdminAccountExistsError);
    await expect(attempt).rejects.toMatchObject({ email: 'squatter@physiciancontracts.org', userId: 'sub-sq' });
    expect(backend.sent.slice(sentBefore)).toEqual(['AdminGetUserCommand']);
    expect([...backend.users.get('squatter@physiciancontracts.org')!.groups]).toEqual(['physician']);
    expect(backend.users.get('squatter@physiciancontracts.org')!.password).toBe('Their-password-1');
    expect(backend.record('sub-sq')).toEqual(item);
  });

  it('keeps the embedded bootstrap’s own admin (found again by its id) without a take-over', async () => {
    const backend = fakeBackend();
    const first = await createAdminAccount(backend.clients, {
      ...target,
      email: 'own@physiciancontracts.org',
      firstName: 'Site',
      lastName: 'Admin',
      password: 'Saved-password-1',
    });
    const again = await createAdminAccount(backend.clients, {
      ...target,
      email: 'own@physiciancontracts.org',
      firstName: 'Site',
      lastName: 'Admin',
      password: 'Saved-password-1',
      ownUserId: first.userId,
      takeOver: { operator: 'npm start' },
    });
    expect(again).toEqual({ userId: first.userId, created: false });
    expect(backend.sent).not.toContain('AdminUserGlobalSignOutCommand');
    expect([...backend.items.keys()].some((key) => key.includes('AUDIT#'))).toBe(false);
  });

  it('refuses a second run for the same address without --take-over, leaving the first admin as it was', async () => {
    const backend = fakeBackend();
    const first = await createAdminAccount(backend.clients, { ...target, email: 'cy@physiciancontracts.org', firstName: 'Cy', lastName: 'Ops' });
    const before = structuredClone(backend.record(first.userId));
    await expect(
      createAdminAccount(backend.clients, { ...target, email: 'cy@physiciancontracts.org', firstName: 'Cy', lastName: 'Ops' }),
    ).rejects.toBeInstanceOf(AdminAccountExistsError);
    expect(backend.record(first.userId)).toEqual(before);
    expect(backend.users.get('cy@physiciancontracts.org')!.password).toBe(first.password);
    expect([...backend.users.get('cy@physiciancontracts.org')!.groups]).toEqual(['admin']);
  });
});
