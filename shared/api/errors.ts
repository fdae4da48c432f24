import type * as z from 'zod/mini';

/** The body of every 4xx/5xx the API answers: a stable code, a sentence for people, and per-field messages. */
export interface ApiErrorBody {
  readonly error: { readonly code: string; readonly message: string; readonly fields?: Record<string, string> };
}

export const errorCodes = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  /** The token was issued before the account's sessions were ended (password or e-mail change, reset). */
  sessionEnded: 'session_ended',
  forbidden: 'forbidden',
  /** Staff and admins reach the dashboard's routes only with two-step sign-in on (shared/access.ts). */
  twoStepRequired: 'two_step_required',
  notFound: 'not_found',
  conflict: 'conflict',
  tooManyRequests: 'too_many_requests',
  /** A single-use e-mail link (verification, password reset) that has expired. */
  linkExpired: 'link_expired',
  /** A single-use e-mail link that was already used. */
  linkUsed: 'link_used',
  /** A link that was never issued, or is no longer known. */
  linkInvalid: 'link_invalid',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Field path → first message, and a sentence that names every failing field. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], where = 'request'): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || where;
    fields[path] ??= issue.message;
  }
  const parts = Object.entries(fields).map(([field, text]) => `${field}: ${text}`);
  return { message: `Invalid ${where}: ${parts.join('; ')}`, fields };
}
