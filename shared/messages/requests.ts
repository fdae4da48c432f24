/** The texts read as `messages.requests.*` (the catalogue and its rules: ../messages.ts). */

export const uploadFailure = (message: string) => `Error: ${message}`;
export const consultSuccess = 'Consultation request submitted successfully!';
export const reviewSuccess = 'Review request submitted successfully!';
export const offerLetterRequired = 'Please upload the offer letter as a PDF file.';
export const pdfOnly = 'Please select a PDF file.';
// Not in the spec: the physician sees who from the staff opened their PDF, and when.
export const openedBy = (staffName: string, when: string) => `Opened by ${staffName} (staff) on ${when}`;
export const invalidPhone = 'Please enter a valid phone number.';
export const noContractReviews = 'No contract reviews found!';
export const noCompensationConsults = 'No compensation consultations found!';
export const uploadNew = 'Upload New';
export const uploaded = (date: string) => `Uploaded: ${date}`;
// Not in the spec: what the server's check of the stored PDF refuses, the upload's own states,
// the staff's view of a physician-only screen, and withdrawing a request.
export const pdfTooLarge = 'Please upload a PDF of at most 20 MB.';
export const pdfTooManyPages = (pages: number) => `Please upload a PDF of at most ${pages} pages.`;
export const pdfUnreadable = 'This file is not a readable PDF. Please export the document as a PDF again and upload that file.';
export const pdfEncrypted = 'This PDF is password-protected. Please upload a copy without a password.';
export const pdfActiveContent = 'This PDF contains scripts or attached files. Please save or print the document as a plain PDF and upload that file.';
export const uploadCancelled = 'Upload cancelled.';
export const uploadExpired = 'The upload took too long. Please try again.';
export const physiciansOnly = 'Compensation consultations and contract reviews are for physicians. Staff answer them from the Dashboard.';
export const confirmWithdraw = 'Withdraw this request? Its file will be deleted and staff will no longer see it.';
export const withdrawn = 'Your request has been withdrawn.';
export const reviewedNotWithdrawable = 'This request has been reviewed and can no longer be withdrawn.';
// Not in the spec: the usual turnaround, said on both forms as the receipt e-mail says it (issue 29).
export const turnaround = (days: number) =>
  `Our staff answer with a PDF review in your profile and e-mail you when it is ready; this usually takes up to ${days} business days.`;
export const phoneHint = 'A US number, such as (614) 555-0142.';
// Spec §5: the contract review's PDF has "the same messages" as the consultation's offer letter, naming the contract (issue 37).
export const contractRequired = 'Please upload the contract as a PDF file.';
// Not in the spec: a reviewed request's card opens with the review (issue 37).
export const reviewReady = (date: string) => `Our review is ready (delivered ${date}).`;
export const openReview = 'Open review (PDF)';
