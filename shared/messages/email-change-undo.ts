/** The undo link e-mailed to the old address after an e-mail change (not in the spec). */

export const title = 'Restore your e-mail address';
export const explain =
  'Your sign-in e-mail was changed. If it was not you, restore your previous address and choose a new password: whoever changed it knows the old one. Every session of the account is then signed out.';
export const button = 'Restore my e-mail address';
export const restoring = 'Restoring…';
export const restored =
  'Your e-mail address has been restored, your password changed and every session of your account signed out. Please log in with your new password.';
export const expired = 'This link has expired. Contact us if you still need to restore your e-mail address.';
export const used = 'This link has already been used.';
export const invalid = 'This link is not valid.';
export const taken = 'Another account now uses this e-mail address, so it cannot be restored. Please contact us.';
