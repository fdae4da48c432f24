import * as authMessages from '#shared/messages/auth.ts';
import * as limitsMessages from '#shared/messages/limits.ts';

/**
 * The abuse limits, in one place: how many requests of each kind one e-mail address, one account
 * and one client (the viewer's address, clientAddress; an IPv6 client by its /64, clientKey) may
 * make per window. A request over any of them answers 429 and changes nothing. They are counted
 * before any other answer, so "e-mail in use" or "already verified" is learnt at most this fast.
 * Counters live in the table under RATELIMIT#<action>#<scope>#<hash>
 * (functions/adapters/rate-limit-counters.ts), never in clear.
 *
 * Why these numbers (one hour windows, fixed from the first request):
 * - per address 5: a person signs up, asks for a reset or a new link once, perhaps again after a
 *   typo or a lost mail; five is room for that, and caps what one address's inbox receives from us
 *   (the one-link-a-minute rule still applies within it).
 * - per client 20 (contact 5): a hospital or clinic network shares one address, so a client gets
 *   several people's worth; an attacker learns at most 20 "in use" answers an hour per address they
 *   hold. The contact form is rarer still and stores what it is sent.
 * - per account 5 (e-mail change): a signed-in account trying addresses learns "in use" at most
 *   five times an hour whatever network it comes from.
 * The cost of a per-address limit is that someone else can spend it: five requests lock an address
 * out of that action for at most an hour. The HTTP API's per-route throttles cap the total rate.
 *
 * Per-account daily limits on PDFs (issue 36 §4; one-day windows, fixed from the account's first
 * request, counted per signed-in physician, so no client and no origin secret: account-limits.ts).
 * Every submitted request and every offer added with a PDF starts a reading of the PDF (the
 * readContractTerms job: up to 120 s of a 2 GB Lambda) after a whole parse by the route (up to 25 s
 * at 1,769 MB), and every upload form lets 20 MB into the bucket; without a cap one account could
 * spend those without end. A physician asks for a consultation or review once or twice and compares
 * a handful of offers (at most 10 kept at once), so:
 * - request submissions 10 a day (both types together): far more than a physician sends in a day
 *   (one of each type, a wrong PDF sent again); and an upload form can be replayed for its 5 minutes,
 *   so the submissions need their own count beside the forms'.
 * - request upload forms 20 a day: one per submit attempt, so twice the submissions, for uploads
 *   cancelled or refused (a scan over 20 MB, a PDF with scripts) and tried again.
 * - offers added 20 a day (empty or with a PDF): every one of the 10 kept, removed and added again.
 * - offer upload forms 20 a day: one per offer added with a PDF.
 * So one account starts at most 30 readings a day (about an hour of the reader at its worst), and
 * nobody who uses the product as it is meant hits a limit. They are taken by the handler once the
 * route has checked the account and the body, before any work (no copy, no form, no record): a
 * refused request changes nothing and is not counted; the window lasts a day from the first
 * request, which Retry-After says.
 */

export type RateLimitScope = 'address' | 'account' | 'client';

export interface ActionLimits {
  /** Length of one counting window. */
  readonly windowSeconds: number;
  /** Requests allowed per window for each scope the action counts; a scope left out is not counted. */
  readonly max: Partial<Record<RateLimitScope, number>>;
  /** What a refused request is told (the same whichever counter refused it, so it says nothing about the address). */
  readonly message: string;
}

const hour = 3600;
const day = 24 * hour;

/** The per-account daily limits (see above), read by the messages that name them. */
export const dailyAccountLimits = { requestUploads: 20, requestSubmissions: 10, offerUploads: 20, offersAdded: 20 } as const;

/** One account's daily allowance of `limit`, refused with the catalogue's sentence naming it. */
const daily = (limit: keyof typeof dailyAccountLimits) =>
  ({
    windowSeconds: day,
    max: { account: dailyAccountLimits[limit] },
    message: limitsMessages[limit](dailyAccountLimits[limit]),
  }) satisfies ActionLimits;

export const rateLimits = {
  /** POST /signup and POST /staff-signup together; the address is the one signing up. */
  signup: { windowSeconds: hour, max: { address: 5, client: 20 }, message: limitsMessages.signup },
  /** POST /password-reset; the address is the one asked about, known or not. */
  passwordReset: { windowSeconds: hour, max: { address: 5, client: 20 }, message: limitsMessages.passwordReset },
  /** POST /email-verification/resend and POST /me/verification-email together; the address is the account's. */
  verificationResend: { windowSeconds: hour, max: { address: 5, client: 20 }, message: authMessages.tooManyAttempts },
  /** PUT /me/email; the address is the new one, the account the caller. */
  emailChange: { windowSeconds: hour, max: { account: 5, address: 5, client: 20 }, message: limitsMessages.emailChange },
  /** POST /contact-messages; the address is the sender's, as typed. */
  contact: { windowSeconds: hour, max: { address: 5, client: 5 }, message: limitsMessages.contact },
  /** POST /me/requests/upload: upload forms for request PDFs. */
  requestUpload: daily('requestUploads'),
  /** POST /me/requests/compensationConsult and POST /me/requests/contractReview together. */
  requestSubmission: daily('requestSubmissions'),
  /** POST /me/offers/upload: upload forms for offer PDFs. */
  offerUpload: daily('offerUploads'),
  /** POST /me/offers: offers added to compare, empty or with a PDF. */
  offerAdd: daily('offersAdded'),
} as const satisfies Record<string, ActionLimits>;

export type RateLimitedAction = keyof typeof rateLimits;
