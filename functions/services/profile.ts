import type { Account } from '#shared/api/account.ts';
import { describeIssues } from '#shared/api/errors.ts';
import { profileSchemaFor } from '#shared/forms/profile.ts';
import { getAccount, updateProfile } from '../adapters/accounts';
import { badRequest, notFound } from '../http/errors';

/** The caller's own profile edit: the contract accepts both forms; the caller's role decides which one applies. */
export async function editProfile(userId: string, input: unknown): Promise<Account> {
  const account = await getAccount(userId);
  if (!account) throw notFound('Account not found.');
  const parsed = profileSchemaFor(account.role).safeParse(input);
  if (!parsed.success) {
    const { message, fields } = describeIssues(parsed.error.issues, 'body');
    throw badRequest(message, fields);
  }
  const updated = await updateProfile(userId, parsed.data);
  if (!updated) throw notFound('Account not found.');
  return updated;
}
