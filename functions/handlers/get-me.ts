import { contract } from '../../shared/api/contract';
import { getAccount } from '../data/accounts';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';

export const handler = route(contract.getMe, async ({ principal }) => {
  const account = await getAccount(principal.userId);
  if (!account) throw notFound('Account not found.');
  return account;
});
