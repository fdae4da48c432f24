/**
 * Staging a file as the browser does: the API's upload route (`/me/requests/upload`,
 * `/dashboard/feedback/upload`, `/me/picture/upload`) answers a presigned POST for a content type;
 * the browser posts its `fields` plus the file (last) as multipart/form-data straight to the bucket,
 * then names the staged `key` to the route that takes it. Tests about abusing that form
 * (uploads-abused.integ) build their own.
 */
import type * as z from 'zod/mini';
import type { pictureUploadSchema } from '#shared/api/route-schemas.ts';
import { callApi } from './accounts';
import type { ProvidedStack } from './test-stack';

/** A presigned POST, as every upload route answers it (the three share one response schema). */
export type UploadForm = z.infer<typeof pictureUploadSchema>;

export interface FileOptions {
  /** The file's type, as the form asked for it. Default: application/pdf. */
  readonly contentType?: string;
  /** The name the browser sends with the file. Default: file.pdf. */
  readonly fileName?: string;
}

/** The form's fields, then the file, as the browser sends them. */
export function uploadFormData(
  upload: Pick<UploadForm, 'fields'>,
  file: Uint8Array,
  { contentType = 'application/pdf', fileName = 'file.pdf' }: FileOptions = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), fileName);
  return form;
}

/** Posts `file` to the bucket with a presigned POST; the bucket's answer, whatever it is. */
export function postToBucket(upload: Pick<UploadForm, 'url' | 'fields'>, file: Uint8Array, options: FileOptions = {}): Promise<Response> {
  return fetch(upload.url, { method: 'POST', body: uploadFormData(upload, file, options) });
}

/** Asks the upload route `path` for a presigned POST for `contentType`; throws unless it answers 200. */
export async function newUploadForm(stack: ProvidedStack, token: string, path: string, contentType = 'application/pdf'): Promise<UploadForm> {
  const created = await callApi(stack, token, 'POST', path, { contentType });
  if (created.status !== 200) throw new Error(`${path} answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body as UploadForm;
}

/** Throws unless the bucket took the file (a 2xx), with its answer. */
export async function assertStored(posted: Response): Promise<void> {
  if (!posted.ok) throw new Error(`the bucket refused the staged file: ${posted.status} ${await posted.text()}`);
}

/**
 * What the browser does before submitting: a presigned POST from `path`, then the file straight to
 * the bucket. Throws unless both answer as they should; the staged key, which the submit route takes.
 */
export async function stageUpload(stack: ProvidedStack, token: string, path: string, file: Uint8Array, options: FileOptions = {}): Promise<string> {
  const upload = await newUploadForm(stack, token, path, options.contentType);
  await assertStored(await postToBucket(upload, file, options));
  return upload.key;
}
