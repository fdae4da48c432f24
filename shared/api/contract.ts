import type { RouteDefinition } from './route-definition';
import { health } from './routes/health';
import { getMe } from './routes/get-me';
import { updateMe } from './routes/update-me';
import { changePassword } from './routes/change-password';
import { createPictureUpload } from './routes/create-picture-upload';
import { confirmPicture } from './routes/confirm-picture';
import { deletePicture } from './routes/delete-picture';
import { deleteMe } from './routes/delete-me';
import { submitContactMessage } from './routes/submit-contact-message';
import { signUpPhysician } from './routes/sign-up-physician';
import { signUpStaff } from './routes/sign-up-staff';
import { verifyEmail } from './routes/verify-email';
import { resendVerificationEmail } from './routes/resend-verification-email';
import { sendMyVerificationEmail } from './routes/send-my-verification-email';
import { requestPasswordReset } from './routes/request-password-reset';
import { resetPassword } from './routes/reset-password';
import { changeEmail } from './routes/change-email';
import { undoEmailChange } from './routes/undo-email-change';
import { createRequestUpload } from './routes/create-request-upload';
import { submitCompensationConsult } from './routes/submit-compensation-consult';
import { submitContractReview } from './routes/submit-contract-review';
import { listMyRequests } from './routes/list-my-requests';
import { getMyRequestFile } from './routes/get-my-request-file';
import { getMyRequestTerms } from './routes/get-my-request-terms';
import { withdrawRequest } from './routes/withdraw-request';
import { getChapterLink } from './routes/get-chapter-link';
import { recordChapterProgress } from './routes/record-chapter-progress';
import { listChapterProgress } from './routes/list-chapter-progress';
import { enableTwoStep } from './routes/enable-two-step';
import { listStaff } from './routes/list-staff';
import { applyStaffChanges } from './routes/apply-staff-changes';
import { countStaffAwaitingApproval } from './routes/count-staff-awaiting-approval';
import { resetStaffTwoStep } from './routes/reset-staff-two-step';
import { listUsers } from './routes/list-users';
import { deleteUser } from './routes/delete-user';
import { listContactMessages } from './routes/list-contact-messages';
import { markContactMessageHandled } from './routes/mark-contact-message-handled';
import { listSuppressions } from './routes/list-suppressions';
import { deleteSuppression } from './routes/delete-suppression';
import { listStaffRequests } from './routes/list-staff-requests';
import { openStaffRequest } from './routes/open-staff-request';
import { createStaffRequestFileLink } from './routes/create-staff-request-file-link';
import { createFeedbackUpload } from './routes/create-feedback-upload';
import { submitFeedback } from './routes/submit-feedback';
import { saveTermDraft } from './routes/save-term-draft';
import { listMyOffers } from './routes/list-my-offers';
import { createOfferUpload } from './routes/create-offer-upload';
import { createOffer } from './routes/create-offer';
import { deleteOffer } from './routes/delete-offer';
import { saveOfferFigures } from './routes/save-offer-figures';
import { saveComparison } from './routes/save-comparison';
import { renameOffer } from './routes/rename-offer';

export * from './route-definition';

/**
 * The API contract: every route once, each declared in its own module under ./routes. The CDK API
 * stack, the embedded gateway and the web client read this object; a handler imports only its own
 * route module, so its cold start builds no other route's schemas.
 */
export const contract = {
  health,
  getMe,
  updateMe,
  changePassword,
  createPictureUpload,
  confirmPicture,
  deletePicture,
  deleteMe,
  submitContactMessage,
  signUpPhysician,
  signUpStaff,
  verifyEmail,
  resendVerificationEmail,
  sendMyVerificationEmail,
  requestPasswordReset,
  resetPassword,
  changeEmail,
  undoEmailChange,
  createRequestUpload,
  submitCompensationConsult,
  submitContractReview,
  listMyRequests,
  getMyRequestFile,
  getMyRequestTerms,
  withdrawRequest,
  getChapterLink,
  recordChapterProgress,
  listChapterProgress,
  enableTwoStep,
  listStaff,
  applyStaffChanges,
  countStaffAwaitingApproval,
  resetStaffTwoStep,
  listUsers,
  deleteUser,
  listContactMessages,
  markContactMessageHandled,
  listSuppressions,
  deleteSuppression,
  listStaffRequests,
  openStaffRequest,
  createStaffRequestFileLink,
  createFeedbackUpload,
  submitFeedback,
  saveTermDraft,
  listMyOffers,
  createOfferUpload,
  createOffer,
  deleteOffer,
  saveOfferFigures,
  saveComparison,
  renameOffer,
} as const;

export type Contract = typeof contract;
export type RouteId = keyof Contract;
export const routes: readonly RouteDefinition[] = Object.values(contract);
