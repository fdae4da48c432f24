import type { Account } from '#shared/api/account.ts';
import { displayName } from '#shared/format.ts';
import { pdfFileUrl } from '../adapters/file-url';
import { putRequestAccess } from '../adapters/requests';
import { requestNotFound, requestOf, type StaffRequestRef } from './staff-request-records';

/**
 * A short-lived link to a request's PDF or its review for staff; the download is recorded first
 * (who, which file, when) in the physician's partition, so no link is handed out unrecorded.
 */
export async function staffRequestFileUrl(
  staff: Account,
  ref: StaffRequestRef,
  file: 'upload' | 'review',
  now = Date.now(),
): Promise<{ url: string }> {
  const record = await requestOf(ref);
  // Staff open the copy rebuilt from an allow-list (decision 0030), never the physician's bytes.
  const key = file === 'review' ? record.reviewLink : (record.staffFile ?? record.file);
  if (!key) throw requestNotFound();
  await putRequestAccess(record, { staffId: staff.userId, staffName: displayName(staff), file, at: now });
  return { url: await pdfFileUrl(key, `${record.type}-${record.timeStamp}${file === 'review' ? '-review' : ''}.pdf`) };
}
