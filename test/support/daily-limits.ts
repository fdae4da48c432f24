import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { subjectHash } from '#functions/adapters/rate-limit-subject.ts';
import { keys } from '#functions/adapters/table.ts';
import { rateLimits } from '#functions/services/rate-limits.ts';
import { tableClient } from './clients';
import type { ProvidedStack } from './test-stack';

/** The actions counted per account alone: the daily allowances of upload forms, submissions and added offers. */
export const accountLimitedActions = Object.entries(rateLimits)
  .filter(([, limits]) => Object.keys(limits.max).join() === 'account')
  .map(([action]) => action);

/**
 * Gives an account a fresh day of its per-account allowances (functions/services/rate-limits.ts), as
 * the window's end would: for suites that use one physician for more uploads than a day allows, to
 * test something else (abuse-limits.integ.test.ts tests the limits themselves).
 */
export async function forgetDailyLimits(stack: ProvidedStack, userId: string): Promise<void> {
  const table = tableClient(stack);
  for (const action of accountLimitedActions) {
    await table.send(
      new DeleteCommand({ TableName: stack.resources.tableName, Key: keys.rateLimit(action, 'account', subjectHash('account', userId)) }),
    );
  }
}
