import type { RequestType } from '#shared/constants/request-types.ts';
import * as requestsMessages from '#shared/messages/requests.ts';
import { deleteUnreviewedRequest, getRequest } from '../adapters/requests';
import { deleteObject } from '../adapters/uploads';
import { conflict, notFound } from '../http/errors';

/** Withdraws an unreviewed request: the record first (so no list shows it), then its PDF and the copy staff open. */
export async function withdrawRequest(userId: string, type: RequestType, requestId: string): Promise<void> {
  const timeStamp = Number(requestId);
  const deleted = await deleteUnreviewedRequest(userId, type, timeStamp);
  if (!deleted) {
    if (await getRequest(userId, type, timeStamp)) throw conflict(requestsMessages.reviewedNotWithdrawable);
    throw notFound('Request not found.');
  }
  await deleteObject(deleted.file);
  if (deleted.staffFile) await deleteObject(deleted.staffFile);
}
