/** Changing the sign-in e-mail (spec §2 Edit Profile: verification needed again). */

export const button = 'Change e-mail';
export const sent = (email: string) => `A verification link has been sent to ${email}. Please check your email!`;
export const inUse = 'Another account already uses this e-mail.';
export const same = 'This is already your e-mail.';
// Not in the spec: each change e-mails a link, so changes are at most one a minute.
export const tooSoon = 'You changed your e-mail a moment ago. Please wait a minute before changing it again.';
