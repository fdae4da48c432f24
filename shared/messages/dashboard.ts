/** The texts read as `messages.dashboard.*` (the catalogue and its rules: ../messages.ts). */

export const feedbackSuccess = 'Your feedback has been successfully uploaded!';
// Not in the spec: staff settle the contract reader's findings before they deliver (issue 17).
export const terms = {
  title: 'Contract terms',
  intro:
    'Settle every term the reader found, the least sure first: confirm it, correct its value, or mark it not in the contract. Add any it missed.',
  pending:
    'The reader has not finished with this PDF yet. You can add terms by hand, or close and reopen this request in a moment to settle its findings.',
  scan: 'This PDF is a scan, so the reader found nothing. Add the terms by hand as you read it.',
  /** A scan read by OCR (issue 28). */
  scanRead:
    'This PDF is a scan, read by character recognition: check every value against its page before you confirm it (the least sure come first). Add any it missed.',
  scanLimited: (read: number, pages: number) => `Only its first ${read} of ${pages} pages were read: read the rest yourself.`,
  fromScan: 'read from a scan',
  none: 'The reader found none of the terms it looks for. Add any it missed.',
  confirm: 'Confirm',
  edit: 'Edit',
  notInContract: 'Not in contract',
  undo: 'Undo',
  remove: 'Remove',
  add: 'Add term',
  addTitle: 'Add a term the reader missed',
  term: 'Term',
  value: 'Value',
  page: 'Page',
  quote: 'Quote (optional)',
  readerFound: (value: string, page: number) => `Reader: ${value}, page ${page}`,
  settledAs: { confirmed: 'Confirmed', corrected: 'Corrected', notInContract: 'Not in contract', added: 'Added' },
  progress: (settled: number, total: number) =>
    settled === total ? `All ${total} findings settled.` : `${settled} of ${total} findings settled: settle every finding to submit.`,
  settledTitle: 'Contract terms confirmed with the review',
  settledNone: 'No contract terms were confirmed with this review.',
  lastPage: (pages: number) => `The PDF has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
} as const;
// Not in the spec: a second staff member submits on a request someone already reviewed.
export const alreadyReviewed = 'This request has already been reviewed, so your feedback was not uploaded. Open it again to see the review.';
// Issue 29: drafts kept on the server, and the desk's words.
export const draftAfterReview = 'This request has already been reviewed, so your decisions were not kept. Open it again to see the review.';
export const feedbackFile = 'Your review (PDF)';
export const noRequests = 'No requests found.';
export const fetchUsersFailure = (error: string) => `Error fetching users: ${error}`;
export const retrieveFilesFailure = (error: string) => `Error retrieving files: ${error}`;
export const retrieveDownloadUrlsFailure = (error: string) => `Error retrieving download URLs: ${error}`;
export const staffUpdateFailure = (message: string) => `Error: ${message}`;
// The spec asks for a confirmation but does not show its text.
export const confirmDeleteUser = 'Are you sure you want to delete this user? This cannot be undone.';
export const showingResults = (count: number) => `Showing ${count} results`;
// Settings' Apply (not in the spec's catalogue; shown after "Error: ").
export const staffChangedMeanwhile =
  'These staff accounts were changed by someone else since you loaded them. The table shows them now; make your changes again and Apply.';
export const cannotDemoteSelf = 'You cannot remove your own admin role or approval.';
export const notStaffAccount = 'This account is not a staff account.';
export const approveVerifiedOnly = 'Only staff whose e-mail is verified can be approved.';
export const approveTwoStepOnly = 'Only staff who have set up two-step sign-in can be approved: they do it at their first sign-in.';
export const groupChangeFailed = 'The sign-in groups could not be changed, so nothing was applied. Please try again.';
export const applied = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} applied.`;
export const noPendingChanges = 'No changes to apply.';
// User Settings' Delete (not in the spec's catalogue).
export const cannotDeleteSelf = 'You cannot delete your own account here. Use Delete Account in your profile.';
export const cannotDeleteStaff = 'Staff and admin accounts are not deleted here: remove their approval in Settings.';
export const userNotFound = 'This user no longer exists.';
export const userDeleted = (name: string) => `${name} has been deleted.`;
export const deleteUserFailure = (message: string) => `Error: ${message}`;
// Messages (not in the spec's catalogue).
export const messageNotFound = 'This message no longer exists.';
export const messageAlreadyHandled = 'Someone already marked this message handled.';
export const noMessages = 'No messages yet.';
export const noUnhandledMessages = 'No unhandled messages.';
export const fetchMessagesFailure = (error: string) => `Error fetching messages: ${error}`;
// Suppressions (not in the spec's catalogue).
export const suppressionNotFound = 'This address is no longer suppressed.';
export const noSuppressions = 'No address is suppressed.';
export const fetchSuppressionsFailure = (error: string) => `Error fetching suppressed addresses: ${error}`;
export const suppressionLifted = (email: string) => `The product will mail ${email} again.`;
