import { useRef, useState } from 'react';
import type { RequestDocument } from '#shared/constants/request-types.ts';
import { pdfContentType } from '#shared/files/pdf.ts';
import { maxFileNameLength } from '#shared/forms/requests.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { postToStorage, type PresignedPost } from '#web/lib/upload-pdf.ts';

/** What the picker says when no PDF was picked, naming the document (spec §5: the contract review's are "the same messages"). */
export const missingPdfText = (document: RequestDocument) =>
  document === 'contract' ? messages.requests.contractRequired : messages.requests.offerLetterRequired;

/** No PDF was picked: the picker says so, the form says nothing more. */
export class MissingPdf extends Error {
  override readonly name = 'MissingPdf';
  constructor(text: string = messages.requests.offerLetterRequired) {
    super(text);
  }
}

/**
 * The request forms' file: what was picked, its message, and the upload itself (a presigned POST
 * from the API, then the file straight to storage with progress; cancel stops it). `upload`
 * resolves with the staged key the submit route checks and the file's own name, kept on the request.
 * `presign` asks for the form (default: a request's; the Compare offers screen stages an offer's);
 * `document` is what the missing file is called (default: the offer letter).
 */
export function useRequestUpload(presign?: () => Promise<PresignedPost & { readonly key: string }>, document: RequestDocument = 'offer letter') {
  const missing = missingPdfText(document);
  const { api } = useApp();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const controller = useRef<AbortController | null>(null);

  /** Called before the form's own checks, so a missing file is named with every other field. */
  const requireFile = () => {
    if (!file) setFileError(missing);
  };

  const upload = async (): Promise<{ key: string; fileName?: string }> => {
    if (!file) {
      setFileError(missing);
      throw new MissingPdf(missing);
    }
    const post = presign ? await presign() : await api('createRequestUpload', { body: { contentType: pdfContentType } });
    controller.current = new AbortController();
    setProgress(0);
    try {
      await postToStorage(post, file, setProgress, controller.current.signal);
    } finally {
      controller.current = null;
      setProgress(undefined);
    }
    // The name as the computer called it; an unusually long one is cut to what the API keeps.
    const fileName = file.name.trim().slice(0, maxFileNameLength);
    return { key: post.key, ...(fileName ? { fileName } : {}) };
  };

  return {
    file,
    fileError,
    setFileError,
    choose: (chosen: File | undefined, error: string | undefined) => {
      setFile(chosen);
      setFileError(error);
    },
    progress,
    requireFile,
    upload,
    cancel: () => controller.current?.abort(),
  };
}
