import { describe, expect, it } from 'vitest';
import * as messages from './messages';

type Leaf = string | ((arg: never) => string);

// [catalogue path, the text (functions called with a sample), the spec's exact text].
const table: ReadonlyArray<readonly [string, string, string]> = [
  // §8 error catalogue
  ['auth.tooManyAttempts', messages.auth.tooManyAttempts, 'Please check your email for an existing verification link!'],
  ['auth.loginOther', messages.auth.loginOther('Bad things'), 'An error occured: Bad things'],
  ['auth.emailNotVerified', messages.auth.emailNotVerified, 'Email not verified! A verification link has been re-sent. Please check your email!'],
  [
    'auth.emailNotVerifiedLinkDelayed',
    messages.auth.emailNotVerifiedLinkDelayed,
    'Email not verified! We could not send a new verification link just now; it will follow as soon as we can. Please check your email later!',
  ],
  [
    'auth.emailNotVerifiedMailBlocked',
    messages.auth.emailNotVerifiedMailBlocked,
    'Email not verified! We cannot send e-mail to this address: earlier e-mail to it bounced or was reported as spam. Please contact staff to have it checked.',
  ],
  ['auth.staffNotApproved', messages.auth.staffNotApproved, 'Your staff account is not approved! Please request the administrator for approval.'],
  ['auth.unverifiedAccount', messages.auth.unverifiedAccount, 'Unverified Account! Please click the verification link sent to your email address!'],
  ['auth.resetSuccess', messages.auth.resetSuccess, 'A password reset link has been sent to your email!'],
  ['auth.resetFailure', messages.auth.resetFailure('user not found'), "Couldn't reset your password: user not found"],
  ['auth.signOutFailure', messages.auth.signOutFailure('offline'), 'Error signing out: offline'],
  ['auth.fetchUserDataFailed', messages.auth.fetchUserDataFailed, 'Error fetching user data'],
  ['auth.sessionEnded', messages.auth.sessionEnded, 'Your session has ended. Please log in again.'],
  [
    'auth.verifyEmailFirst',
    messages.auth.verifyEmailFirst,
    'Please verify your e-mail address first: use the link sent to you, or log in again to receive a new one.',
  ],
  ['signup.success', messages.signup.success, 'Please check your email for the verification link!'],
  ['requests.uploadFailure', messages.requests.uploadFailure('quota exceeded'), 'Error: quota exceeded'],
  ['requests.consultSuccess', messages.requests.consultSuccess, 'Consultation request submitted successfully!'],
  ['requests.reviewSuccess', messages.requests.reviewSuccess, 'Review request submitted successfully!'],
  ['contact.success', messages.contact.success, 'Your message has been submitted!'],
  ['contact.failure', messages.contact.failure('offline'), 'An error occurred: offline'],
  ['content.progressFailure', messages.content.progressFailure('denied'), 'An error occurred while updating your chapter progress: denied'],
  [
    'content.anonymousModal',
    messages.content.anonymousModal,
    'To continue reading subsequent chapters and access additional features, we kindly request you to create an account.',
  ],
  ['content.createNewAccount', messages.content.createNewAccount, 'Create New Account'],
  ['content.cancel', messages.content.cancel, 'Cancel'],
  ['profile.wrongCurrentPassword', messages.profile.wrongCurrentPassword, 'Invalid current password. Please try again!'],
  ['profile.currentPasswordAttempts', messages.profile.currentPasswordAttempts, 'Too many attempts. Please wait a few minutes and try again.'],
  ['profile.weakPassword', messages.profile.weakPassword, 'Password is too weak. Please try again!'],
  ['profile.passwordOther', messages.profile.passwordOther('oops'), 'An error occured: oops'],
  ['profile.saved', messages.profile.saved, 'Profile updated successfully!'],
  ['profile.userNotFound', messages.profile.userNotFound, 'Error: User not found!'],
  ['profile.accountDeleted', messages.profile.accountDeleted, 'Your account has been deleted'],
  [
    'profile.accountDeleteFailure',
    messages.profile.accountDeleteFailure('token expired'),
    'An error occurred while deleting the account, please login again token expired',
  ],
  ['dashboard.feedbackSuccess', messages.dashboard.feedbackSuccess, 'Your feedback has been successfully uploaded!'],
  ['dashboard.fetchUsersFailure', messages.dashboard.fetchUsersFailure('boom'), 'Error fetching users: boom'],
  ['dashboard.retrieveFilesFailure', messages.dashboard.retrieveFilesFailure('boom'), 'Error retrieving files: boom'],
  ['dashboard.retrieveDownloadUrlsFailure', messages.dashboard.retrieveDownloadUrlsFailure('boom'), 'Error retrieving download URLs: boom'],
  ['dashboard.staffUpdateFailure', messages.dashboard.staffUpdateFailure('denied'), 'Error: denied'],
  // §2 and §5 fixed texts
  [
    'signup.passwordHint',
    messages.signup.passwordHint,
    'Password must be at least 10 characters long and include a number, a capital letter and a special character.',
  ],
  ['signup.passwordsDoNotMatch', messages.signup.passwordsDoNotMatch, 'Passwords do not match'],
  ['signup.staffTitle', messages.signup.staffTitle, 'Create New Staff Account'],
  ['signup.loginLink', messages.signup.loginLink, 'Already have an account? Login Now!'],
  ['profile.confirmDeleteAccount', messages.profile.confirmDeleteAccount, 'Are you sure you want to delete your account? This cannot be undone.'],
  ['profile.specialityPlaceholder', messages.profile.specialityPlaceholder, 'Select speciality'],
  ['profile.saveProfile', messages.profile.saveProfile, 'Save Profile'],
  ['profile.updatePassword', messages.profile.updatePassword, 'Update Password'],
  // Texts the spec does not show (its picture buttons did nothing; no password success text).
  // Abuse limits (not in the spec).
  ['limits.signup', messages.limits.signup, 'Too many sign-up attempts in a short time. Please try again in an hour.'],
  ['limits.passwordReset', messages.limits.passwordReset, 'Too many password reset requests in a short time. Please try again in an hour.'],
  ['limits.emailChange', messages.limits.emailChange, 'Too many e-mail changes in a short time. Please try again in an hour.'],
  ['limits.contact', messages.limits.contact, 'You have sent several messages in a short time. Please try again in an hour.'],
  ['profile.pictureUpdated', messages.profile.pictureUpdated, 'Your profile picture has been updated.'],
  ['profile.pictureDeleted', messages.profile.pictureDeleted, 'Your profile picture has been removed.'],
  ['profile.pictureRejected', messages.profile.pictureRejected, 'Please choose a PNG or JPEG picture of at most 2 MB.'],
  ['profile.passwordUpdated', messages.profile.passwordUpdated, 'Your password has been updated.'],
  ['profile.uploadNewPicture', messages.profile.uploadNewPicture, 'Upload new picture'],
  ['profile.deletePicture', messages.profile.deletePicture, 'Delete'],
  // The contract reader's findings (issue 17; not in the spec).
  ['contractTerms.title', messages.contractTerms.title('contract'), 'What we found in your contract'],
  ['contractTerms.confirmedTitle', messages.contractTerms.confirmedTitle('contract'), 'The terms of your contract, confirmed by our reviewer'],
  ['contractTerms.automatic', messages.contractTerms.automatic, 'An automatic reading, not advice: our reviewer has not confirmed it yet.'],
  ['contractTerms.reading', messages.contractTerms.reading('contract'), 'We are reading your contract…'],
  [
    'contractTerms.scan',
    messages.contractTerms.scan,
    'Your PDF looks like a scan (pictures of pages), so we could not read its words automatically. That is fine: our reviewer reads every page.',
  ],
  [
    'contractTerms.nothingFound',
    messages.contractTerms.nothingFound,
    'We did not find the terms we look for in this PDF. Our reviewer reads every page.',
  ],
  [
    'contractTerms.stillReading',
    messages.contractTerms.stillReading,
    'Reading is taking longer than usual. Our reviewer reads every page either way; check back later.',
  ],
  ['contractTerms.loadFailure', messages.contractTerms.loadFailure('timeout'), 'Error: timeout'],
  ['contractTerms.page', messages.contractTerms.page(3), 'Page 3'],
  [
    'contractTerms.learn',
    messages.contractTerms.learn(8, 'Non-compete and non-solicitation'),
    'Learn more: chapter 8, Non-compete and non-solicitation',
  ],
  ['contractTerms.productivityTitle', messages.contractTerms.productivityTitle, 'Checking the productivity math'],
  [
    'contractTerms.productivityLate',
    messages.contractTerms.productivityLate('5,889', '6,100', '$45', '$265,000'),
    'At $45 per wRVU, your base of $265,000 already pays for about 5,889 wRVUs a year. Your threshold is 6,100 wRVUs, higher than that: productivity pay starts later than your base implies. This is commonly negotiated.',
  ],
  [
    'contractTerms.productivityFair',
    messages.contractTerms.productivityFair('4,000', '4,000', '$50', '$200,000'),
    'At $50 per wRVU, your base of $200,000 pays for about 4,000 wRVUs a year, and your threshold is 4,000 wRVUs: productivity pay starts no later than your base implies.',
  ],
  // Staff settle the reader's findings; the physician sees them confirmed (issue 17; not in the spec).
  ['contractTerms.confirmedNote', messages.contractTerms.confirmedNote('contract'), 'Our reviewer checked every term below against your contract.'],
  [
    'contractTerms.readFromScan',
    messages.contractTerms.readFromScan,
    'Your PDF is a scan (pictures of pages), so we read it by character recognition, which can misread a figure. Check each value against its page; our reviewer checks every one.',
  ],
  [
    'contractTerms.scanLimited',
    messages.contractTerms.scanLimited(10, 14),
    'We read the first 10 of its 14 pages automatically. Our reviewer reads every page.',
  ],
  ['contractTerms.fromScanBadge', messages.contractTerms.fromScanBadge, 'read from a scan'],
  ['contractTerms.confirmedBadge', messages.contractTerms.confirmedBadge, 'confirmed by our reviewer'],
  ['contractTerms.confirmedNothing', messages.contractTerms.confirmedNothing, 'Our reviewer did not find the terms we look for in this PDF.'],
  ['contractTerms.notFoundTitle', messages.contractTerms.notFoundTitle, 'Not found'],
  ['contractTerms.notFoundAutomatic', messages.contractTerms.notFoundAutomatic, 'not found by the automatic reading'],
  ['contractTerms.notInContract', messages.contractTerms.notInContract, 'not in the contract'],
  ['contractTerms.notFoundIntro', messages.contractTerms.notFoundIntro, 'We also looked for these terms:'],
  ['dashboard.terms.title', messages.dashboard.terms.title, 'Contract terms'],
  [
    'dashboard.terms.intro',
    messages.dashboard.terms.intro,
    'Settle every term the reader found, the least sure first: confirm it, correct its value, or mark it not in the contract. Add any it missed.',
  ],
  [
    'dashboard.terms.pending',
    messages.dashboard.terms.pending,
    'The reader has not finished with this PDF yet. You can add terms by hand, or close and reopen this request in a moment to settle its findings.',
  ],
  ['dashboard.terms.scan', messages.dashboard.terms.scan, 'This PDF is a scan, so the reader found nothing. Add the terms by hand as you read it.'],
  [
    'dashboard.terms.scanRead',
    messages.dashboard.terms.scanRead,
    'This PDF is a scan, read by character recognition: check every value against its page before you confirm it (the least sure come first). Add any it missed.',
  ],
  ['dashboard.terms.scanLimited', messages.dashboard.terms.scanLimited(10, 14), 'Only its first 10 of 14 pages were read: read the rest yourself.'],
  ['dashboard.terms.fromScan', messages.dashboard.terms.fromScan, 'read from a scan'],
  ['dashboard.terms.none', messages.dashboard.terms.none, 'The reader found none of the terms it looks for. Add any it missed.'],
  ['dashboard.terms.confirm', messages.dashboard.terms.confirm, 'Confirm'],
  ['dashboard.terms.edit', messages.dashboard.terms.edit, 'Edit'],
  ['dashboard.terms.notInContract', messages.dashboard.terms.notInContract, 'Not in contract'],
  ['dashboard.terms.undo', messages.dashboard.terms.undo, 'Undo'],
  ['dashboard.terms.remove', messages.dashboard.terms.remove, 'Remove'],
  ['dashboard.terms.add', messages.dashboard.terms.add, 'Add term'],
  ['dashboard.terms.addTitle', messages.dashboard.terms.addTitle, 'Add a term the reader missed'],
  ['dashboard.terms.term', messages.dashboard.terms.term, 'Term'],
  ['dashboard.terms.value', messages.dashboard.terms.value, 'Value'],
  ['dashboard.terms.page', messages.dashboard.terms.page, 'Page'],
  ['dashboard.terms.quote', messages.dashboard.terms.quote, 'Quote (optional)'],
  ['dashboard.terms.settledTitle', messages.dashboard.terms.settledTitle, 'Contract terms confirmed with the review'],
  ['dashboard.terms.settledNone', messages.dashboard.terms.settledNone, 'No contract terms were confirmed with this review.'],
  ['dashboard.terms.settledAs.confirmed', messages.dashboard.terms.settledAs.confirmed, 'Confirmed'],
  ['dashboard.terms.settledAs.corrected', messages.dashboard.terms.settledAs.corrected, 'Corrected'],
  ['dashboard.terms.settledAs.notInContract', messages.dashboard.terms.settledAs.notInContract, 'Not in contract'],
  ['dashboard.terms.settledAs.added', messages.dashboard.terms.settledAs.added, 'Added'],
  ['dashboard.terms.readerFound', messages.dashboard.terms.readerFound('$250,000 a year', 2), 'Reader: $250,000 a year, page 2'],
  ['dashboard.terms.progress', messages.dashboard.terms.progress(2, 5), '2 of 5 findings settled: settle every finding to submit.'],
  ['dashboard.terms.lastPage', messages.dashboard.terms.lastPage(1), 'The PDF has 1 page.'],
  // Request uploads, the server's PDF check, staff on a physician-only screen, withdrawing (not in the spec).
  ['requests.pdfTooLarge', messages.requests.pdfTooLarge, 'Please upload a PDF of at most 20 MB.'],
  [
    'requests.pdfUnreadable',
    messages.requests.pdfUnreadable,
    'This file is not a readable PDF. Please export the document as a PDF again and upload that file.',
  ],
  ['requests.pdfEncrypted', messages.requests.pdfEncrypted, 'This PDF is password-protected. Please upload a copy without a password.'],
  [
    'requests.pdfActiveContent',
    messages.requests.pdfActiveContent,
    'This PDF contains scripts or attached files. Please save or print the document as a plain PDF and upload that file.',
  ],
  ['requests.uploadCancelled', messages.requests.uploadCancelled, 'Upload cancelled.'],
  ['requests.uploadExpired', messages.requests.uploadExpired, 'The upload took too long. Please try again.'],
  [
    'requests.physiciansOnly',
    messages.requests.physiciansOnly,
    'Compensation consultations and contract reviews are for physicians. Staff answer them from the Dashboard.',
  ],
  ['requests.confirmWithdraw', messages.requests.confirmWithdraw, 'Withdraw this request? Its file will be deleted and staff will no longer see it.'],
  ['requests.withdrawn', messages.requests.withdrawn, 'Your request has been withdrawn.'],
  ['requests.reviewedNotWithdrawable', messages.requests.reviewedNotWithdrawable, 'This request has been reviewed and can no longer be withdrawn.'],
  ['requests.offerLetterRequired', messages.requests.offerLetterRequired, 'Please upload the offer letter as a PDF file.'],
  ['requests.pdfOnly', messages.requests.pdfOnly, 'Please select a PDF file.'],
  ['requests.invalidPhone', messages.requests.invalidPhone, 'Please enter a valid phone number.'],
  [
    'requests.turnaround',
    messages.requests.turnaround(3),
    'Our staff answer with a PDF review in your profile and e-mail you when it is ready; this usually takes up to 3 business days.',
  ],
  ['requests.phoneHint', messages.requests.phoneHint, 'A US number, such as (614) 555-0142.'],
  ['requests.noContractReviews', messages.requests.noContractReviews, 'No contract reviews found!'],
  ['requests.noCompensationConsults', messages.requests.noCompensationConsults, 'No compensation consultations found!'],
  ['requests.uploadNew', messages.requests.uploadNew, 'Upload New'],
  ['requests.uploaded', messages.requests.uploaded('November 22, 2026 at 3:05 PM'), 'Uploaded: November 22, 2026 at 3:05 PM'],
  // Compare offers (issue 30; not in the spec).
  ['offers.tooManyOffers', messages.offers.tooManyOffers, 'You can keep at most 10 offers to compare. Remove one to add another.'],
  ['offers.offerNotFound', messages.offers.offerNotFound, 'Offer not found.'],
  ['content.currentlyPlaying', messages.content.currentlyPlaying(4), 'Currently Playing: Chapter 4'],
  ['content.upNext', messages.content.upNext, 'UP NEXT'],
  ['content.noChaptersRemaining', messages.content.noChaptersRemaining, 'No chapters remaining!'],
  ['content.noChaptersCovered', messages.content.noChaptersCovered, 'No chapters covered yet!'],
  ['content.loadFailure', messages.content.loadFailure(5), 'Chapter 5 could not be loaded. Check your connection and try again.'],
  ['content.retry', messages.content.retry, 'Try again'],
  ['content.membersOnly', messages.content.membersOnly, 'Chapters 2 to 13 are for physicians with a verified account.'],
  ['content.completed', messages.content.completed, 'Completed'],
  ['content.resumeAt', messages.content.resumeAt('1:05'), 'Resume at 1:05'],
  ['content.transcript', messages.content.transcript, 'Transcript'],
  ['content.shortcuts', messages.content.shortcuts, 'Keyboard shortcuts'],
  ['dashboard.confirmDeleteUser', messages.dashboard.confirmDeleteUser, 'Are you sure you want to delete this user? This cannot be undone.'],
  ['dashboard.showingResults', messages.dashboard.showingResults(12), 'Showing 12 results'],
  [
    'dashboard.staffChangedMeanwhile',
    messages.dashboard.staffChangedMeanwhile,
    'These staff accounts were changed by someone else since you loaded them. The table shows them now; make your changes again and Apply.',
  ],
  ['dashboard.cannotDemoteSelf', messages.dashboard.cannotDemoteSelf, 'You cannot remove your own admin role or approval.'],
  ['dashboard.notStaffAccount', messages.dashboard.notStaffAccount, 'This account is not a staff account.'],
  ['dashboard.approveVerifiedOnly', messages.dashboard.approveVerifiedOnly, 'Only staff whose e-mail is verified can be approved.'],
  [
    'dashboard.approveTwoStepOnly',
    messages.dashboard.approveTwoStepOnly,
    'Only staff who have set up two-step sign-in can be approved: they do it at their first sign-in.',
  ],
  [
    'dashboard.groupChangeFailed',
    messages.dashboard.groupChangeFailed,
    'The sign-in groups could not be changed, so nothing was applied. Please try again.',
  ],
  ['dashboard.applied', messages.dashboard.applied(2), '2 changes applied.'],
  ['dashboard.noPendingChanges', messages.dashboard.noPendingChanges, 'No changes to apply.'],
  ['dashboard.cannotDeleteSelf', messages.dashboard.cannotDeleteSelf, 'You cannot delete your own account here. Use Delete Account in your profile.'],
  [
    'dashboard.cannotDeleteStaff',
    messages.dashboard.cannotDeleteStaff,
    'Staff and admin accounts are not deleted here: remove their approval in Settings.',
  ],
  ['dashboard.userNotFound', messages.dashboard.userNotFound, 'This user no longer exists.'],
  ['dashboard.userDeleted', messages.dashboard.userDeleted('Ada Lovelace'), 'Ada Lovelace has been deleted.'],
  ['dashboard.deleteUserFailure', messages.dashboard.deleteUserFailure('gone'), 'Error: gone'],
  ['dashboard.messageNotFound', messages.dashboard.messageNotFound, 'This message no longer exists.'],
  ['dashboard.messageAlreadyHandled', messages.dashboard.messageAlreadyHandled, 'Someone already marked this message handled.'],
  ['dashboard.noMessages', messages.dashboard.noMessages, 'No messages yet.'],
  ['dashboard.noUnhandledMessages', messages.dashboard.noUnhandledMessages, 'No unhandled messages.'],
  ['dashboard.fetchMessagesFailure', messages.dashboard.fetchMessagesFailure('x'), 'Error fetching messages: x'],
  ['dashboard.suppressionNotFound', messages.dashboard.suppressionNotFound, 'This address is no longer suppressed.'],
  ['dashboard.noSuppressions', messages.dashboard.noSuppressions, 'No address is suppressed.'],
  ['dashboard.fetchSuppressionsFailure', messages.dashboard.fetchSuppressionsFailure('x'), 'Error fetching suppressed addresses: x'],
  ['dashboard.suppressionLifted', messages.dashboard.suppressionLifted('a@b.test'), 'The product will mail a@b.test again.'],
  [
    'dashboard.alreadyReviewed',
    messages.dashboard.alreadyReviewed,
    'This request has already been reviewed, so your feedback was not uploaded. Open it again to see the review.',
  ],
  ['dashboard.feedbackFile', messages.dashboard.feedbackFile, 'Your review (PDF)'],
  [
    'dashboard.draftAfterReview',
    messages.dashboard.draftAfterReview,
    'This request has already been reviewed, so your decisions were not kept. Open it again to see the review.',
  ],
  ['dashboard.noRequests', messages.dashboard.noRequests, 'No requests found.'],
  // The review desk (issue 29).
  ['dashboard.desk.back', messages.dashboard.desk.back('Contract Review'), 'Back to Contract Review'],
  ['dashboard.desk.findings', messages.dashboard.desk.findings, 'Findings'],
  ['dashboard.desk.documentPdf', messages.dashboard.desk.documentPdf('contract'), 'Contract (PDF)'],
  ['dashboard.desk.reviewPdf', messages.dashboard.desk.reviewPdf, 'Your review (PDF)'],
  ['dashboard.desk.inNewTab', messages.dashboard.desk.inNewTab('Contract (PDF)'), 'Contract (PDF), in a new tab'],
  ['dashboard.desk.physiciansNote', messages.dashboard.desk.physiciansNote, "Physician's note"],
  ['dashboard.desk.noNote', messages.dashboard.desk.noNote, 'The physician left no note.'],
  ['dashboard.desk.request', messages.dashboard.desk.request, 'Request'],
  ['dashboard.desk.pdfLoading', messages.dashboard.desk.pdfLoading('contract'), 'Loading the contract…'],
  ['dashboard.desk.pdfFailed', messages.dashboard.desk.pdfFailed('contract', 'offline'), 'The contract could not be shown here: offline'],
  ['dashboard.desk.pageOf', messages.dashboard.desk.pageOf(2, 3), 'Page 2 of 3'],
  ['dashboard.desk.pageCount', messages.dashboard.desk.pageCount(3), '3 pages'],
  ['dashboard.desk.showPage', messages.dashboard.desk.showPage(2), 'Show page 2'],
  ['dashboard.desk.backToFindings', messages.dashboard.desk.backToFindings, 'Back to the findings'],
  ['dashboard.desk.confirmSure', messages.dashboard.desk.confirmSure(9), 'Confirm the 9 findings the reader is sure of'],
  ['dashboard.desk.noneSure', messages.dashboard.desk.noneSure, 'No finding left that the reader is sure of'],
  ['dashboard.desk.sure', messages.dashboard.desk.sure, 'Reader is sure'],
  ['dashboard.desk.unsure', messages.dashboard.desk.unsure, 'Check this one'],
  [
    'dashboard.desk.correctedTo',
    messages.dashboard.desk.correctedTo('$271,000 a year', '$250,000 a year'),
    'Corrected to $271,000 a year (reader: $250,000 a year)',
  ],
  ['dashboard.desk.keep', messages.dashboard.desk.keep, 'Keep'],
  ['dashboard.desk.cancel', messages.dashboard.desk.cancel, 'Cancel'],
  ['dashboard.desk.draftSaving', messages.dashboard.desk.draftSaving, 'Saving your decisions…'],
  ['dashboard.desk.draftSaved', messages.dashboard.desk.draftSaved('May 1, 2026 at 9:00 AM'), 'Your decisions are saved (May 1, 2026 at 9:00 AM).'],
  ['dashboard.desk.draftFailed', messages.dashboard.desk.draftFailed('offline'), 'Your decisions could not be saved: offline'],
  [
    'dashboard.desk.otherReviewer',
    messages.dashboard.desk.otherReviewer('Ben Second', 'May 1, 2026 at 9:00 AM'),
    'Ben Second is also working on this request (last change May 1, 2026 at 9:00 AM). Their decisions are shown here; yours are saved over them.',
  ],
  ['dashboard.desk.deliverTitle', messages.dashboard.desk.deliverTitle, 'Deliver the review'],
  ['dashboard.desk.submitReview', messages.dashboard.desk.submitReview, 'Submit review'],
  ['dashboard.desk.unopenedTitle', messages.dashboard.desk.unopenedTitle('contract'), 'Deliver without opening the contract?'],
  [
    'dashboard.desk.unopenedText',
    messages.dashboard.desk.unopenedText('contract'),
    'You have not opened this contract, on this desk or through its link. Deliver your review anyway?',
  ],
  ['dashboard.desk.deliverAnyway', messages.dashboard.desk.deliverAnyway, 'Deliver anyway'],
  ['dashboard.desk.openDocument', messages.dashboard.desk.openDocument('contract'), 'Open the contract'],
  ['dashboard.desk.shortcutsTitle', messages.dashboard.desk.shortcutsTitle, 'Keyboard shortcuts'],
  [
    'dashboard.desk.accessed',
    messages.dashboard.desk.accessed('Sam Staff', 'upload', 'May 1, 2026 at 9:00 AM'),
    "Sam Staff opened the physician's PDF on May 1, 2026 at 9:00 AM",
  ],
  ['dashboard.desk.noAccesses', messages.dashboard.desk.noAccesses, 'Nobody from the staff has opened these files yet.'],
  ['dashboard.desk.openedLog', messages.dashboard.desk.openedLog, 'Files opened'],
  ['requests.openedBy', messages.requests.openedBy('Sam Staff', 'May 1, 2026 at 9:00 AM'), 'Opened by Sam Staff (staff) on May 1, 2026 at 9:00 AM'],
  ['common.getStarted', messages.common.getStarted, 'Get Started'],
  ['common.logIn', messages.common.logIn, 'Log in'],
  ['common.learnMore', messages.common.learnMore, 'Learn More'],
  ['common.signOut', messages.common.signOut, 'Sign Out'],
  ['common.profile', messages.common.profile, 'Profile'],
  ['common.editProfile', messages.common.editProfile, 'Edit Profile'],
  ['common.dashboard', messages.common.dashboard, 'Dashboard'],
  ['common.myContractReviews', messages.common.myContractReviews, 'My contract reviews'],
  ['common.myCompensationConsults', messages.common.myCompensationConsults, 'My compensation consultations'],
  ['common.requestContractReview', messages.common.requestContractReview, 'Request a contract review'],
  ['common.requestCompensationConsult', messages.common.requestCompensationConsult, 'Request a compensation consultation'],
  ['common.deleteAccount', messages.common.deleteAccount, 'Delete Account'],
  ['common.viewDetails', messages.common.viewDetails, 'View Details'],
  ['common.download', messages.common.download, 'DOWNLOAD'],
  ['common.submit', messages.common.submit, 'Submit'],
  ['common.apply', messages.common.apply, 'Apply'],
  // Texts the spec leaves open (accounts: signup, verification and reset links, e-mail change)
  ['signup.emailInUse', messages.signup.emailInUse, 'An account with this e-mail already exists. Log in, or reset your password if you forgot it.'],
  ['signup.title', messages.signup.title, 'Sign up'],
  ['signup.signUp', messages.signup.signUp, 'Sign up'],
  ['signup.terms', messages.signup.terms, 'I agree to the terms and conditions.'],
  ['verification.prompt', messages.verification.prompt, 'Confirm that this e-mail address is yours.'],
  ['verification.verifyButton', messages.verification.verifyButton, 'Verify my e-mail address'],
  ['verification.verifying', messages.verification.verifying, 'Verifying your e-mail…'],
  ['verification.verified', messages.verification.verified, 'Your e-mail is verified. You can now log in.'],
  ['verification.expired', messages.verification.expired, 'This verification link has expired.'],
  ['verification.used', messages.verification.used, 'This verification link has already been used.'],
  ['verification.invalid', messages.verification.invalid, 'This verification link is not valid. Log in to receive a new one.'],
  ['verification.sendNew', messages.verification.sendNew, 'Send me a new link'],
  ['verification.newLinkSent', messages.verification.newLinkSent, 'A new verification link has been sent. Please check your email!'],
  ['verification.alreadyVerified', messages.verification.alreadyVerified, 'Your e-mail is already verified. You can log in.'],
  ['common.screenFailed', messages.common.screenFailed('offline'), 'This page could not be shown: offline. Please reload the page.'],
  [
    'verification.signupMailDelayed',
    messages.verification.signupMailDelayed,
    'Your account has been created, but we could not send the verification e-mail just now. We will keep trying, and it will reach you as soon as we can. Logging in also sends a new link.',
  ],
  [
    'verification.linkDelayed',
    messages.verification.linkDelayed,
    'We could not send a new verification link just now; it will follow as soon as we can. Please check your email later!',
  ],
  [
    'verification.mailBlocked',
    messages.verification.mailBlocked,
    'We cannot send e-mail to this address: earlier e-mail to it bounced or was reported as spam. Please contact staff to have it checked.',
  ],
  ['passwordReset.title', messages.passwordReset.title, 'Forgot password'],
  ['passwordReset.send', messages.passwordReset.send, 'Send reset link'],
  ['passwordReset.resetTitle', messages.passwordReset.resetTitle, 'Choose a new password'],
  ['passwordReset.resetButton', messages.passwordReset.resetButton, 'Set new password'],
  ['passwordReset.done', messages.passwordReset.done, 'Your password has been changed. You can now log in with it.'],
  ['passwordReset.expired', messages.passwordReset.expired, 'This password reset link has expired. Ask for a new one.'],
  ['passwordReset.used', messages.passwordReset.used, 'This password reset link has already been used. Ask for a new one if you need it.'],
  ['passwordReset.invalid', messages.passwordReset.invalid, 'This password reset link is not valid. Ask for a new one.'],
  ['emailChange.button', messages.emailChange.button, 'Change e-mail'],
  [
    'emailChange.sent',
    messages.emailChange.sent('new@example.com'),
    'A verification link has been sent to new@example.com. Please check your email!',
  ],
  ['emailChange.inUse', messages.emailChange.inUse, 'Another account already uses this e-mail.'],
  ['emailChange.same', messages.emailChange.same, 'This is already your e-mail.'],
  ['emailChange.tooSoon', messages.emailChange.tooSoon, 'You changed your e-mail a moment ago. Please wait a minute before changing it again.'],
  ['emailChangeUndo.title', messages.emailChangeUndo.title, 'Restore your e-mail address'],
  [
    'emailChangeUndo.explain',
    messages.emailChangeUndo.explain,
    'Your sign-in e-mail was changed. If it was not you, restore your previous address and choose a new password: whoever changed it knows the old one. Every session of the account is then signed out.',
  ],
  ['emailChangeUndo.button', messages.emailChangeUndo.button, 'Restore my e-mail address'],
  ['emailChangeUndo.restoring', messages.emailChangeUndo.restoring, 'Restoring…'],
  [
    'emailChangeUndo.restored',
    messages.emailChangeUndo.restored,
    'Your e-mail address has been restored, your password changed and every session of your account signed out. Please log in with your new password.',
  ],
  [
    'emailChangeUndo.expired',
    messages.emailChangeUndo.expired,
    'This link has expired. Contact us if you still need to restore your e-mail address.',
  ],
  ['emailChangeUndo.used', messages.emailChangeUndo.used, 'This link has already been used.'],
  ['emailChangeUndo.invalid', messages.emailChangeUndo.invalid, 'This link is not valid.'],
  [
    'emailChangeUndo.taken',
    messages.emailChangeUndo.taken,
    'Another account now uses this e-mail address, so it cannot be restored. Please contact us.',
  ],
  ['profile.currentPassword', messages.profile.currentPassword, 'Current Password'],
  ['twoStep.title', messages.twoStep.title, 'Two-step sign-in'],
  ['twoStep.codePrompt', messages.twoStep.codePrompt, 'Enter the 6-digit code your authenticator app shows for Physician Contracts.'],
  ['twoStep.verify', messages.twoStep.verify, 'Verify'],
  ['twoStep.setUp', messages.twoStep.setUp, 'Set up two-step sign-in'],
  [
    'twoStep.scan',
    messages.twoStep.scan,
    'Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).',
  ],
  ['twoStep.manualKey', messages.twoStep.manualKey, 'Or enter this key in the app by hand:'],
  ['twoStep.turnOn', messages.twoStep.turnOn, 'Turn on two-step sign-in'],
  [
    'twoStep.required',
    messages.twoStep.required,
    'Staff and admin accounts sign in with a code from an authenticator app. Set up two-step sign-in to open the dashboard.',
  ],
  ['twoStep.optional', messages.twoStep.optional, 'Sign in with your password and a 6-digit code from an authenticator app on your phone.'],
  ['twoStep.on', messages.twoStep.on, 'Two-step sign-in is on. You sign in with your password and a code from your authenticator app.'],
  ['twoStep.notSetUp', messages.twoStep.notSetUp, 'Two-step sign-in is not set up yet: scan the code and enter a code from your app first.'],
  ['twoStep.enabled', messages.twoStep.enabled, 'Two-step sign-in is on. Please log in again with your password and a code from your app.'],
  ['twoStep.codeLabel', messages.twoStep.codeLabel, '6-digit code'],
  ['twoStep.codeHint', messages.twoStep.codeHint, 'The code your authenticator app shows for this account.'],
  ['twoStep.codeFormat', messages.twoStep.codeFormat, 'Enter the 6 digits your app shows.'],
  ['twoStep.wrongCode', messages.twoStep.wrongCode, 'That code is not right or has expired. Enter the code your app shows now.'],
  ['twoStep.loginExpired', messages.twoStep.loginExpired, 'The sign-in took too long. Please log in again.'],
  // A staff member's first week (issue 29; not in the spec).
  [
    'twoStep.enabledAwaitingApproval',
    messages.twoStep.enabledAwaitingApproval,
    'Two-step sign-in is on. Your account now waits for an administrator’s approval: we have told them, and we will e-mail you when they approve it.',
  ],
  ['signup.staffNextStepsTitle', messages.signup.staffNextStepsTitle, 'What happens next'],
  ['signup.staffNextSteps.0', messages.signup.staffNextSteps[0], 'Verify your e-mail address with the link we just sent you.'],
  [
    'signup.staffNextSteps.1',
    messages.signup.staffNextSteps[1],
    'Log in. At your first sign-in you set up two-step sign-in with an authenticator app on your phone.',
  ],
  [
    'signup.staffNextSteps.2',
    messages.signup.staffNextSteps[2],
    'An administrator then approves your account. We e-mail you when they do, and the dashboard opens at your next sign-in.',
  ],
  ['dashboard.awaitingApproval', messages.dashboard.awaitingApproval(2), '2 staff accounts wait for your approval.'],
  ['dashboard.awaitingApprovalTab', messages.dashboard.awaitingApprovalTab(1), '1 waiting for approval'],
  ['dashboard.resetTwoStep', messages.dashboard.resetTwoStep, 'Reset two-step'],
  ['dashboard.resetTwoStepTitle', messages.dashboard.resetTwoStepTitle, 'Reset two-step sign-in'],
  [
    'dashboard.confirmResetTwoStep',
    messages.dashboard.confirmResetTwoStep,
    'Their authenticator app will no longer sign them in, every session of theirs ends, and they set two-step sign-in up again with a new app at their next sign-in. We e-mail them that it was reset. Do this only once you are sure who is asking.',
  ],
  [
    'dashboard.twoStepWasReset',
    messages.dashboard.twoStepWasReset('Ada Lovelace'),
    'Two-step sign-in of Ada Lovelace was reset: they set it up again at their next sign-in.',
  ],
  ['dashboard.resetTwoStepFailure', messages.dashboard.resetTwoStepFailure('gone'), 'Error: gone'],
  [
    'dashboard.cannotResetOwnTwoStep',
    messages.dashboard.cannotResetOwnTwoStep,
    'You cannot reset your own two-step sign-in here: ask another admin.',
  ],
  ['dashboard.scrollCue', messages.dashboard.scrollCue, 'Scroll the table sideways to see every column.'],
  ['dashboard.scrollsSideways', messages.dashboard.scrollsSideways, 'scrolls sideways'],
];

function catalogueLeaves(node: object, prefix = ''): Map<string, Leaf> {
  const leaves = new Map<string, Leaf>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || typeof value === 'function') leaves.set(path, value as Leaf);
    else for (const [p, leaf] of catalogueLeaves(value as object, path)) leaves.set(p, leaf);
  }
  return leaves;
}

describe('message catalogue', () => {
  it.each(table)('%s is the spec text exactly', (_path, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the PDF each kind of request carries in the contract reader’s texts', () => {
    expect(messages.contractTerms.title('offer letter')).toBe('What we found in your offer letter');
    expect(messages.contractTerms.reading('offer letter')).toBe('We are reading your offer letter…');
    expect(messages.contractTerms.confirmedNote('offer letter')).toBe('Our reviewer checked every term below against your offer letter.');
  });

  it('says "Showing 1 result" for one, "Showing N results" otherwise (issue 29)', () => {
    expect([0, 1, 2].map(messages.dashboard.showingResults)).toEqual(['Showing 0 results', 'Showing 1 result', 'Showing 2 results']);
  });

  it('has a spec text in this table for every entry, so none goes untested', () => {
    expect([...catalogueLeaves(messages).keys()].sort()).toEqual(table.map(([path]) => path).sort());
  });

  it('keeps the spec spelling per row: "occured" at login and password, "occurred" elsewhere', () => {
    expect(messages.auth.loginOther('x')).toContain('occured');
    expect(messages.profile.passwordOther('x')).toContain('occured');
    expect(messages.contact.failure('x')).toContain('occurred');
    expect(messages.content.progressFailure('x')).toContain('occurred');
    expect(messages.profile.accountDeleteFailure('x')).toContain('occurred');
  });

  it('has no blank or padded text', () => {
    for (const [, actual] of table) expect(actual.trim()).toBe(actual);
  });

  it('states every part of the password policy in the hint', () => {
    expect(messages.signup.passwordHint).toMatch(/10 characters/);
    expect(messages.signup.passwordHint).toMatch(/number/);
    expect(messages.signup.passwordHint).toMatch(/capital letter/);
    expect(messages.signup.passwordHint).toMatch(/special character/);
  });
});
