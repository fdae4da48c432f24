import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../shared/api/account';
import type { RouteDefinition } from '../../shared/api/contract';

const stored: { account: Account | undefined } = { account: undefined };
vi.mock('../data/accounts', () => ({ getAccount: vi.fn(async () => stored.account) }));
const { authorizeAccount } = await import('./role-route');

const physicianRoute = { access: 'physician' } as RouteDefinition;
const staffRoute = { access: 'staff' } as RouteDefinition;
const principal = { userId: 'u-1', groups: ['physician'] };
const account = (overrides: Partial<Account>): Account => ({
  userId: 'u-1',
  email: 'dr@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'physician',
  approved: true,
  emailVerified: true,
  joiningDate: 1,
  chaptersDone: [],
  ...overrides,
});

describe('the record check behind role routes', () => {
  beforeEach(() => {
    stored.account = undefined;
  });

  it('lets a verified physician through to physician routes', async () => {
    stored.account = account({});
    await expect(authorizeAccount(principal, physicianRoute)).resolves.toMatchObject({ userId: 'u-1' });
  });

  it('refuses an unverified physician with 403, whatever the token says', async () => {
    stored.account = account({ emailVerified: false });
    await expect(authorizeAccount(principal, physicianRoute)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('refuses unapproved staff, and lets approved staff in unverified (spec §4)', async () => {
    stored.account = account({ role: 'staff', approved: false, emailVerified: true });
    await expect(authorizeAccount({ userId: 'u-1', groups: ['staff'] }, staffRoute)).rejects.toMatchObject({ statusCode: 403 });
    stored.account = account({ role: 'staff', approved: true, emailVerified: false });
    await expect(authorizeAccount({ userId: 'u-1', groups: ['staff'] }, staffRoute)).resolves.toBeDefined();
  });

  it('answers 404 when the account record is gone', async () => {
    await expect(authorizeAccount(principal, physicianRoute)).rejects.toMatchObject({ statusCode: 404 });
  });
});
