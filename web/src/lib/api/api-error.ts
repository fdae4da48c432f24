/**
 * Its own module, with no imports: screens loaded on a first visit (the <RequireAccess> guard) can
 * recognise an API error without pulling in the client and every route's schemas.
 */

/** An error the API answered with: its status, stable code, sentence and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
