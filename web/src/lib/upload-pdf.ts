import * as messages from '#shared/messages.ts';

/** A presigned POST as the API hands it out (createRequestUpload). */
export interface PresignedPost {
  readonly url: string;
  readonly fields: Record<string, string>;
}

/** The person cancelled the upload. */
export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
  constructor() {
    super(messages.requests.uploadCancelled);
  }
}

/** What S3 (and the embedded stack, which checks the same policy) says, in words for the person. */
function refusalText(status: number, body: string): string {
  if (body.includes('EntityTooLarge')) return messages.requests.pdfTooLarge;
  if (body.includes('Policy expired')) return messages.requests.uploadExpired;
  return `The upload failed (${status || 'no answer'}). Please try again.`;
}

/**
 * Posts the file straight to the bucket with the presigned form, reporting progress (0 to 1).
 * XMLHttpRequest, not fetch: only it reports upload progress in every browser. Aborting `signal`
 * stops the upload and rejects with UploadCancelled.
 */
export function postToStorage(post: PresignedPost, file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadCancelled());
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', file); // S3 reads every field after the file as part of it: last.
    const request = new XMLHttpRequest();
    request.open('POST', post.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new Error(refusalText(request.status, request.responseText)));
    };
    request.onerror = () => reject(new Error(refusalText(0, '')));
    request.onabort = () => reject(new UploadCancelled());
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
