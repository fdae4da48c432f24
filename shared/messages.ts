/**
 * Every user-facing text of the spec (§8 error catalogue and the fixed texts of §2), in one place
 * for the web app, the handlers and the tests. Spelling is the spec's, row by row: some rows say
 * "occured" and others "occurred", and both are kept so the texts match the original product.
 * Texts with a {placeholder} in the spec are functions. Where the spec shows a raw error message
 * (signup error, feedback failure) there is no entry: the error's own message is shown.
 */
export const messages = {
  auth: {
    tooManyAttempts: 'Please check your email for an existing verification link!',
    loginOther: (message: string) => `An error occured: ${message}`,
    emailNotVerified: 'Email not verified! A verification link has been re-sent. Please check your email!',
    // Not in the spec: the re-sent link could not go out yet (SES refused it), or the address is suppressed.
    emailNotVerifiedLinkDelayed:
      'Email not verified! We could not send a new verification link just now; it will follow as soon as we can. Please check your email later!',
    emailNotVerifiedMailBlocked:
      'Email not verified! We cannot send e-mail to this address: earlier e-mail to it bounced or was reported as spam. Please contact staff to have it checked.',
    staffNotApproved: 'Your staff account is not approved! Please request the administrator for approval.',
    unverifiedAccount: 'Unverified Account! Please click the verification link sent to your email address!',
    // Not in the spec: a session ended by a password or e-mail change (here or elsewhere), and the
    // API's refusal of an unverified account outside the routes it serves.
    sessionEnded: 'Your session has ended. Please log in again.',
    verifyEmailFirst: 'Please verify your e-mail address first: use the link sent to you, or log in again to receive a new one.',
    resetSuccess: 'A password reset link has been sent to your email!',
    resetFailure: (message: string) => `Couldn't reset your password: ${message}`,
    signOutFailure: (message: string) => `Error signing out: ${message}`,
    /** Logged only, never shown. */
    fetchUserDataFailed: 'Error fetching user data',
  },
  /** Two-step sign-in (TOTP); not in the spec. */
  twoStep: {
    title: 'Two-step sign-in',
    required: 'Staff and admin accounts sign in with a code from an authenticator app. Set up two-step sign-in to open the dashboard.',
    optional: 'Sign in with your password and a 6-digit code from an authenticator app on your phone.',
    on: 'Two-step sign-in is on. You sign in with your password and a code from your authenticator app.',
    notSetUp: 'Two-step sign-in is not set up yet: scan the code and enter a code from your app first.',
    enabled: 'Two-step sign-in is on. Please log in again with your password and a code from your app.',
    codePrompt: 'Enter the 6-digit code your authenticator app shows for Physician Contracts.',
    verify: 'Verify',
    setUp: 'Set up two-step sign-in',
    scan: 'Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).',
    manualKey: 'Or enter this key in the app by hand:',
    turnOn: 'Turn on two-step sign-in',
    codeLabel: '6-digit code',
    codeHint: 'The code your authenticator app shows for this account.',
    codeFormat: 'Enter the 6 digits your app shows.',
    wrongCode: 'That code is not right or has expired. Enter the code your app shows now.',
    loginExpired: 'The sign-in took too long. Please log in again.',
  },
  signup: {
    success: 'Please check your email for the verification link!',
    passwordHint: 'Password must be at least 10 characters long and include a number, a capital letter and a special character.',
    passwordsDoNotMatch: 'Passwords do not match',
    staffTitle: 'Create New Staff Account',
    loginLink: 'Already have an account? Login Now!',
    // Texts the spec does not show (it shows the raw error): said plainly here.
    emailInUse: 'An account with this e-mail already exists. Log in, or reset your password if you forgot it.',
    title: 'Sign up',
    signUp: 'Sign up',
    terms: 'I agree to the terms and conditions.',
  },
  /** The verification link's page and re-sends (not shown in the spec). */
  verification: {
    /** The page verifies only when clicked: mail scanners open links, and must not use them up. */
    prompt: 'Confirm that this e-mail address is yours.',
    verifyButton: 'Verify my e-mail address',
    verifying: 'Verifying your e-mail…',
    verified: 'Your e-mail is verified. You can now log in.',
    expired: 'This verification link has expired.',
    used: 'This verification link has already been used.',
    invalid: 'This verification link is not valid. Log in to receive a new one.',
    sendNew: 'Send me a new link',
    newLinkSent: 'A new verification link has been sent. Please check your email!',
    alreadyVerified: 'Your e-mail is already verified. You can log in.',
    // Not in the spec: SES refused the mail (its sandbox, an outage), or the address is suppressed.
    /** After signup: the account exists, the link will follow. */
    signupMailDelayed:
      'Your account has been created, but we could not send the verification e-mail just now. We will keep trying, and it will reach you as soon as we can. Logging in also sends a new link.',
    /** A re-send (login of an unverified account, "send me a new link") when the new link could not go out yet. */
    linkDelayed: 'We could not send a new verification link just now; it will follow as soon as we can. Please check your email later!',
    /** The address bounced or complained before: the product no longer mails it. */
    mailBlocked:
      'We cannot send e-mail to this address: earlier e-mail to it bounced or was reported as spam. Please contact staff to have it checked.',
  },
  /** Forgot password and the reset link's page (not shown in the spec beyond §8's two rows). */
  passwordReset: {
    title: 'Forgot password',
    send: 'Send reset link',
    resetTitle: 'Choose a new password',
    resetButton: 'Set new password',
    done: 'Your password has been changed. You can now log in with it.',
    expired: 'This password reset link has expired. Ask for a new one.',
    used: 'This password reset link has already been used. Ask for a new one if you need it.',
    invalid: 'This password reset link is not valid. Ask for a new one.',
  },
  /** Changing the sign-in e-mail (spec §2 Edit Profile: verification needed again). */
  emailChange: {
    button: 'Change e-mail',
    sent: (email: string) => `A verification link has been sent to ${email}. Please check your email!`,
    inUse: 'Another account already uses this e-mail.',
    same: 'This is already your e-mail.',
    // Not in the spec: each change e-mails a link, so changes are at most one a minute.
    tooSoon: 'You changed your e-mail a moment ago. Please wait a minute before changing it again.',
  },
  /** The undo link e-mailed to the old address after an e-mail change (not in the spec). */
  emailChangeUndo: {
    title: 'Restore your e-mail address',
    explain:
      'Your sign-in e-mail was changed. If it was not you, restore your previous address and choose a new password: whoever changed it knows the old one. Every session of the account is then signed out.',
    button: 'Restore my e-mail address',
    restoring: 'Restoring…',
    restored:
      'Your e-mail address has been restored, your password changed and every session of your account signed out. Please log in with your new password.',
    expired: 'This link has expired. Contact us if you still need to restore your e-mail address.',
    used: 'This link has already been used.',
    invalid: 'This link is not valid.',
    taken: 'Another account now uses this e-mail address, so it cannot be restored. Please contact us.',
  },
  profile: {
    saved: 'Profile updated successfully!',
    userNotFound: 'Error: User not found!',
    wrongCurrentPassword: 'Invalid current password. Please try again!',
    // Not in the spec: Cognito's lock-out or throttling while the current password is re-verified.
    currentPasswordAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    weakPassword: 'Password is too weak. Please try again!',
    passwordOther: (message: string) => `An error occured: ${message}`,
    accountDeleted: 'Your account has been deleted',
    accountDeleteFailure: (message: string) => `An error occurred while deleting the account, please login again ${message}`,
    // The spec asks for a confirmation but does not show its text.
    confirmDeleteAccount: 'Are you sure you want to delete your account? This cannot be undone.',
    specialityPlaceholder: 'Select speciality',
    // Not in the spec (its picture buttons did nothing and its password form gave no success text).
    pictureUpdated: 'Your profile picture has been updated.',
    pictureDeleted: 'Your profile picture has been removed.',
    pictureRejected: 'Please choose a PNG or JPEG picture of at most 2 MB.',
    passwordUpdated: 'Your password has been updated.',
    uploadNewPicture: 'Upload new picture',
    deletePicture: 'Delete',
    saveProfile: 'Save Profile',
    updatePassword: 'Update Password',
    /** The field label of every form that re-verifies the password (spec §2 Password). */
    currentPassword: 'Current Password',
  },
  /** The contract reader's findings on the physician's request (issue 17). */
  contractTerms: {
    title: 'What we found in your contract',
    automatic: 'An automatic reading, not advice: our reviewer has not confirmed it yet.',
    /** Once staff delivered the review with the terms they settled (issue 17). */
    confirmedNote: 'Our reviewer checked every term below against your contract.',
    confirmedBadge: 'confirmed by our reviewer',
    confirmedNothing: 'Our reviewer did not find the terms we look for in this PDF.',
    reading: 'We are reading your contract…',
    scan: 'Your PDF looks like a scan (pictures of pages), so we could not read its words automatically. That is fine: our reviewer reads every page.',
    nothingFound: 'We did not find the terms we look for in this PDF. Our reviewer reads every page.',
    stillReading: 'Reading is taking longer than usual. Our reviewer reads every page either way; check back later.',
    loadFailure: (message: string) => `Error: ${message}`,
    page: (page: number) => `Page ${page}`,
    learn: (chapter: number, title: string) => `Learn more: chapter ${chapter}, ${title}`,
    productivityTitle: 'Checking the productivity math',
    productivityLate: (covered: string, threshold: string, rate: string, base: string) =>
      `At ${rate} per wRVU, your base of ${base} already pays for about ${covered} wRVUs a year. Your threshold is ${threshold} wRVUs, higher than that: productivity pay starts later than your base implies. This is commonly negotiated.`,
    productivityFair: (covered: string, threshold: string, rate: string, base: string) =>
      `At ${rate} per wRVU, your base of ${base} pays for about ${covered} wRVUs a year, and your threshold is ${threshold} wRVUs: productivity pay starts no later than your base implies.`,
  },
  requests: {
    uploadFailure: (message: string) => `Error: ${message}`,
    consultSuccess: 'Consultation request submitted successfully!',
    reviewSuccess: 'Review request submitted successfully!',
    offerLetterRequired: 'Please upload the offer letter as a PDF file.',
    pdfOnly: 'Please select a PDF file.',
    // Not in the spec: the physician sees who from the staff opened their PDF, and when.
    openedBy: (staffName: string, when: string) => `Opened by ${staffName} (staff) on ${when}`,
    invalidPhone: 'Please enter a valid phone number.',
    noContractReviews: 'No contract reviews found!',
    noCompensationConsults: 'No compensation consultations found!',
    uploadNew: 'Upload New',
    uploaded: (date: string) => `Uploaded: ${date}`,
    // Not in the spec: what the server's check of the stored PDF refuses, the upload's own states,
    // the staff's view of a physician-only screen, and withdrawing a request.
    pdfTooLarge: 'Please upload a PDF of at most 20 MB.',
    pdfUnreadable: 'This file is not a readable PDF. Please export the document as a PDF again and upload that file.',
    pdfEncrypted: 'This PDF is password-protected. Please upload a copy without a password.',
    pdfActiveContent: 'This PDF contains scripts or attached files. Please save or print the document as a plain PDF and upload that file.',
    uploadCancelled: 'Upload cancelled.',
    uploadExpired: 'The upload took too long. Please try again.',
    physiciansOnly: 'Compensation consultations and contract reviews are for physicians. Staff answer them from the Dashboard.',
    confirmWithdraw: 'Withdraw this request? Its file will be deleted and staff will no longer see it.',
    withdrawn: 'Your request has been withdrawn.',
    reviewedNotWithdrawable: 'This request has been reviewed and can no longer be withdrawn.',
  },
  content: {
    anonymousModal: 'To continue reading subsequent chapters and access additional features, we kindly request you to create an account.',
    createNewAccount: 'Create New Account',
    cancel: 'Cancel',
    currentlyPlaying: (chapter: number) => `Currently Playing: Chapter ${chapter}`,
    upNext: 'UP NEXT',
    noChaptersRemaining: 'No chapters remaining!',
    noChaptersCovered: 'No chapters covered yet!',
    progressFailure: (message: string) => `An error occurred while updating your chapter progress: ${message}`,
    // The player (not in the spec's catalogue).
    loadFailure: (chapter: number) => `Chapter ${chapter} could not be loaded. Check your connection and try again.`,
    retry: 'Try again',
    membersOnly: 'Chapters 2 to 13 are for physicians with a verified account.',
    completed: 'Completed',
    resumeAt: (time: string) => `Resume at ${time}`,
    transcript: 'Transcript',
    shortcuts: 'Keyboard shortcuts',
  },
  dashboard: {
    feedbackSuccess: 'Your feedback has been successfully uploaded!',
    // Not in the spec: staff settle the contract reader's findings before they deliver (issue 17).
    terms: {
      title: 'Contract terms',
      intro: 'Settle every term the reader found: confirm it, correct its value, or mark it not in the contract. Add any it missed.',
      pending:
        'The reader has not finished with this PDF yet. You can add terms by hand, or close and reopen this request in a moment to settle its findings.',
      scan: 'This PDF is a scan, so the reader found nothing. Add the terms by hand as you read it.',
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
    },
    // Not in the spec: a second staff member submits on a request someone already reviewed.
    alreadyReviewed: 'This request has already been reviewed, so your feedback was not uploaded. Open it again to see the review.',
    feedbackFile: 'Upload Feedback',
    noRequests: 'No requests found.',
    fetchUsersFailure: (error: string) => `Error fetching users: ${error}`,
    retrieveFilesFailure: (error: string) => `Error retrieving files: ${error}`,
    retrieveDownloadUrlsFailure: (error: string) => `Error retrieving download URLs: ${error}`,
    staffUpdateFailure: (message: string) => `Error: ${message}`,
    // The spec asks for a confirmation but does not show its text.
    confirmDeleteUser: 'Are you sure you want to delete this user? This cannot be undone.',
    showingResults: (count: number) => `Showing ${count} results`,
    // Settings' Apply (not in the spec's catalogue; shown after "Error: ").
    staffChangedMeanwhile:
      'These staff accounts were changed by someone else since you loaded them. The table shows them now; make your changes again and Apply.',
    cannotDemoteSelf: 'You cannot remove your own admin role or approval.',
    notStaffAccount: 'This account is not a staff account.',
    approveVerifiedOnly: 'Only staff whose e-mail is verified can be approved.',
    groupChangeFailed: 'The sign-in groups could not be changed, so nothing was applied. Please try again.',
    applied: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} applied.`,
    noPendingChanges: 'No changes to apply.',
    // User Settings' Delete (not in the spec's catalogue).
    cannotDeleteSelf: 'You cannot delete your own account here. Use Delete Account in your profile.',
    cannotDeleteStaff: 'Staff and admin accounts are not deleted here: remove their approval in Settings.',
    userNotFound: 'This user no longer exists.',
    userDeleted: (name: string) => `${name} has been deleted.`,
    deleteUserFailure: (message: string) => `Error: ${message}`,
    // Messages (not in the spec's catalogue).
    messageNotFound: 'This message no longer exists.',
    messageAlreadyHandled: 'Someone already marked this message handled.',
    noMessages: 'No messages yet.',
    noUnhandledMessages: 'No unhandled messages.',
    fetchMessagesFailure: (error: string) => `Error fetching messages: ${error}`,
    // Suppressions (not in the spec's catalogue).
    suppressionNotFound: 'This address is no longer suppressed.',
    noSuppressions: 'No address is suppressed.',
    fetchSuppressionsFailure: (error: string) => `Error fetching suppressed addresses: ${error}`,
    suppressionLifted: (email: string) => `The product will mail ${email} again.`,
  },
  /** Abuse limits (not in the spec): a refused request is told to wait; re-sends use auth.tooManyAttempts. */
  limits: {
    signup: 'Too many sign-up attempts in a short time. Please try again in an hour.',
    passwordReset: 'Too many password reset requests in a short time. Please try again in an hour.',
    emailChange: 'Too many e-mail changes in a short time. Please try again in an hour.',
    contact: 'You have sent several messages in a short time. Please try again in an hour.',
  },
  contact: {
    success: 'Your message has been submitted!',
    failure: (message: string) => `An error occurred: ${message}`,
  },
  /** Button and link labels the screens share (and the end-to-end tests look for). */
  common: {
    getStarted: 'Get Started',
    logIn: 'Log in',
    learnMore: 'Learn More',
    signOut: 'Sign Out',
    /** The mobile menu spells it as one word. */
    signoutMobile: 'Signout',
    profile: 'Profile',
    editProfile: 'Edit Profile',
    dashboard: 'Dashboard',
    deleteAccount: 'Delete Account',
    viewDetails: 'View Details',
    download: 'DOWNLOAD',
    submit: 'Submit',
    apply: 'Apply',
    // Not in the spec: a screen that could not load or show (after its one reload for a new release).
    screenFailed: (message: string) => `This page could not be shown: ${message}. Please reload the page.`,
  },
} as const;
