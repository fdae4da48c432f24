import type { Account } from '#shared/api/account.ts';
import type { MyRequest } from '#shared/api/requests.ts';
import { requestTypeInfo } from '#shared/constants/request-types.ts';
import type { CompensationConsultForm, ContractReviewForm } from '#shared/forms/requests.ts';
import { appLink, sendEmail } from '../adapters/mailer';
import { objectKeys } from '../adapters/object-keys';
import { putRequest, type RequestRecord } from '../adapters/requests';
import { conflict } from '../http/errors';
import { loggableError, logger } from '../http/observability';
import { requestReceivedEmail } from './email-templates';
import { requestUploads } from './request-uploads';
import { myRequestOf } from './request-view';
import { keepStagedPdf } from './staged-pdf';

export type RequestSubmission = (
  ({ readonly type: 'compensationConsult' } & CompensationConsultForm) | ({ readonly type: 'contractReview' } & ContractReviewForm)
) & { readonly fileName?: string };

/**
 * Keeps a staged PDF as a request. Copies it to requests/<userId>/<type>/<timestamp>.pdf (where no
 * presigned POST can write), checks the copy (size, `%PDF-`, then a whole parse: readable, not
 * encrypted, at least one page, inert, within its bounds), writes beside it the copy staff open
 * (`….staff.pdf`, rebuilt from an allow-list: decision 0030) and only then writes the record; a refused copy is deleted at once,
 * and so is the copy when the record cannot be written (keepStagedPdf). The receipt e-mail follows the record.
 */
export async function submitRequest(account: Account, stagedKey: string, submission: RequestSubmission, now = Date.now()): Promise<MyRequest> {
  const { userId } = account;
  const { type } = submission;
  const finalKey = objectKeys.requestFile(userId, type, now);
  const staffKey = objectKeys.requestStaffFile(userId, type, now);
  const record = await keepStagedPdf(
    requestUploads,
    userId,
    stagedKey,
    finalKey,
    async (pdf, leaveFile) => {
      const record = { ...recordOf(account, submission, pdf.key, now, pdf.pages, pdf.size), ...(pdf.staffKey ? { staffFile: pdf.staffKey } : {}) };
      // Two submissions of one type by one person in the same millisecond share the key: the second
      // is refused and leaves the object to the first's record (a checked PDF of the same person's).
      if (!(await putRequest(record))) {
        leaveFile();
        throw conflict('Another request was submitted at the same moment. Please try again.');
      }
      return record;
    },
    staffKey,
  );

  try {
    await sendEmail(
      account.email,
      requestReceivedEmail({ firstName: account.firstName, type, submittedAt: now, url: appLink(requestTypeInfo[type].listPath) }),
    );
  } catch (error) {
    // The request is in and listed: a lost receipt is not worth refusing it.
    logger.warn('Request receipt not sent', { error: loggableError(error) });
  }
  return myRequestOf(record);
}

function recordOf(account: Account, submission: RequestSubmission, file: string, timeStamp: number, pages: number, size: number): RequestRecord {
  const common = {
    userId: account.userId,
    type: submission.type,
    timeStamp,
    file,
    ...(submission.fileName ? { fileName: submission.fileName } : {}),
    pages,
    size,
    phone: submission.phone,
    practiceType: submission.practiceType,
    resident: submission.resident,
    ...(submission.years ? { years: submission.years } : {}),
    speciality: submission.speciality,
    agreed: true,
    reviewed: false,
    status: 'submitted',
    submittedAt: timeStamp,
  } as const;
  if (submission.type === 'compensationConsult') {
    return {
      ...common,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      practiceState: submission.practiceState,
      ...(submission.otherData ? { otherData: submission.otherData } : {}),
    };
  }
  return {
    ...common,
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    ...(submission.comments ? { comments: submission.comments } : {}),
    // The review form's one checkbox covers the terms and the privacy notice (spec §3: privacy flag).
    privacy: true,
  };
}
