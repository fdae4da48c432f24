/** Forgot password and the reset link's page (not shown in the spec beyond §8's two rows). */

export const title = 'Forgot password';
export const send = 'Send reset link';
export const resetTitle = 'Choose a new password';
export const resetButton = 'Set new password';
export const done = 'Your password has been changed. You can now log in with it.';
export const expired = 'This password reset link has expired. Ask for a new one.';
export const used = 'This password reset link has already been used. Ask for a new one if you need it.';
export const invalid = 'This password reset link is not valid. Ask for a new one.';
