import { updateOf } from './table';
import * as keys from './table-keys';

/**
 * The update that ends every session of a user begun before `now`: the route factory refuses an
 * access token whose `auth_time` (when its session began, epoch seconds) is earlier than the
 * record's `sessionsValidAfter`.
 * Seconds, because tokens carry seconds. No AWS client here, so the handlers (functions/adapters/
 * accounts.ts) and the create-admin script, which has its own clients, send the same update.
 */
export function sessionsValidAfterUpdate(userId: string, now: number) {
  return {
    Key: keys.account(userId),
    ...updateOf({ sessionsValidAfter: Math.floor(now / 1000) }, { condition: 'attribute_exists(PK)' }),
  };
}
