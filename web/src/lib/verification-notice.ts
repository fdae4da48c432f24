import type { RouteResponse } from '#shared/api/route-definition.ts';
import type { resendVerificationEmail } from '#shared/api/routes/resend-verification-email.ts';
import * as messages from '#shared/messages.ts';

type ResendStatus = RouteResponse<typeof resendVerificationEmail>['status'];

/** What a re-sent verification link's outcome tells the person (verify page, profile). */
export function resendNotice(status: ResendStatus): { tone: 'success' | 'info' | 'error'; text: string } {
  switch (status) {
    case 'sent':
      return { tone: 'success', text: messages.verification.newLinkSent };
    case 'alreadyVerified':
      return { tone: 'success', text: messages.verification.alreadyVerified };
    case 'delayed':
      return { tone: 'info', text: messages.verification.linkDelayed };
    case 'blocked':
      return { tone: 'error', text: messages.verification.mailBlocked };
  }
}
