import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { recordSuppression, type Suppression } from '../adapters/suppressions';

/**
 * SES's bounce and complaint events, as its configuration set publishes them to SNS (`eventType`;
 * identity notifications say `notificationType` and are read the same). Only what is used is parsed.
 */
const recipients = z.array(z.object({ emailAddress: z.string() }));
const feedbackSchema = z.object({
  eventType: z.optional(z.string()),
  notificationType: z.optional(z.string()),
  bounce: z.optional(
    z.object({ bounceType: z.string(), bounceSubType: z.optional(z.string()), bouncedRecipients: recipients, timestamp: z.optional(z.string()) }),
  ),
  complaint: z.optional(
    z.object({ complainedRecipients: recipients, complaintFeedbackType: z.optional(z.string()), timestamp: z.optional(z.string()) }),
  ),
});

/**
 * The suppressions one SES event calls for: every recipient of a permanent bounce (the address does
 * not exist or refuses mail for good) and of a complaint (marked as spam). Transient bounces (a full
 * mailbox) and other events call for none; a message that is not an SES event neither.
 */
export function suppressionsOf(message: string, now = Date.now()): Suppression[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return [];
  }
  const result = feedbackSchema.safeParse(parsed);
  if (!result.success) return [];
  const event = result.data;
  const type = event.eventType ?? event.notificationType;
  const at = (timestamp: string | undefined) => {
    const time = timestamp ? Date.parse(timestamp) : NaN;
    return Number.isFinite(time) ? time : now;
  };
  if (type === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    const { bounce } = event;
    return bounce.bouncedRecipients.map(({ emailAddress }) => ({
      email: emailAddress,
      reason: 'bounce' as const,
      detail: `Permanent/${bounce.bounceSubType ?? 'General'}`,
      at: at(bounce.timestamp),
    }));
  }
  if (type === 'Complaint' && event.complaint) {
    const { complaint } = event;
    return complaint.complainedRecipients.map(({ emailAddress }) => ({
      email: emailAddress,
      reason: 'complaint' as const,
      detail: complaint.complaintFeedbackType ?? 'complaint',
      at: at(complaint.timestamp),
    }));
  }
  return [];
}

/** Records the suppressions SES's events (SNS messages) call for; returns how many. */
export async function recordMailFeedback(messages: readonly string[], now = Date.now()): Promise<number> {
  const suppressions = messages.flatMap((message) => suppressionsOf(message, now));
  for (const suppression of suppressions) await recordSuppression(suppression);
  return suppressions.length;
}
