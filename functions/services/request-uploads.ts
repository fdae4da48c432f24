import { maxRequestPdfBytes, pdfContentType, pdfSniffBytes, startsLikePdf } from '#shared/files/pdf.ts';
import { createStagedUpload, type StagedUpload, type UploadRules } from './staged-upload';

/**
 * Request PDFs: at most 20 MB, starting with `%PDF-`, stored as application/pdf (the first cut; the
 * submit step then parses the whole document, services/pdf-check.ts).
 */
export const requestUploads: UploadRules = {
  area: 'requests',
  maxBytes: maxRequestPdfBytes,
  // Long enough to start a 20 MB upload on a slow line (S3 checks the expiry when the POST begins),
  // short enough that a leaked form is soon useless.
  expiresInSeconds: 300,
  sniffBytes: pdfSniffBytes,
  accepts: (start) => startsLikePdf(start.bytes) && start.contentType === pdfContentType,
};

/** A presigned POST under staging/requests/<caller>/: a submit route checks the object before any request uses it. */
export function createRequestUpload(userId: string): Promise<StagedUpload> {
  return createStagedUpload(requestUploads, userId, pdfContentType);
}
