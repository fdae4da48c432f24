/** The texts read as `messages.dashboard.*` (the catalogue and its rules: ../messages.ts). */
import type { TermFamily } from '../contract-terms/terms';

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
  // Issue 37: the findings named by the document they are from ("Offer letter terms", "Contract terms").
  titleOf: (document: string) => `${document.charAt(0).toUpperCase()}${document.slice(1)} terms`,
  settledTitleOf: (document: string) => `${document.charAt(0).toUpperCase()}${document.slice(1)} terms confirmed with the review`,
  settledNoneOf: (document: string) => `No ${document} terms were confirmed with this review.`,
  /** Beside Add term while it cannot add (issue 37): what is still missing. */
  addNeeds: (missing: { readonly term: boolean; readonly value: boolean; readonly page: boolean }) =>
    missing.term
      ? 'Choose a term, then type its value and the page it is on.'
      : missing.value && missing.page
        ? 'Type its value and the page it is on.'
        : missing.value
          ? 'Type its value.'
          : 'Type the page it is on.',
  /** Issue 37: an optional note to the physician on a settled or added term, shown under it on their page. */
  noteLabel: 'Note to the physician',
  noteLabelOf: (term: string) => `Note to the physician: ${term}`,
  noteCount: (used: number, max: number) => `${used} of ${max} characters`,
} as const;
// Not in the spec: a second staff member submits on a request someone already reviewed.
export const alreadyReviewed = 'This request has already been reviewed, so your feedback was not uploaded. Open it again to see the review.';
// Issue 29: the review desk (a request's own screen), its drafts kept on the server.
export const desk = {
  back: (table: string) => `Back to ${table}`,
  findings: 'Findings',
  /** The physician's PDF: "Contract (PDF)", "Offer letter (PDF)". */
  documentPdf: (document: string) => `${document.charAt(0).toUpperCase()}${document.slice(1)} (PDF)`,
  reviewPdf: 'Your review (PDF)',
  /** A file button's name: it opens the file in a new tab. */
  inNewTab: (file: string) => `${file}, in a new tab`,
  physiciansNote: "Physician's note",
  noNote: 'The physician left no note.',
  request: 'Request',
  pdfLoading: (document: string) => `Loading the ${document}…`,
  pdfFailed: (document: string, message: string) => `The ${document} could not be shown here: ${message}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pageCount: (pages: number) => `${pages} ${pages === 1 ? 'page' : 'pages'}`,
  showPage: (page: number) => `Show page ${page}`,
  backToFindings: 'Back to the findings',
  confirmSure: (count: number) => `Confirm the ${count} ${count === 1 ? 'finding' : 'findings'} the reader is sure of`,
  noneSure: 'No finding left that the reader is sure of',
  sure: 'Reader is sure',
  unsure: 'Check this one',
  correctedTo: (value: string, reader: string) => `Corrected to ${value} (reader: ${reader})`,
  keep: 'Keep',
  cancel: 'Cancel',
  draftSaving: 'Saving your decisions…',
  draftSaved: (time: string) => `Your decisions are saved (${time}).`,
  draftFailed: (message: string) => `Your decisions could not be saved: ${message}`,
  otherReviewer: (name: string, time: string) =>
    `${name} is also working on this request (last change ${time}). Their decisions are shown here; yours are saved over them.`,
  deliverTitle: 'Deliver the review',
  submitReview: 'Submit review',
  unopenedTitle: (document: string) => `Deliver without opening the ${document}?`,
  unopenedText: (document: string) => `You have not opened this ${document}, on this desk or through its link. Deliver your review anyway?`,
  deliverAnyway: 'Deliver anyway',
  openDocument: (document: string) => `Open the ${document}`,
  shortcutsTitle: 'Keyboard shortcuts',
  accessed: (name: string, file: 'upload' | 'review', when: string) =>
    `${name} opened ${file === 'review' ? 'the review' : "the physician's PDF"} on ${when}`,
  noAccesses: 'Nobody from the staff has opened these files yet.',
  openedLog: 'Files opened',
  // Issue 38: how the reader found a finding (its family, rule and matched words), for staff only.
  howRead: 'How it was read',
  foundBy: (family: string, rule: string, matched: string | undefined) =>
    `Found by the ${family} rule '${rule}'${matched ? `, matching "${matched}"` : ''}.`,
  traceFamily: 'Family',
  traceRule: 'Rule',
  traceMatched: 'Matched',
  traceEntry: 'Vocabulary entry',
  traceFamilies: {
    pay: 'pay',
    productivity: 'productivity',
    bonuses: 'bonuses and repayment',
    term: 'term and renewal',
    covenants: 'covenants',
    insurance: 'insurance',
    notice: 'notice and cure',
    timeOff: 'time off and CME',
    call: 'call',
  } satisfies Record<TermFamily, string>,
} as const;
export const draftAfterReview = 'This request has already been reviewed, so your decisions were not kept. Open it again to see the review.';
export const feedbackFile = 'Your review (PDF)';
export const noRequests = 'No requests found.';
export const fetchUsersFailure = (error: string) => `Error fetching users: ${error}`;
export const retrieveFilesFailure = (error: string) => `Error retrieving files: ${error}`;
export const retrieveDownloadUrlsFailure = (error: string) => `Error retrieving download URLs: ${error}`;
export const staffUpdateFailure = (message: string) => `Error: ${message}`;
// The spec asks for a confirmation but does not show its text.
export const confirmDeleteUser = 'Are you sure you want to delete this user? This cannot be undone.';
// One result is "Showing 1 result" (issue 29); the spec's "Showing N results" otherwise.
export const showingResults = (count: number) => `Showing ${count} ${count === 1 ? 'result' : 'results'}`;
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
// Staff waiting for approval (issue 29): Settings' tab and heading.
export const awaitingApproval = (count: number) =>
  count === 0 ? 'No staff account waits for approval.' : `${count} staff ${count === 1 ? 'account waits' : 'accounts wait'} for your approval.`;
export const awaitingApprovalTab = (count: number) => `${count} waiting for approval`;
// Wide tables on a small screen (issue 29).
export const scrollCue = 'Scroll the table sideways to see every column.';
export const scrollsSideways = 'scrolls sideways';
// Settings' Reset two-step (issue 29: a lost phone).
export const resetTwoStep = 'Reset two-step';
export const resetTwoStepTitle = 'Reset two-step sign-in';
export const confirmResetTwoStep =
  'Their authenticator app will no longer sign them in, every session of theirs ends, and they set two-step sign-in up again with a new app at their next sign-in. We e-mail them that it was reset. Do this only once you are sure who is asking.';
export const twoStepWasReset = (name: string) => `Two-step sign-in of ${name} was reset: they set it up again at their next sign-in.`;
export const resetTwoStepFailure = (message: string) => `Error: ${message}`;
export const cannotResetOwnTwoStep = 'You cannot reset your own two-step sign-in here: ask another admin.';
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
// Issue 37: the Settings tab's name with its count in words (the count alone read "Settings1").
export const settingsTabName = (count: number) => `Settings, ${count} staff ${count === 1 ? 'member' : 'members'} awaiting approval`;
