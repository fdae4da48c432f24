/**
 * The one attribute a signed-in user may write on their own Cognito user, read by the CDK app
 * client and by the embedded bootstrap alike. Cognito reads an omitted OR EMPTY WriteAttributes
 * list as "every standard attribute", and a required attribute must stay writable, so the pool
 * marks e-mail not required (the API always sets it) and the client names one attribute that the
 * product never reads. E-mail, names and verification change only through the API, which keeps
 * the account record in step.
 */
export const clientWriteAttributes: readonly string[] = ['locale'];
