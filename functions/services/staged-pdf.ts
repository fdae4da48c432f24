import * as requestsMessages from '#shared/messages/requests.ts';
import { pdfContentType } from '#shared/files/pdf.ts';
import { deleteObject, readObject, writeObject } from '../adapters/uploads';
import { badRequest, notFound } from '../http/errors';
import { allOrNothing } from './all-or-nothing';
import { checkPdf, pdfRefusalText } from './pdf-check';
import { rebuildPdf } from './pdf-rebuild';
import { promoteStagedUpload, type UploadRules } from './staged-upload';

/** A staged PDF once kept: where, and what its check found. */
export interface KeptPdf {
  readonly key: string;
  /** Where its copy rebuilt for staff was written, when one was asked for. */
  readonly staffKey?: string;
  readonly pages: number;
  readonly size: number;
}

const refusedPdf = (text: string) => badRequest(text, { file: text });

/**
 * Keeps a staged PDF at `finalKey` (where no presigned POST can write): copies it out of staging,
 * checks the copy (size, `%PDF-`, then a whole parse: readable, not encrypted, at least one page,
 * inert, within its bounds; services/pdf-check.ts), writes the copy staff will open when asked
 * (rebuilt from an allow-list: pdf-rebuild.ts), and only then lets `record` write what names them. A refused copy is
 * deleted at once, and so is the copy when `record` fails, unless it called `leaveFile` first (the
 * key turned out to be another record's). Someone else's key, or no staged object, is 404; a refused
 * PDF is 400 on `file`. Request submissions (decision 0021) and added offers (issue 30) keep their
 * PDFs this way.
 */
export async function keepStagedPdf<T>(
  rules: UploadRules,
  userId: string,
  stagedKey: string,
  finalKey: string,
  record: (pdf: KeptPdf, leaveFile: () => void) => Promise<T>,
  /** Where to write the copy staff will open, rebuilt from an allow-list (pdf-rebuild.ts); none: no copy (an added offer only its owner sees). */
  staffKey?: string,
): Promise<T> {
  const promotion = await promoteStagedUpload(rules, userId, stagedKey, finalKey);
  // Someone else's key, a final key, or no key of ours at all, is simply not found.
  if (promotion.outcome === 'notFound') throw notFound('Upload not found. Please upload the PDF again.');
  if (promotion.outcome === 'refused') throw refusedPdf(promotion.reason === 'size' ? requestsMessages.pdfTooLarge : requestsMessages.pdfUnreadable);

  let leave = false;
  return allOrNothing(async (onUndo) => {
    onUndo(() => (leave ? Promise.resolve() : deleteObject(finalKey)));
    const bytes = await readObject(finalKey);
    if (!bytes) throw notFound('Upload not found. Please upload the PDF again.');
    const check = await checkPdf(bytes);
    if (!check.ok) throw refusedPdf(pdfRefusalText[check.reason]);
    if (staffKey !== undefined) {
      let rebuilt: Uint8Array;
      try {
        rebuilt = await rebuildPdf(bytes);
      } catch {
        throw refusedPdf(pdfRefusalText.unreadable);
      }
      onUndo(() => (leave ? Promise.resolve() : deleteObject(staffKey)));
      await writeObject(staffKey, rebuilt, pdfContentType);
    }
    return record({ key: finalKey, ...(staffKey !== undefined ? { staffKey } : {}), pages: check.pages, size: promotion.size }, () => {
      leave = true;
    });
  });
}
