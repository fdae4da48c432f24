import type { RequestType } from '#shared/constants/request-types.ts';
import { pdfFileUrl } from '../adapters/file-url';
import { getRequest } from '../adapters/requests';
import { notFound } from '../http/errors';

/** A short-lived link to the caller's own request PDF or its review; anyone else's, or a review not yet there, is 404. */
export async function myRequestFileUrl(
  userId: string,
  type: RequestType,
  requestId: string,
  file: 'upload' | 'review' = 'upload',
): Promise<{ url: string }> {
  const record = await getRequest(userId, type, Number(requestId));
  const key = file === 'review' ? record?.reviewLink : record?.file;
  if (!record || !key) throw notFound('Request not found.');
  return { url: await pdfFileUrl(key, `${type}-${record.timeStamp}${file === 'review' ? '-review' : ''}.pdf`) };
}
