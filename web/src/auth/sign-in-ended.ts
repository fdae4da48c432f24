/**
 * A failure after the pool accepted the code (the account could not be read): the session's
 * readAccount has signed the browser out, so no code can finish this sign-in; only the password
 * step starts a new one (issue 37). A module with no imports: the session provider, loaded on every
 * page, throws it without pulling the message catalogue in.
 */
export class SignInEnded extends Error {
  override readonly name = 'SignInEnded';
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}
