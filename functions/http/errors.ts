import { errorCodes, type ErrorCode } from '#shared/api/errors.ts';

/** An error meant for the caller: its status, code and message are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, errorCodes.validation, message, fields);
export const unauthenticated = (message = 'Sign in to continue.') => new HttpError(401, errorCodes.unauthenticated, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, errorCodes.forbidden, message);
export const notFound = (message = 'Not found.') => new HttpError(404, errorCodes.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, errorCodes.conflict, message, fields);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, errorCodes.tooManyRequests, message, undefined, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : undefined);
/** A list's cursor that is not one the list gave (forged, or from another list): 400 naming `cursor`. */
export const unknownCursor = () => badRequest('Invalid query: cursor: Unknown cursor.', { cursor: 'Unknown cursor.' });
