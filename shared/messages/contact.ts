/** The texts read as `messages.contact.*` (the catalogue and its rules: ../messages.ts). */

export const success = 'Your message has been submitted!';
export const failure = (message: string) => `An error occurred: ${message}`;
