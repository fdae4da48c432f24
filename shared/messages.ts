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
    staffNotApproved: 'Your staff account is not approved! Please request the administrator for approval.',
    unverifiedAccount: 'Unverified Account! Please click the verification link sent to your email address!',
    resetSuccess: 'A password reset link has been sent to your email!',
    resetFailure: (message: string) => `Couldn't reset your password: ${message}`,
    signOutFailure: (message: string) => `Error signing out: ${message}`,
    /** Logged only, never shown. */
    fetchUserDataFailed: 'Error fetching user data',
  },
  signup: {
    success: 'Please check your email for the verification link!',
    passwordHint:
      'Password must be at least 10 characters long and include a number, a capital letter and a special character.',
    passwordsDoNotMatch: 'Passwords do not match',
    staffTitle: 'Create New Staff Account',
    loginLink: 'Already have an account? Login Now!',
  },
  profile: {
    saved: 'Profile updated successfully!',
    userNotFound: 'Error: User not found!',
    wrongCurrentPassword: 'Invalid current password. Please try again!',
    weakPassword: 'Password is too weak. Please try again!',
    passwordOther: (message: string) => `An error occured: ${message}`,
    accountDeleted: 'Your account has been deleted',
    accountDeleteFailure: (message: string) =>
      `An error occurred while deleting the account, please login again ${message}`,
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
  },
  requests: {
    uploadFailure: (message: string) => `Error: ${message}`,
    consultSuccess: 'Consultation request submitted successfully!',
    reviewSuccess: 'Review request submitted successfully!',
    offerLetterRequired: 'Please upload the offer letter as a PDF file.',
    pdfOnly: 'Please select a PDF file.',
    invalidPhone: 'Please enter a valid phone number.',
    noContractReviews: 'No contract reviews found!',
    noCompensationConsults: 'No compensation consultations found!',
    uploadNew: 'Upload New',
    uploaded: (date: string) => `Uploaded: ${date}`,
  },
  content: {
    anonymousModal:
      'To continue reading subsequent chapters and access additional features, we kindly request you to create an account.',
    createNewAccount: 'Create New Account',
    cancel: 'Cancel',
    currentlyPlaying: (chapter: number) => `Currently Playing: Chapter ${chapter}`,
    upNext: 'UP NEXT',
    noChaptersRemaining: 'No chapters remaining!',
    noChaptersCovered: 'No chapters covered yet!',
    progressFailure: (message: string) => `An error occurred while updating your chapter progress: ${message}`,
  },
  dashboard: {
    feedbackSuccess: 'Your feedback has been successfully uploaded!',
    fetchUsersFailure: (error: string) => `Error fetching users: ${error}`,
    retrieveFilesFailure: (error: string) => `Error retrieving files: ${error}`,
    retrieveDownloadUrlsFailure: (error: string) => `Error retrieving download URLs: ${error}`,
    staffUpdateFailure: (message: string) => `Error: ${message}`,
    // The spec asks for a confirmation but does not show its text.
    confirmDeleteUser: 'Are you sure you want to delete this user? This cannot be undone.',
    showingResults: (count: number) => `Showing ${count} results`,
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
  },
} as const;
