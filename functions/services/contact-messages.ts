import type { ContactMessageForm } from '#shared/forms/contact.ts';
import { displayName } from '#shared/format.ts';
import * as dashboardMessages from '#shared/messages/dashboard.ts';
import type { Account } from '#shared/api/account.ts';
import type { ContactMessageFilter } from '#shared/api/contact-messages.ts';
import { listContactMessages, markContactMessageHandled, saveContactMessage } from '../adapters/contact-messages';
import { conflict, notFound, unknownCursor } from '../http/errors';

/** A contact message (spec §3), stored for the staff; the caller has counted it against the limits. */
export async function submitContactMessage(form: ContactMessageForm): Promise<{ messageId: string }> {
  const { messageId } = await saveContactMessage(form);
  return { messageId };
}

/** The Messages tab: a page of contact messages (all, or the unhandled ones), newest first. */
export async function readContactMessages(filter: ContactMessageFilter, cursor?: string) {
  const page = await listContactMessages(filter, cursor);
  if (!page) throw unknownCursor();
  return page;
}

/** Marks a message handled by `staff`, once: 404 for an unknown message, 409 when someone already did. */
export async function handleContactMessage(messageId: string, staff: Account) {
  const result = await markContactMessageHandled(messageId, { userId: staff.userId, name: displayName(staff) });
  if (result === 'missing') throw notFound(dashboardMessages.messageNotFound);
  if (result === 'alreadyHandled') throw conflict(dashboardMessages.messageAlreadyHandled);
  return result;
}
