import { pdfContentType } from '#shared/files/pdf.ts';
import { requestUploads } from './request-uploads';
import { createStagedUpload, type StagedUpload, type UploadRules } from './staged-upload';

/**
 * PDFs of offers added to compare (issue 30): the same limits, form lifetime and first-bytes check as
 * request PDFs, staged under staging/offers/<userId>/ (which the uploads bucket's lifecycle rule, and
 * the embedded stack's sweep, expire with the rest of staging/).
 */
export const offerUploads: UploadRules = { ...requestUploads, area: 'offers' };

/** A presigned POST under staging/offers/<caller>/: createOffer checks the object before any offer uses it. */
export function createOfferUpload(userId: string): Promise<StagedUpload> {
  return createStagedUpload(offerUploads, userId, pdfContentType);
}
