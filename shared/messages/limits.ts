/** Abuse limits (not in the spec): a refused request is told to wait; re-sends use auth.tooManyAttempts. */

export const signup = 'Too many sign-up attempts in a short time. Please try again in an hour.';
export const passwordReset = 'Too many password reset requests in a short time. Please try again in an hour.';
export const emailChange = 'Too many e-mail changes in a short time. Please try again in an hour.';
export const contact = 'You have sent several messages in a short time. Please try again in an hour.';
