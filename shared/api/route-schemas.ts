import * as z from 'zod/mini';
import '../zod-locale';

/**
 * Response schemas and needs that more than one route of the contract shares. Each schema is built
 * in a call marked pure, so that esbuild leaves out of a function's bundle the schemas it does not
 * use (esbuild cannot see that zod's builders have no side effects): a handler builds only its own
 * route's schemas at cold start.
 */

export const healthSchema = /* @__PURE__ */ (() => z.object({ status: z.literal('ok') }))();

/** A new account: where its verification link was sent. */
/**
 * What became of a verification e-mail: sent; delayed (SES refused it for now: it waits in the
 * outbox and is tried again); blocked (the address bounced or complained: it is no longer mailed).
 */
export const verificationMailOutcomes = ['sent', 'delayed', 'blocked'] as const;
/** The account exists whatever became of its verification e-mail. */
export const signupResultSchema = /* @__PURE__ */ (() => z.object({ email: z.string(), verificationEmail: z.enum(verificationMailOutcomes) }))();
/** A verification link was sent (or delayed, or blocked), or none was needed. */
export const verificationSentSchema = /* @__PURE__ */ (() => z.object({ status: z.enum([...verificationMailOutcomes, 'alreadyVerified']) }))();

/** What signing up needs from the pool: create, password, group, and deleting again when a later step fails. */
export const signupPoolActions = ['AdminCreateUser', 'AdminSetUserPassword', 'AdminAddUserToGroup', 'AdminDeleteUser'] as const;

/** A presigned POST: the browser posts `fields` plus the file (last) as multipart/form-data to `url`. */
export const pictureUploadSchema = /* @__PURE__ */ (() =>
  z.object({
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    key: z.string(),
    maxBytes: z.number().check(z.int()),
  }))();

/**
 * What submitting a request needs: the staged PDF is copied (read) and deleted; its final copy under
 * requests/ is written (only these routes may), read back whole to parse it, and deleted when refused
 * or when the record cannot be written; the record goes in the caller's partition, counted in the staff
 * tables' counter (COUNTER) in the same transaction; the receipt is e-mailed. The account's daily allowance
 * of submissions is counted first (RATELIMIT, functions/services/rate-limits.ts).
 */
export const requestSubmitNeeds = {
  table: { access: 'write', partitions: ['USER', 'COUNTER', 'RATELIMIT'] },
  uploads: [
    { prefix: 'staging/requests/', uses: ['read', 'delete'] },
    { prefix: 'requests/', uses: ['read', 'write', 'delete'] },
  ],
  email: true,
} as const;

/** Measured: pdf-lib parses a 7.8 MB, 3,000-page PDF in 1.2 s on a shared core; 20 MB is about 3 s. */
export const requestSubmitCompute = { memoryMb: 1769, timeoutSeconds: 25 } as const;
