import type { ContactMessageForm } from '#shared/forms/contact.ts';
import { saveContactMessage } from '../adapters/contact-messages';

/** A contact message (spec §3), stored for the staff; the caller has counted it against the limits. */
export async function submitContactMessage(form: ContactMessageForm): Promise<{ messageId: string }> {
  const { messageId } = await saveContactMessage(form);
  return { messageId };
}
