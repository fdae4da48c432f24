import type { Account } from '../../shared/api/account';
import type { RouteDefinition } from '../../shared/api/route-definition';
import { getAccount } from '../data/accounts';
import { forbidden, notFound } from './errors';
import type { Principal } from './principal';

/**
 * The record check behind every role route: the account must exist, hold the role, and be
 * approved (staff, admin) or verified (physician). Run on every call, so a revoked approval or a
 * deleted account is refused at once, not when the token expires.
 */
export async function authorizeAccount(principal: Principal, route: RouteDefinition): Promise<Account> {
  const account = await getAccount(principal.userId);
  if (!account) throw notFound('Account not found.');
  const allowed =
    route.access === 'physician'
      ? account.role === 'physician' && account.emailVerified
      : route.access === 'staff'
        ? (account.role === 'staff' || account.role === 'admin') && account.approved
        : route.access === 'admin'
          ? account.role === 'admin' && account.approved
          : true;
  if (!allowed) throw forbidden();
  return account;
}
