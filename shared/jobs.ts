import { accountDeletionNeeds } from './api/account-deletion-needs';
import type { PdfParsing, RouteNeeds } from './api/route-definition';

/**
 * Functions that no HTTP route calls: a schedule or an AWS event starts them. Declared like the
 * contract's routes (what they touch, `needs`), so the CDK grants exactly that and the embedded
 * stack runs them under the same declaration (infra/local/gateway/table-access.ts). The handler
 * lives in functions/jobs/<kebab-case id>.ts.
 */
export interface JobDefinition {
  readonly id: string;
  readonly summary: string;
  /**
   * What starts it: a schedule (EventBridge; a timer in the embedded stack), SES's bounce and
   * complaint events (SNS), or a new item naming a contract's PDF: a request, or an offer added to
   * compare (the table's stream, through a Lambda event source mapping; the embedded stack polls
   * DynamoDB Local's stream the same way).
   */
  readonly trigger: { readonly every: { readonly minutes: number } } | 'sesFeedback' | 'contractUploaded';
  readonly needs: RouteNeeds;
  /** The PDF parser it runs, if any (as a route's `parsesPdf`). */
  readonly parsesPdf?: PdfParsing;
  /** A Lambda bigger than a job's default (512 MB, 50 s), as a route's `compute`. */
  readonly compute?: { readonly memoryMb: number; readonly timeoutSeconds: number };
}

function defineJob<const Id extends string>(id: Id, job: Omit<JobDefinition, 'id'>): JobDefinition & { readonly id: Id } {
  return { ...job, id };
}

/** Sends the queued e-mails: those SES refused before (its sandbox, an outage), held by the hourly cap, and password resets. */
export const deliverQueuedMail = defineJob('deliverQueuedMail', {
  summary:
    'Sends queued e-mails (password resets; verification, e-mail change and review-ready mails that SES refused or the hourly cap held), with a fresh link where they have one, and retries with back-off.',
  trigger: { every: { minutes: 1 } },
  // USER: the account, its queued mail and (review mails) the request, all in its partition; LINK: the fresh
  // link (verification, reset, undo); RATELIMIT: the hourly cap on verification and reset mails
  // (functions/services/mail-cap.ts); MAIL_OUTBOX: what is due. The mailer's suppression read comes with `email`.
  needs: { table: { access: 'write', partitions: ['USER', 'LINK', 'RATELIMIT'], lists: ['MAIL_OUTBOX'] }, email: true },
});

/** Records SES's bounce and complaint events as suppressions, so the mailer stops mailing those addresses. */
export const recordMailFeedback = defineJob('recordMailFeedback', {
  summary: 'Records permanent bounces and complaints reported by SES as suppressed addresses.',
  trigger: 'sesFeedback',
  needs: { table: { access: 'write', partitions: ['SUPPRESSION'] } },
});

/**
 * Reads the contract terms of each new request's PDF (issue 17), and of each offer added with a PDF
 * to compare it (issue 30), and stores them on that item.
 */
export const readContractTerms = defineJob('readContractTerms', {
  summary: "Reads the contract terms of a newly submitted request's PDF, or of an offer added with a PDF, and stores them on its item.",
  trigger: 'contractUploaded',
  // USER: the request or offer the findings are written to; requests/ and offers/: the PDF it names.
  needs: {
    table: { access: 'write', partitions: ['USER'] },
    uploads: [
      { prefix: 'requests/', uses: ['read'] },
      { prefix: 'offers/', uses: ['read'] },
    ],
  },
  // pdf.js's text layer, through unpdf, or OCR for a scan (functions/services/contract-reader.ts).
  parsesPdf: 'text',
  // A 10-page scan (contract-ocr.ts's page limit) at up to 5 s a page on one full vCPU (1,769 MB and
  // more), Tesseract's model and page images in memory; a scan that outruns it is read up to the
  // time left (readScanBudget) and says so.
  compute: { memoryMb: 2048, timeoutSeconds: 120 },
});

/**
 * Removes what is left of accounts whose pool user is gone: a user can call Cognito's own DeleteUser
 * with their access token, which skips the product's deletion. Daily (the embedded stack: at start
 * and hourly), by account deletion's own path. Then removes kept PDFs that no record names, left by a
 * submission killed between its copy and its record (functions/services/orphaned-files.ts): one
 * function for both, as both are daily sweeps of the same prefixes (no new Lambda, log group or rule
 * against the stack's resource budget).
 */
export const removeOrphanedAccounts = defineJob('removeOrphanedAccounts', {
  summary:
    "Finds accounts whose pool user is gone (deleted through Cognito's own DeleteUser) and removes everything account deletion removes; then deletes PDFs under requests/ and offers/ older than an hour that no record names.",
  trigger: { every: { minutes: 24 * 60 } },
  // What account deletion touches, the account lists it compares (GSI1 ACCOUNTS) and the pool's users (ListUsers).
  // The orphaned-files pass needs no more: list and delete on requests/ and offers/ (account
  // deletion's grants) and Queries of each owner's USER partition (its requests and added offers).
  needs: {
    ...accountDeletionNeeds,
    table: { ...accountDeletionNeeds.table, lists: [...accountDeletionNeeds.table.lists, 'ACCOUNTS'] },
    userPool: [...accountDeletionNeeds.userPool, 'ListUsers'],
  },
});

/**
 * Which stream records start `contractUploaded` jobs: inserts of request items and of added offers,
 * only those naming a PDF (`file`: an offer started empty has none), so the reader's own write (a
 * MODIFY) never starts it again. The CDK mapping's filter (infra/constructs/product-jobs.ts) and the
 * local poller's (contractStreamMatches) are both read from here.
 */
export const contractStreamFilter = { eventName: 'INSERT', kinds: ['request', 'offer'], withAttribute: 'file' } as const;

/** A stream record as the filter sees it: its event name and new image, marshalled. */
interface StreamRecordShape {
  readonly eventName?: string;
  readonly dynamodb?: { readonly NewImage?: Readonly<Record<string, { readonly S?: string } | undefined>> };
}

/** Whether a stream record passes contractStreamFilter, as Lambda's event filtering decides it in AWS. */
export function contractStreamMatches(record: StreamRecordShape): boolean {
  const image = record.dynamodb?.NewImage;
  const kind = image?.kind?.S;
  return (
    record.eventName === contractStreamFilter.eventName &&
    kind !== undefined &&
    (contractStreamFilter.kinds as readonly string[]).includes(kind) &&
    typeof image?.[contractStreamFilter.withAttribute]?.S === 'string'
  );
}

/**
 * How many of those records one invocation gets, and how many invocations run at once per shard (the
 * CDK mapping's batch size and parallelization factor; the local poller's): one request each, so a
 * scan's OCR has the whole timeout to itself, five at once, so a burst of uploads does not queue
 * behind one scan.
 */
export const contractStreamBatching = { size: 1, parallel: 5 } as const;

export const jobs: readonly JobDefinition[] = [deliverQueuedMail, recordMailFeedback, readContractTerms, removeOrphanedAccounts];
