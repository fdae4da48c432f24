/** Abuse limits (not in the spec): a refused request is told to wait; re-sends use auth.tooManyAttempts. */

export const signup = 'Too many sign-up attempts in a short time. Please try again in an hour.';
export const passwordReset = 'Too many password reset requests in a short time. Please try again in an hour.';
export const emailChange = 'Too many e-mail changes in a short time. Please try again in an hour.';
export const contact = 'You have sent several messages in a short time. Please try again in an hour.';

/*
 * Per-account daily limits on what starts a PDF's checks and reading (issue 36 §4); each names its
 * limit. The window is a day from the account's first such request; Retry-After says exactly when.
 */
export const requestUploads = (max: number) => `You can upload at most ${max} request PDFs a day. Please try again tomorrow.`;
export const requestSubmissions = (max: number) => `You can submit at most ${max} requests a day. Please try again tomorrow.`;
export const offerUploads = (max: number) => `You can upload at most ${max} offer PDFs a day. Please try again tomorrow.`;
export const offersAdded = (max: number) => `You can add at most ${max} offers a day. Please try again tomorrow.`;
