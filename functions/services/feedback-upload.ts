import { maxRequestPdfBytes, pdfContentType } from '#shared/files/pdf.ts';
import { requestUploads } from './request-uploads';
import { createStagedUpload, type StagedUpload, type UploadRules } from './staged-upload';

/** Review PDFs: the same limits and first-bytes check as request PDFs, staged under staging/feedbacks/<staffId>/. */
export const feedbackUploads: UploadRules = { ...requestUploads, area: 'feedbacks', maxBytes: maxRequestPdfBytes };

export function createFeedbackUpload(staffId: string): Promise<StagedUpload> {
  return createStagedUpload(feedbackUploads, staffId, pdfContentType);
}
