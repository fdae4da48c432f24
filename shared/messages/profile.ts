/** The texts read as `messages.profile.*` (the catalogue and its rules: ../messages.ts). */

export const saved = 'Profile updated successfully!';
export const userNotFound = 'Error: User not found!';
export const wrongCurrentPassword = 'Invalid current password. Please try again!';
// Not in the spec: Cognito's lock-out or throttling while the current password is re-verified.
export const currentPasswordAttempts = 'Too many attempts. Please wait a few minutes and try again.';
export const weakPassword = 'Password is too weak. Please try again!';
export const passwordOther = (message: string) => `An error occured: ${message}`;
export const accountDeleted = 'Your account has been deleted';
export const accountDeleteFailure = (message: string) => `An error occurred while deleting the account, please login again ${message}`;
// The spec asks for a confirmation but does not show its text.
export const confirmDeleteAccount = 'Are you sure you want to delete your account? This cannot be undone.';
export const specialityPlaceholder = 'Select speciality';
// Not in the spec (its picture buttons did nothing and its password form gave no success text).
export const pictureUpdated = 'Your profile picture has been updated.';
export const pictureDeleted = 'Your profile picture has been removed.';
export const pictureRejected = 'Please choose a PNG or JPEG picture of at most 2 MB.';
export const passwordUpdated = 'Your password has been updated.';
export const uploadNewPicture = 'Upload new picture';
export const deletePicture = 'Delete';
export const saveProfile = 'Save Profile';
export const updatePassword = 'Update Password';
/** The field label of every form that re-verifies the password (spec §2 Password). */
export const currentPassword = 'Current Password';
// Not in the spec: on a phone the profile's side menu folds into one line above the screen (issue 37).
export const menuTitle = 'Profile menu';
