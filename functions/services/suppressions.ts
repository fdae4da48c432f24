import * as dashboardMessages from '#shared/messages/dashboard.ts';
import { deleteSuppression, listSuppressions } from '../adapters/suppressions';
import { notFound, unknownCursor } from '../http/errors';

/** The admins' list of addresses the product stopped mailing, newest first. */
export async function readSuppressions(cursor?: string) {
  const page = await listSuppressions(cursor);
  if (!page) throw unknownCursor();
  return page;
}

/**
 * Lifts a suppression: the product mails the address again (an admin's call, e.g. after the person
 * fixed their mailbox). SES's account-level suppression list is separate and is not touched here.
 */
export async function liftSuppression(suppressionId: string): Promise<void> {
  if (!(await deleteSuppression(suppressionId))) throw notFound(dashboardMessages.suppressionNotFound);
}
