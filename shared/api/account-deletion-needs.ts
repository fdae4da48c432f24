import type { RouteNeeds } from './route-definition';

/**
 * What deleting an account touches (functions/services/account-deletion.ts), declared once for the
 * two routes that run it: DELETE /me and the admin's DELETE /users/{userId}.
 */
export const accountDeletionNeeds = {
  // The user's partition, and the e-mailed links and held addresses found through the user's list of
  // them; the staff tables' counters (each request is uncounted as it is deleted).
  table: { access: 'write', partitions: ['USER', 'LINK', 'RESERVATION', 'COUNTER'], lists: ['LINKS'] },
  uploads: [
    { prefix: 'avatars/', uses: ['list', 'delete'] },
    { prefix: 'requests/', uses: ['list', 'delete'] },
    // Offers added to compare them (issue 30).
    { prefix: 'offers/', uses: ['list', 'delete'] },
    { prefix: 'staging/avatars/', uses: ['list', 'delete'] },
    { prefix: 'staging/requests/', uses: ['list', 'delete'] },
    { prefix: 'staging/offers/', uses: ['list', 'delete'] },
    // The reviews of the user's requests, under the reviewing staff member's prefix (named by each record).
    { prefix: 'staff/', uses: ['delete'] },
  ],
  // AdminGetUser: the address (or the pool user) a retry finds when the record went in an earlier try.
  userPool: ['AdminGetUser', 'AdminDeleteUser'],
} as const satisfies RouteNeeds;
