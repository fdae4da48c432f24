/** The texts read as `messages.content.*` (the catalogue and its rules: ../messages.ts). */

export const anonymousModal = 'To continue reading subsequent chapters and access additional features, we kindly request you to create an account.';
export const createNewAccount = 'Create New Account';
export const cancel = 'Cancel';
export const currentlyPlaying = (chapter: number) => `Currently Playing: Chapter ${chapter}`;
export const upNext = 'UP NEXT';
export const noChaptersRemaining = 'No chapters remaining!';
export const noChaptersCovered = 'No chapters covered yet!';
export const progressFailure = (message: string) => `An error occurred while updating your chapter progress: ${message}`;
// The player (not in the spec's catalogue).
export const loadFailure = (chapter: number) => `Chapter ${chapter} could not be loaded. Check your connection and try again.`;
export const retry = 'Try again';
export const membersOnly = 'Chapters 2 to 13 are for physicians with a verified account.';
export const completed = 'Completed';
export const resumeAt = (time: string) => `Resume at ${time}`;
export const transcript = 'Transcript';
export const shortcuts = 'Keyboard shortcuts';
