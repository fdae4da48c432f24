import { describeIssues } from '../../shared/api/errors';
import { updateMe } from '../../shared/api/routes/update-me';
import { profileSchemaFor } from '../../shared/forms/profile';
import { getAccount, updateProfile } from '../adapters/accounts';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';

export const handler = route(updateMe, async ({ principal, body }) => {
  const account = await getAccount(principal.userId);
  if (!account) throw notFound('Account not found.');
  // The contract accepts both forms; the caller's role decides which one applies.
  const parsed = profileSchemaFor(account.role).safeParse(body);
  if (!parsed.success) {
    const { message, fields } = describeIssues(parsed.error.issues, 'body');
    throw badRequest(message, fields);
  }
  const updated = await updateProfile(principal.userId, parsed.data);
  if (!updated) throw notFound('Account not found.');
  return updated;
});
