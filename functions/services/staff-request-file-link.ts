import type { Account } from '#shared/api/account.ts';
import { displayName } from '#shared/format.ts';
import { pdfFileUrl } from '../adapters/file-url';
import { putRequestAccess } from '../adapters/requests';
import { requestNotFound, requestOf, type StaffRequestRef } from './staff-request-records';

/**
 * A short-lived link to a request's PDF or its review for staff; the opening is recorded first
 * (who, which file, when) in the physician's partition, so no link is handed out unrecorded. One
 * line per reviewer, file and sign-in session (issue 37): `sessionStart` is when the caller's session
 * began (the access token's auth_time, epoch seconds, which the route factory has checked and a
 * refresh keeps), so reloading the desk, which asks for the PDF's link each time, adds nothing.
 */
export async function staffRequestFileUrl(
  staff: Account,
  ref: StaffRequestRef,
  file: 'upload' | 'review',
  sessionStart: number | undefined,
  now = Date.now(),
): Promise<{ url: string }> {
  const record = await requestOf(ref);
  // Staff open the copy rebuilt from an allow-list (decision 0030), never the physician's bytes.
  const key = file === 'review' ? record.reviewLink : (record.staffFile ?? record.file);
  if (!key) throw requestNotFound();
  // Staff routes refuse a token without auth_time; were one let through, each opening is its own line.
  const session = sessionStart === undefined ? now : sessionStart * 1000;
  await putRequestAccess(record, { staffId: staff.userId, staffName: displayName(staff), file, at: now }, session);
  return { url: await pdfFileUrl(key, `${record.type}-${record.timeStamp}${file === 'review' ? '-review' : ''}.pdf`) };
}
